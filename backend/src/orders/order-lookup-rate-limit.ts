import type { Database } from '../db/database.js';
import { TooManyRequestsError } from '../errors.js';
import {
  reserveAttempt,
  secondsUntilWindowEnds,
  waitInMinutes,
  type AttemptLimit,
} from '../rate-limits/attempt-window.js';
import { orderErrorCodes } from '../schemas/orders.js';

// Decision 0024: every lookup counts, found or not, so a pair that is known cannot pay for guesses.
export const maxOrderLookupsPerAddress = 20;
const windowMinutes = 15;

class OrderLookupRateLimitedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(`Too many order lookups. Please try again in ${waitInMinutes(retryAfterSeconds)}.`, {
      code: orderErrorCodes.orderLookupRateLimited,
      retryAfterSeconds,
    });
  }
}

export async function reserveOrderLookup(db: Database, clientAddress: string): Promise<void> {
  const limit: AttemptLimit = {
    scope: 'order-lookup',
    key: clientAddress,
    maxAttempts: maxOrderLookupsPerAddress,
    windowMinutes,
  };
  if (!(await reserveAttempt(db, limit)))
    throw new OrderLookupRateLimitedError(await secondsUntilWindowEnds(db, limit));
}
