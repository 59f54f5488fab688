import type { Transaction } from '../db/database.js';
import { InvalidDataError, TooManyRequestsError } from '../errors.js';
import {
  reserveCountedAttempt,
  secondsUntilWindowEnds,
  waitInMinutes,
  type AttemptLimit,
} from '../rate-limits/attempt-window.js';
import { customerErrorCodes } from '../schemas/customer.js';

// Decision 0069: a reset link is an e-mail anyone can have sent to anyone. Every request counts,
// known address or not, so the answer says nothing about the address; past a few in the window
// the robot check is asked, past the limit nothing is sent.
const windowMinutes = 60;
export const maxResetRequestsPerClient = 10;
export const maxResetRequestsPerRecipient = 5;
export const challengeAfterResetRequests = 3;

const rateLimitedError = (retryAfterSeconds: number) =>
  new TooManyRequestsError(
    `Too many password reset requests. Please try again in ${waitInMinutes(retryAfterSeconds)}.`,
    { code: customerErrorCodes.passwordResetRateLimited, retryAfterSeconds },
  );

const resetChallengeRequiredError = () =>
  new InvalidDataError('Many reset links were asked for: please confirm that you are not a robot', {
    code: customerErrorCodes.recaptchaRequired,
  });

export type PasswordResetRequest = { tenantId: string; email: string; clientAddress: string };

function limitsFor({ tenantId, email, clientAddress }: PasswordResetRequest): AttemptLimit[] {
  return [
    { scope: 'password-reset', key: clientAddress, maxAttempts: maxResetRequestsPerClient, windowMinutes },
    {
      scope: 'password-reset-recipient',
      key: `${tenantId}:${email.trim().toLowerCase()}`,
      maxAttempts: maxResetRequestsPerRecipient,
      windowMinutes,
    },
  ];
}

// Counted before the address is looked up; the caller rolls back a refusal, so it counts nothing.
export async function reservePasswordResetRequest(
  tx: Transaction,
  request: PasswordResetRequest,
  challengePassed: boolean,
): Promise<void> {
  let mostAttempts = 0;
  for (const limit of limitsFor(request)) {
    const attempts = await reserveCountedAttempt(tx, limit);
    if (attempts === null) throw rateLimitedError(await secondsUntilWindowEnds(tx, limit));
    mostAttempts = Math.max(mostAttempts, attempts);
  }
  if (mostAttempts > challengeAfterResetRequests && !challengePassed) throw resetChallengeRequiredError();
}
