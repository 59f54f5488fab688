import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { tenants, type NewTenantRow, type TenantRow } from '../db/schema/tenants.js';

// What answering a request needs of its tenant. The message bundle, redirects and theme are the
// bulk of a tenant row and only GET /tenant/config needs them, so request resolution skips them.
const tenantContextColumns = {
  id: tenants.id,
  hosts: tenants.hosts,
  locale: tenants.locale,
  isDefault: tenants.isDefault,
  clientRuntimeConfig: tenants.clientRuntimeConfig,
};
export type TenantContext = Pick<TenantRow, keyof typeof tenantContextColumns>;

export async function findTenantContext(
  executor: Executor,
  where: { id: string } | { host: string } | { isDefault: true },
): Promise<TenantContext | undefined> {
  const condition =
    'id' in where
      ? eq(tenants.id, where.id)
      : 'host' in where
        ? sql`${where.host} = any(${tenants.hosts})`
        : eq(tenants.isDefault, true);
  const [tenant] = await executor
    .select(tenantContextColumns)
    .from(tenants)
    .where(condition)
    .orderBy(asc(tenants.id))
    .limit(1);
  return tenant;
}

export async function findTenantById(executor: Executor, id: string): Promise<TenantRow | undefined> {
  const [tenant] = await executor.select().from(tenants).where(eq(tenants.id, id)).limit(1);
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
