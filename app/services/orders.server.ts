import { bulkItemsAnswerSchema, cartSchema } from '../../backend/src/schemas/cart.js';
import {
  customerOrderListSchema,
  customerOrderSchema,
  orderCancellationSchema,
  orderTrackingSchema,
  type OrderLookupBody,
} from '../../backend/src/schemas/orders.js';
import type { ApiClient } from './api-client.server';

/** §1 tracking lookup (number and e-mail in the body, never the URL) and issue 17's orders. */
export function createOrderClient(api: ApiClient) {
  const orderPath = (orderNumber: string) => `/api/customers/orders/${encodeURIComponent(orderNumber)}`;
  return {
    trackOrder: (lookup: OrderLookupBody) =>
      api.request('/api/orders/tracking', { method: 'POST', body: lookup, schema: orderTrackingSchema }),
    listCustomerOrders: (page: number) =>
      api.request('/api/customers/orders', {
        query: { page: String(page) },
        schema: customerOrderListSchema,
      }),
    getCustomerOrder: (orderNumber: string) =>
      api.request(orderPath(orderNumber), { schema: customerOrderSchema }),
    orderAgain: (orderNumber: string) =>
      api.request(`${orderPath(orderNumber)}/reorder`, { method: 'POST', schema: bulkItemsAnswerSchema }),
    /** §4 Cart mode ADDON: the current cart adds to this order until its slot's cut-off. */
    addToOrder: (orderNumber: string) =>
      api.request('/api/carts/mode', {
        method: 'PUT',
        body: { mode: 'ADDON', orderNumber },
        schema: cartSchema,
      }),
    /**
     * Decision 0084: cancels the shopper's order until its slot's cut-off; 409 says why not. A guest
     * in another browser names the order's e-mail (decision 0090), in the body as for tracking.
     */
    cancelOrder: (orderNumber: string, email?: string) =>
      api.request(`/api/orders/${encodeURIComponent(orderNumber)}/cancellation`, {
        method: 'POST',
        body: email ? { email } : {},
        schema: orderCancellationSchema,
      }),
  };
}
export type OrderClient = ReturnType<typeof createOrderClient>;
