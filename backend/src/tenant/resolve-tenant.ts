import type { Executor } from '../db/database.js';
import type { TenantRow } from '../db/schema/tenants.js';
import { NotFoundError } from '../errors.js';
import { apiErrorCodes } from '../schemas/error.js';
import { findDefaultTenant, findTenantByHost, findTenantById } from './tenant-repository.js';

export type TenantHints = {
  /** The X-Tenant header, which the storefront sends on every call. */
  tenantHeader: string | undefined;
  /** The request's host name, without port. */
  hostname: string;
  /** The TENANT setting of this API process. */
  fallbackTenantId: string;
};

// §3 and issue 3: X-Tenant first, then the Host, then the configured default tenant.
export async function resolveTenant(executor: Executor, hints: TenantHints): Promise<TenantRow> {
  if (hints.tenantHeader) {
    const named = await findTenantById(executor, hints.tenantHeader);
    if (!named) throw new NotFoundError(`Unknown tenant: ${hints.tenantHeader}`, apiErrorCodes.tenantUnknown);
    return named;
  }
  const hostname = hints.hostname.toLowerCase();
  const byHost = hostname ? await findTenantByHost(executor, hostname) : undefined;
  if (byHost) return byHost;
  const fallback =
    (await findTenantById(executor, hints.fallbackTenantId)) ?? (await findDefaultTenant(executor));
  if (!fallback) throw new NotFoundError('No tenant is configured', apiErrorCodes.tenantUnknown);
  return fallback;
}
