import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { staffMembers, type StaffMemberRow } from '../db/schema/staff.js';
import type { StaffRole, StaffView } from '../schemas/staff.js';
import { deleteStaffMemberSessions } from './staff-session-repository.js';

export type NewStaffMember = {
  tenantId: string;
  email: string;
  name: string;
  passwordHash: string;
  role: StaffRole;
  storeIds: string[];
  deliveryAreaNumbers: string[];
};

const sameEmail = (email: string) => sql`lower(${staffMembers.email}) = lower(${email})`;

export function staffViewOf(member: StaffMemberRow): StaffView {
  const { id, name, email, role, storeIds, deliveryAreaNumbers } = member;
  return { id, name, email, role, storeIds, deliveryAreaNumbers };
}

export async function findStaffMemberByEmail(
  executor: Executor,
  tenantId: string,
  email: string,
): Promise<StaffMemberRow | undefined> {
  const [member] = await executor
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.tenantId, tenantId), sameEmail(email)));
  return member;
}

/** Answers undefined when the tenant has a member with that e-mail already (the unique index decides). */
export async function addStaffMember(
  executor: Executor,
  member: NewStaffMember,
): Promise<StaffMemberRow | undefined> {
  const [added] = await executor.insert(staffMembers).values(member).onConflictDoNothing().returning();
  return added;
}

export function listStaffMembers(executor: Executor, tenantId: string): Promise<StaffMemberRow[]> {
  return executor
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.tenantId, tenantId))
    .orderBy(asc(sql`lower(${staffMembers.email})`));
}

/** Disables the member and ends their sessions at once; answers false for an unknown e-mail. */
export async function disableStaffMember(
  executor: Executor,
  tenantId: string,
  email: string,
): Promise<boolean> {
  const [member] = await executor
    .update(staffMembers)
    .set({ disabledAt: sql`coalesce(${staffMembers.disabledAt}, now())` })
    .where(and(eq(staffMembers.tenantId, tenantId), sameEmail(email)))
    .returning({ id: staffMembers.id });
  if (!member) return false;
  await deleteStaffMemberSessions(executor, member.id);
  return true;
}
