import {
  addPaymentMethodAnswerSchema,
  savedPaymentMethodListSchema,
} from '../../backend/src/schemas/payment-methods.js';
import type { ApiClient } from './api-client.server';

/** §7 the payment-methods calls (decision 0075): the customer's saved cards, as the profile shows them. */
export function createPaymentMethodsClient(api: ApiClient) {
  const byId = (id: string) => `/api/customers/payment-methods/${encodeURIComponent(id)}`;
  return {
    list: () => api.request('/api/customers/payment-methods', { schema: savedPaymentMethodListSchema }),
    /** Opens the provider's card page for no amount; it returns to the profile's section. */
    openCardPage: (setPrimary: boolean) =>
      api.request('/api/customers/payment-methods', {
        method: 'POST',
        body: { methodKey: 'credit-cards', setPrimary },
        schema: addPaymentMethodAnswerSchema,
      }),
    /** Keeps the card the page tokenized; the API answers the same card when called again. */
    keepCardOfPage: (checkoutId: string) =>
      api.request('/api/customers/payment-methods', {
        method: 'POST',
        body: { methodKey: 'credit-cards', checkoutId },
        schema: addPaymentMethodAnswerSchema,
      }),
    remove: (id: string) => api.request(byId(id), { method: 'DELETE', schema: savedPaymentMethodListSchema }),
    makePrimary: (id: string) =>
      api.request(`${byId(id)}/set-primary`, { method: 'POST', schema: savedPaymentMethodListSchema }),
  };
}
export type PaymentMethodsClient = ReturnType<typeof createPaymentMethodsClient>;
