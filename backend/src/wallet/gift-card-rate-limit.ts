import type { Database } from '../db/database.js';
import { TooManyRequestsError } from '../errors.js';
import {
  reserveAttempt,
  secondsUntilWindowEnds,
  waitInMinutes,
  type AttemptLimit,
} from '../rate-limits/attempt-window.js';
import { giftCardErrorCodes } from '../schemas/wallet.js';

// Decision 0074: every code tried counts, right or wrong, per customer and per client address,
// so neither many accounts from one address nor many addresses for one account can go guessing.
export const maxGiftCardTriesPerCustomer = 10;
export const maxGiftCardTriesPerAddress = 30;
const windowMinutes = 60;

class GiftCardRateLimitedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(`Too many gift card codes tried. Please try again in ${waitInMinutes(retryAfterSeconds)}.`, {
      code: giftCardErrorCodes.rateLimited,
      retryAfterSeconds,
    });
  }
}

export async function reserveGiftCardTry(
  db: Database,
  { tenantId, customerId, clientAddress }: { tenantId: string; customerId: string; clientAddress: string },
): Promise<void> {
  const limits: AttemptLimit[] = [
    {
      scope: 'gift-card',
      key: `${tenantId}:${customerId}`,
      maxAttempts: maxGiftCardTriesPerCustomer,
      windowMinutes,
    },
    {
      scope: 'gift-card-address',
      key: clientAddress,
      maxAttempts: maxGiftCardTriesPerAddress,
      windowMinutes,
    },
  ];
  for (const limit of limits)
    if (!(await reserveAttempt(db, limit)))
      throw new GiftCardRateLimitedError(await secondsUntilWindowEnds(db, limit));
}
