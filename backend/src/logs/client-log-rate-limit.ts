import type { Executor } from '../db/database.js';
import { TooManyRequestsError } from '../errors.js';
import { reserveAttempt, secondsUntilWindowEnds, type AttemptLimit } from '../rate-limits/attempt-window.js';
import { apiErrorCodes } from '../schemas/error.js';

// POST /logs is open to every client: per address, and over all addresses, only so many reports
// are stored in a window, so the table grows by at most allClients × clientLogBodyLimitBytes per window.
const windowMinutes = 15;
export const maxClientLogsPerAddress = 30;
export const maxClientLogsOfAllClients = 1_000;

export async function reserveClientLog(tx: Executor, clientAddress: string): Promise<void> {
  const limits: AttemptLimit[] = [
    { scope: 'client-log', key: clientAddress, maxAttempts: maxClientLogsPerAddress, windowMinutes },
    { scope: 'client-log', key: '*', maxAttempts: maxClientLogsOfAllClients, windowMinutes },
  ];
  for (const limit of limits) {
    if (!(await reserveAttempt(tx, limit))) {
      throw new TooManyRequestsError('Too many log entries from this client, try again later', {
        code: apiErrorCodes.logRateLimited,
        retryAfterSeconds: await secondsUntilWindowEnds(tx, limit),
      });
    }
  }
}
