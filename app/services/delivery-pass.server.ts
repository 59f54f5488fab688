import { cartSchema } from '../../backend/src/schemas/cart.js';
import {
  customerDeliveryPassSchema,
  deliveryPassOffersSchema,
} from '../../backend/src/schemas/delivery-pass.js';
import type { ApiClient } from './api-client.server';

/** §7 delivery pass calls (decision 0083): the offers, the customer's pass, the pass in the cart. */
export function createDeliveryPassClient(api: ApiClient) {
  return {
    getOffers: () => api.request('/api/delivery-pass', { schema: deliveryPassOffersSchema }),
    getCustomerPass: () =>
      api.request('/api/customers/delivery-pass', { schema: customerDeliveryPassSchema }),
    putInCart: (offerId: string) =>
      api.request('/api/carts/delivery-pass', { method: 'PUT', body: { offerId }, schema: cartSchema }),
    removeFromCart: () => api.request('/api/carts/delivery-pass', { method: 'DELETE', schema: cartSchema }),
  };
}
