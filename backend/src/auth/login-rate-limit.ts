import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { loginAttempts } from '../db/schema/customers.js';
import { DomainError } from '../errors.js';
import { customerErrorCodes } from '../schemas/customer.js';

type Scope = 'account' | 'address';
type Limit = { scope: Scope; key: string; maxAttempts: number };

// Decision 0009: failed logins per account and per client address in a 15 minute window.
const windowMinutes = 15;
export const maxFailuresPerAccount = 5;
export const maxFailuresPerAddress = 30;

export class LoginRateLimitedError extends DomainError {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      customerErrorCodes.loginRateLimited,
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
      { retryAfterSeconds },
    );
  }
}

const windowExpired = sql`${loginAttempts.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes}::int)`;

/**
 * Counts one attempt against a limit in one conditional upsert (no read-then-write): a new
 * window starts when the last one is over; a full window answers false and counts nothing.
 */
async function reserveAttempt(executor: Executor, { scope, key, maxAttempts }: Limit): Promise<boolean> {
  const rows = await executor
    .insert(loginAttempts)
    .values({ scope, key, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginAttempts.scope, loginAttempts.key],
      set: {
        attempts: sql`case when ${windowExpired} then 1 else ${loginAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${windowExpired} then now() else ${loginAttempts.windowStartedAt} end`,
      },
      setWhere: sql`${windowExpired} or ${loginAttempts.attempts} < ${maxAttempts}`,
    })
    .returning({ attempts: loginAttempts.attempts });
  return rows.length > 0;
}

async function secondsUntilWindowEnds(executor: Executor, { scope, key }: Limit): Promise<number> {
  const [row] = await executor
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginAttempts.windowStartedAt} + make_interval(mins => ${windowMinutes}::int) - now()))::int`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key)));
  return Math.max(1, row?.seconds ?? windowMinutes * 60);
}

function limitsFor(tenantId: string, email: string, clientAddress: string): Limit[] {
  return [
    { scope: 'address', key: clientAddress, maxAttempts: maxFailuresPerAddress },
    { scope: 'account', key: `${tenantId}:${email.toLowerCase()}`, maxAttempts: maxFailuresPerAccount },
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
  const [address, account] = limitsFor(tenantId, email, clientAddress) as [Limit, Limit];
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.scope, account.scope), eq(loginAttempts.key, account.key)));
  await db
    .update(loginAttempts)
    .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
    .where(and(eq(loginAttempts.scope, address.scope), eq(loginAttempts.key, address.key)));
}
