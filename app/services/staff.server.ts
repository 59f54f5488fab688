import type { z } from 'zod';
import {
  finalBillSchema,
  staffOrderListSchema,
  staffOrderSchema,
  staffPickLineSchema,
  type PickLineBody,
  type refundBodySchema,
} from '../../backend/src/schemas/fulfilment.js';
import { staffAnswerSchema } from '../../backend/src/schemas/staff.js';
import type { ApiClient } from './api-client.server';

/** Issue 36: the staff session and the fulfilment calls; the `staff_session` cookie travels as the shopper's. */
export function createStaffClient(api: ApiClient) {
  const orderPath = (orderNumber: string) => `/api/staff/orders/${encodeURIComponent(orderNumber)}`;
  const post = (path: string, body: unknown = {}) => api.request(path, { method: 'POST', body });
  return {
    login: async (body: { email: string; password: string }, recaptchaResponse?: string) =>
      (
        await api.request('/api/staff/session', {
          method: 'POST',
          body,
          // Past ten failed logins at one account the API asks for the robot check (decision 0087).
          query: { recaptchaResponse },
          schema: staffAnswerSchema,
        })
      ).staff,
    logout: () => api.request('/api/staff/session', { method: 'DELETE' }),
    me: async () => (await api.request('/api/staff/me', { schema: staffAnswerSchema })).staff,
    listOrders: (date: string) =>
      api.request('/api/staff/orders', { query: { date }, schema: staffOrderListSchema }),
    getOrder: (orderNumber: string) => api.request(orderPath(orderNumber), { schema: staffOrderSchema }),
    startPicking: (orderNumber: string) => post(`${orderPath(orderNumber)}/picking`),
    pickLine: (orderNumber: string, lineId: string, body: PickLineBody) =>
      api.request(`${orderPath(orderNumber)}/lines/${encodeURIComponent(lineId)}`, {
        method: 'PUT',
        body,
        schema: staffPickLineSchema,
      }),
    previewBill: (orderNumber: string) =>
      api.request(`${orderPath(orderNumber)}/bill`, { schema: finalBillSchema }),
    confirmPicked: (orderNumber: string) => post(`${orderPath(orderNumber)}/picked`),
    handOver: (orderNumber: string) => post(`${orderPath(orderNumber)}/handed-over`),
    refund: (orderNumber: string, body: RefundBody) => post(`${orderPath(orderNumber)}/refunds`, body),
  };
}
export type RefundBody = z.infer<typeof refundBodySchema>;
export type StaffClient = ReturnType<typeof createStaffClient>;
