import { and, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.js';
import { customerSessions } from '../db/schema/customers.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';

export type SessionLifetime = { idleMinutes: number; maxDays: number };
export type CustomerSession = { customerId: string; tenantId: string };

/** The columns every session table has (customers' and staff's): the lifetime rules read them. */
export type SessionTimes = { createdAt: AnyPgColumn; lastSeenAt: AnyPgColumn };

export const sessionIsLive = (table: SessionTimes, { idleMinutes, maxDays }: SessionLifetime) =>
  and(
    sql`${table.lastSeenAt} > now() - make_interval(mins => ${idleMinutes}::int)`,
    sql`${table.createdAt} > now() - make_interval(days => ${maxDays}::int)`,
  );

export const sessionHasExpired = (table: SessionTimes, { idleMinutes, maxDays }: SessionLifetime) =>
  or(
    sql`${table.lastSeenAt} <= now() - make_interval(mins => ${idleMinutes}::int)`,
    sql`${table.createdAt} <= now() - make_interval(days => ${maxDays}::int)`,
  );

export async function createSession(executor: Executor, session: CustomerSession): Promise<string> {
  const token = newSecretToken();
  await executor.insert(customerSessions).values({ ...session, tokenHash: hashSecretToken(token) });
  return token;
}

/** Marks the session used in the same statement that checks it; an expired one is deleted. */
export async function touchSession(
  executor: Executor,
  token: string,
  lifetime: SessionLifetime,
): Promise<CustomerSession | undefined> {
  const tokenHash = hashSecretToken(token);
  const [session] = await executor
    .update(customerSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(customerSessions.tokenHash, tokenHash), sessionIsLive(customerSessions, lifetime)))
    .returning({ customerId: customerSessions.customerId, tenantId: customerSessions.tenantId });
  if (!session) await deleteSession(executor, token);
  return session;
}

/** Sessions are deleted when presented expired; at login the customer's other expired ones go too. */
export async function deleteExpiredSessions(
  executor: Executor,
  customerId: string,
  lifetime: SessionLifetime,
): Promise<void> {
  await executor
    .delete(customerSessions)
    .where(and(eq(customerSessions.customerId, customerId), sessionHasExpired(customerSessions, lifetime)));
}

export async function deleteSession(executor: Executor, token: string): Promise<void> {
  await executor.delete(customerSessions).where(eq(customerSessions.tokenHash, hashSecretToken(token)));
}

export async function deleteCustomerSessions(executor: Executor, customerId: string): Promise<void> {
  await executor.delete(customerSessions).where(eq(customerSessions.customerId, customerId));
}
