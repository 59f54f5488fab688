import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { tenants, type NewTenantRow, type TenantRow } from '../db/schema/tenants.js';

export async function findTenantById(executor: Executor, id: string): Promise<TenantRow | undefined> {
  const [tenant] = await executor.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  return tenant;
}

export async function findTenantByHost(executor: Executor, host: string): Promise<TenantRow | undefined> {
  const [tenant] = await executor
    .select()
    .from(tenants)
    .where(sql`${host} = any(${tenants.hosts})`)
    .orderBy(asc(tenants.id))
    .limit(1);
  return tenant;
}

export async function findDefaultTenant(executor: Executor): Promise<TenantRow | undefined> {
  const [tenant] = await executor.select().from(tenants).where(eq(tenants.isDefault, true)).limit(1);
  return tenant;
}

export function listTenants(executor: Executor): Promise<TenantRow[]> {
  return executor.select().from(tenants).orderBy(asc(tenants.id));
}

export async function countTenants(executor: Executor): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(tenants);
  return row?.count ?? 0;
}

export async function upsertTenant(executor: Executor, tenant: NewTenantRow): Promise<void> {
  const { id: _id, createdAt: _createdAt, ...changes } = tenant;
  await executor
    .insert(tenants)
    .values(tenant)
    .onConflictDoUpdate({ target: tenants.id, set: { ...changes, updatedAt: sql`now()` } });
}
