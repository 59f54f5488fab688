import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessionHasExpired, sessionIsLive, type SessionLifetime } from '../auth/session-repository.js';
import { hashSecretToken, newSecretToken } from '../auth/secret-token.js';
import type { Executor } from '../db/database.js';
import { staffMembers, staffSessions, type StaffMemberRow } from '../db/schema/staff.js';

// The customers' session rules (decision 0009) on the staff's own table (decision 0087).

export async function createStaffSession(
  executor: Executor,
  session: { staffMemberId: string; tenantId: string },
): Promise<string> {
  const token = newSecretToken();
  await executor.insert(staffSessions).values({ ...session, tokenHash: hashSecretToken(token) });
  return token;
}

/**
 * Marks the session used in the same statement that checks it and answers its member, unless the
 * member is disabled; an expired session is deleted.
 */
export async function touchStaffSession(
  executor: Executor,
  token: string,
  lifetime: SessionLifetime,
): Promise<StaffMemberRow | undefined> {
  const tokenHash = hashSecretToken(token);
  const [session] = await executor
    .update(staffSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(staffSessions.tokenHash, tokenHash), sessionIsLive(staffSessions, lifetime)))
    .returning({ staffMemberId: staffSessions.staffMemberId, tenantId: staffSessions.tenantId });
  if (!session) {
    await deleteStaffSession(executor, token);
    return undefined;
  }
  const [member] = await executor
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.id, session.staffMemberId),
        eq(staffMembers.tenantId, session.tenantId),
        isNull(staffMembers.disabledAt),
      ),
    );
  return member;
}

export async function deleteExpiredStaffSessions(
  executor: Executor,
  staffMemberId: string,
  lifetime: SessionLifetime,
): Promise<void> {
  await executor
    .delete(staffSessions)
    .where(and(eq(staffSessions.staffMemberId, staffMemberId), sessionHasExpired(staffSessions, lifetime)));
}

export async function deleteStaffSession(executor: Executor, token: string): Promise<void> {
  await executor.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSecretToken(token)));
}

export async function deleteStaffMemberSessions(executor: Executor, staffMemberId: string): Promise<void> {
  await executor.delete(staffSessions).where(eq(staffSessions.staffMemberId, staffMemberId));
}
