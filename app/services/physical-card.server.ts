import {
  physicalCardStatusSchema,
  type PhysicalCardOrderBody,
} from '../../backend/src/schemas/physical-card.js';
import type { ApiClient } from './api-client.server';

/** §7 physical-card status and issue 35's order of the physical loyalty card (decision 0082). */
export function createPhysicalCardClient(api: ApiClient) {
  return {
    getStatus: () => api.request('/api/customers/physical-card/status', { schema: physicalCardStatusSchema }),
    order: (body: PhysicalCardOrderBody) =>
      api.request('/api/customers/physical-card', {
        method: 'POST',
        body,
        schema: physicalCardStatusSchema,
      }),
  };
}
