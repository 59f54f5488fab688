import { and, eq, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { loginAttempts } from '../db/schema/customers.js';
import { InvalidDataError, TooManyRequestsError } from '../errors.js';
import {
  countAttempt,
  reserveAttempt,
  secondsUntilWindowEnds,
  waitInMinutes,
  type AttemptLimit,
} from '../rate-limits/attempt-window.js';
import { customerErrorCodes } from '../schemas/customer.js';

// Decision 0009 (revised by 0026): an account guessed at from many addresses asks for the
// challenge instead of locking, so nobody can lock a shopper out by knowing the e-mail address.
const windowMinutes = 15;
export const maxFailuresPerAccountAndAddress = 5;
export const maxFailuresPerAddress = 30;
export const challengeAfterAccountFailures = 10;

export class LoginRateLimitedError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(
      `Too many failed login attempts. Please try again in ${waitInMinutes(retryAfterSeconds)} or reset your password.`,
      { code: customerErrorCodes.loginRateLimited, retryAfterSeconds },
    );
  }
}

export const challengeRequiredError = () =>
  new InvalidDataError(
    'There were many failed logins to this account: please confirm that you are not a robot',
    { code: customerErrorCodes.recaptchaRequired },
  );

/** `staff`: a staff login (decision 0087), counted apart from a customer's of the same e-mail. */
export type LoginAttempt = { tenantId: string; email: string; clientAddress: string; staff?: boolean };

const accountKey = ({ tenantId, email, staff }: Pick<LoginAttempt, 'tenantId' | 'email' | 'staff'>) =>
  `${staff ? 'staff/' : ''}${tenantId}:${email.toLowerCase()}`;

function limitsFor(attempt: LoginAttempt) {
  const account = accountKey(attempt);
  const { clientAddress } = attempt;
  return {
    pair: {
      scope: 'account-address',
      key: `${account} ${clientAddress}`,
      maxAttempts: maxFailuresPerAccountAndAddress,
      windowMinutes,
    },
    address: { scope: 'address', key: clientAddress, maxAttempts: maxFailuresPerAddress, windowMinutes },
    account: { scope: 'account', key: account, maxAttempts: challengeAfterAccountFailures, windowMinutes },
  } satisfies Record<string, AttemptLimit>;
}

// Counted before the password is checked; the caller rolls back a refusal, so it counts nothing.
export async function reserveLoginAttempt(tx: Transaction, attempt: LoginAttempt, challengePassed: boolean) {
  const { pair, address, account } = limitsFor(attempt);
  for (const limit of [pair, address]) {
    if (!(await reserveAttempt(tx, limit))) {
      throw new LoginRateLimitedError(await secondsUntilWindowEnds(tx, limit));
    }
  }
  const accountAttempts = await countAttempt(tx, account);
  if (accountAttempts > account.maxAttempts && !challengePassed) throw challengeRequiredError();
}

// A successful login: the owner is back, so the account's pairs from every address start afresh.
export async function forgiveLoginAttempt(tx: Transaction, attempt: LoginAttempt) {
  const { pair, address, account } = limitsFor(attempt);
  await tx
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.scope, pair.scope),
        sql`starts_with(${loginAttempts.key}, ${`${accountKey(attempt)} `})`,
      ),
    );
  for (const limit of [address, account]) {
    await tx
      .update(loginAttempts)
      .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
      .where(and(eq(loginAttempts.scope, limit.scope), eq(loginAttempts.key, limit.key)));
  }
}

// A reset proves the mailbox: a shopper who cannot do the robot check (no JavaScript) gets in.
export async function clearAccountAttempts(tx: Transaction, tenantId: string, email: string) {
  const account = accountKey({ tenantId, email });
  await tx
    .delete(loginAttempts)
    .where(
      or(
        and(eq(loginAttempts.scope, 'account'), eq(loginAttempts.key, account)),
        and(
          eq(loginAttempts.scope, 'account-address'),
          sql`starts_with(${loginAttempts.key}, ${`${account} `})`,
        ),
      ),
    );
}
