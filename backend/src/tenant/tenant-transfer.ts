import { and, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database.js';
import { tenants } from '../db/schema/tenants.js';
import { ConflictError, InvalidDataError, NotFoundError } from '../errors.js';
import { apiErrorCodes } from '../schemas/error.js';
import { tenantConfigSchema } from '../schemas/tenant.js';
import { findTenantById, upsertTenant } from './tenant-repository.js';

const hostname = z
  .string()
  .min(1)
  .max(253)
  .regex(/^[a-z0-9.-]+$/, 'a lower-case host name without port');

export const tenantFileSchema = tenantConfigSchema.extend({
  hosts: z.array(hostname).min(1).optional(),
  isDefault: z.boolean().optional(),
});
export type TenantFile = z.infer<typeof tenantFileSchema>;

export async function exportTenant(db: Database, tenantId: string): Promise<TenantFile> {
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new NotFoundError(`Unknown tenant: ${tenantId}`, { code: apiErrorCodes.tenantUnknown });
  const { clientRuntimeConfig, messageBundle, redirects, themeConfig, hosts, isDefault } = tenant;
  return { clientRuntimeConfig, messageBundle, redirects, themeConfig, hosts, isDefault };
}

export async function importTenant(
  db: Database,
  input: unknown,
): Promise<{ tenantId: string; created: boolean }> {
  const parsed = tenantFileSchema.safeParse(input);
  if (!parsed.success)
    throw new InvalidDataError('The tenant file is not valid', { details: parsed.error.issues });
  const { hosts, isDefault, ...config } = parsed.data;
  const id = config.clientRuntimeConfig.tenantId;

  return db.transaction(async (tx) => {
    const existing = await findTenantById(tx, id);
    const nextHosts = hosts ?? existing?.hosts;
    if (!nextHosts) throw new InvalidDataError(`A new tenant needs "hosts": ${id}`);
    const [clash] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(and(ne(tenants.id, id), sql`${tenants.hosts} && ${sql.param(nextHosts)}::text[]`))
      .limit(1);
    if (clash)
      throw new ConflictError(`Tenant ${clash.id} already answers one of the hosts ${nextHosts.join(', ')}`);

    const nextIsDefault = isDefault ?? existing?.isDefault ?? false;
    // At most one default tenant: the unique index would refuse a second one.
    if (nextIsDefault) await tx.update(tenants).set({ isDefault: false }).where(ne(tenants.id, id));
    await upsertTenant(tx, {
      id,
      hosts: nextHosts,
      locale: config.clientRuntimeConfig.locale,
      isDefault: nextIsDefault,
      ...config,
    });
    return { tenantId: id, created: !existing };
  });
}
