import type { TrackingBatch } from '../../backend/src/schemas/tracking.js';
import type { ApiClient } from './api-client.server';

/** Issue 37: the first-party collector (decision 0086); a lost batch never fails the page. */
export function createTrackingClient(api: ApiClient) {
  return {
    async send(batch: TrackingBatch): Promise<boolean> {
      return api.request('/tracking/events', { method: 'POST', body: batch }).then(
        () => true,
        () => false,
      );
    },
  };
}
export type TrackingClient = ReturnType<typeof createTrackingClient>;
