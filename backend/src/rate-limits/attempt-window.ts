import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { loginAttempts, type AttemptScope } from '../db/schema/customers.js';

// Decision 0009: attempts counted per scope and key in a window, in the database, so every API
// process shares the count. Login, the order lookup (decision 0024) and every e-mail a stranger
// can ask for (decision 0069) count here.

export type AttemptLimit = { scope: AttemptScope; key: string; maxAttempts: number; windowMinutes: number };

const windowExpired = (windowMinutes: number) =>
  sql`${loginAttempts.windowStartedAt} <= now() - make_interval(mins => ${windowMinutes}::int)`;

// One conditional upsert, no read-then-write; a full window answers false and counts nothing.
export async function reserveAttempt(executor: Executor, limit: AttemptLimit): Promise<boolean> {
  return (await reserveCountedAttempt(executor, limit)) !== null;
}

/** Like reserveAttempt, answering the window's count with this attempt, or null when it is full. */
export async function reserveCountedAttempt(executor: Executor, limit: AttemptLimit): Promise<number | null> {
  const [row] = await upsertAttempt(executor, limit, limit.maxAttempts);
  return row?.attempts ?? null;
}

/** Counts one attempt whatever the count, in one upsert; answers the window's count with it. */
export async function countAttempt(
  executor: Executor,
  limit: Omit<AttemptLimit, 'maxAttempts'>,
): Promise<number> {
  const [row] = await upsertAttempt(executor, limit);
  return row?.attempts ?? 1;
}

function upsertAttempt(
  executor: Executor,
  { scope, key, windowMinutes }: Omit<AttemptLimit, 'maxAttempts'>,
  maxAttempts?: number,
) {
  const expired = windowExpired(windowMinutes);
  return executor
    .insert(loginAttempts)
    .values({ scope, key, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginAttempts.scope, loginAttempts.key],
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginAttempts.windowStartedAt} end`,
      },
      setWhere:
        maxAttempts === undefined ? undefined : sql`${expired} or ${loginAttempts.attempts} < ${maxAttempts}`,
    })
    .returning({ attempts: loginAttempts.attempts });
}

export async function secondsUntilWindowEnds(
  executor: Executor,
  { scope, key, windowMinutes }: AttemptLimit,
): Promise<number> {
  const [row] = await executor
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginAttempts.windowStartedAt} + make_interval(mins => ${windowMinutes}::int) - now()))::int`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key)));
  return Math.max(1, row?.seconds ?? windowMinutes * 60);
}

export function waitInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
