import { orderTrackingSchema, type OrderLookupBody } from '../../backend/src/schemas/orders.js';
import type { ApiClient } from './api-client.server';

/** Orders (§1 tracking block): the lookup posts number and e-mail in the body, never in the URL. */
export function createOrderClient(api: ApiClient) {
  return {
    trackOrder: (lookup: OrderLookupBody) =>
      api.request('/api/orders/tracking', { method: 'POST', body: lookup, schema: orderTrackingSchema }),
  };
}
export type OrderClient = ReturnType<typeof createOrderClient>;
