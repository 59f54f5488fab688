import type { Executor } from '../db/database.js';
import { TooManyRequestsError } from '../errors.js';
import { reserveAttempt, secondsUntilWindowEnds, type AttemptLimit } from '../rate-limits/attempt-window.js';
import { apiErrorCodes } from '../schemas/error.js';

// The collector is open to every shopper's browser (through the storefront): per client address,
// and over all addresses, only so many batches are stored in a window (decision 0086). A shopper
// clicking through 120 pages in 15 minutes stays below; a script posting in a loop does not.
const windowMinutes = 15;
export const maxTrackingBatchesPerAddress = 120;
export const maxTrackingBatchesOfAllClients = 50_000;

export async function reserveTrackingBatch(tx: Executor, clientAddress: string): Promise<void> {
  const limits: AttemptLimit[] = [
    { scope: 'tracking', key: clientAddress, maxAttempts: maxTrackingBatchesPerAddress, windowMinutes },
    { scope: 'tracking', key: '*', maxAttempts: maxTrackingBatchesOfAllClients, windowMinutes },
  ];
  for (const limit of limits) {
    if (!(await reserveAttempt(tx, limit))) {
      throw new TooManyRequestsError('Too many tracking events from this client, try again later', {
        code: apiErrorCodes.trackingRateLimited,
        retryAfterSeconds: await secondsUntilWindowEnds(tx, limit),
      });
    }
  }
}
