import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { loginAttempts } from '../db/schema/customers.js';
import { TooManyRequestsError } from '../errors.js';
import {
  reserveAttempt,
  secondsUntilWindowEnds,
  waitInMinutes,
  type AttemptLimit,
} from '../rate-limits/attempt-window.js';
import { customerErrorCodes } from '../schemas/customer.js';

// Decision 0009: failed logins per account and per client address in a 15 minute window.
const windowMinutes = 15;
export const maxFailuresPerAccount = 5;
export const maxFailuresPerAddress = 30;

export class LoginRateLimitedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(
      `Too many failed login attempts. Please try again in ${waitInMinutes(retryAfterSeconds)} or reset your password.`,
      { code: customerErrorCodes.loginRateLimited, retryAfterSeconds },
    );
  }
}

function limitsFor(tenantId: string, email: string, clientAddress: string): AttemptLimit[] {
  return [
    { scope: 'address', key: clientAddress, maxAttempts: maxFailuresPerAddress, windowMinutes },
    {
      scope: 'account',
      key: `${tenantId}:${email.toLowerCase()}`,
      maxAttempts: maxFailuresPerAccount,
      windowMinutes,
    },
  ];
}

/**
 * Counts a login attempt for the account and the client address before the password is checked;
 * throws LoginRateLimitedError (and counts nothing: the transaction rolls back) when either is full.
 */
export async function reserveLoginAttempt(
  db: Database,
  tenantId: string,
  email: string,
  clientAddress: string,
) {
  await db.transaction(async (tx) => {
    for (const limit of limitsFor(tenantId, email, clientAddress)) {
      if (!(await reserveAttempt(tx, limit))) {
        throw new LoginRateLimitedError(await secondsUntilWindowEnds(tx, limit));
      }
    }
  });
}

/** A successful login: the account starts afresh, and the address gets its attempt back. */
export async function forgiveLoginAttempt(
  db: Database,
  tenantId: string,
  email: string,
  clientAddress: string,
) {
  const [address, account] = limitsFor(tenantId, email, clientAddress) as [AttemptLimit, AttemptLimit];
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, account.scope), eq(loginAttempts.key, account.key)));
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(and(eq(loginAttempts.scope, address.scope), eq(loginAttempts.key, address.key)));
}
