import type { TrackingBatch } from '../../backend/src/schemas/tracking.js';
import { logEvent } from '~/utils/logger.server';
import type { ApiClient } from './api-client.server';

/** Issue 37: the first-party collector (decision 0086); a lost batch never fails the page. */
export function createTrackingClient(api: ApiClient) {
  let held: TrackingBatch[] = [];
  const send = (batch: TrackingBatch): Promise<boolean> =>
    api.request('/tracking/events', { method: 'POST', body: batch }).then(
      () => true,
      () => false,
    );
  return {
    send,
    /**
     * A document's own page view waits until the page is rendered: a loader's redirect (the
     * provider's return, a login wall) renders no page, so it is no page view.
     */
    sendWhenRendered(batch: TrackingBatch) {
      held.push(batch);
    },
    /** Called by entry.server once it renders the document; not awaited, a slow collector never slows a page. */
    rendered(requestId: string) {
      const batches = held;
      held = [];
      for (const batch of batches)
        void send(batch).then((stored) => {
          if (!stored) logEvent('warn', 'tracking events not stored', { requestId });
        });
    },
  };
}
export type TrackingClient = ReturnType<typeof createTrackingClient>;
