import type { Executor } from '../db/database.js';
import { NotFoundError } from '../errors.js';
import { apiErrorCodes } from '../schemas/error.js';
import { findTenantContext, type TenantContext } from './tenant-repository.js';

export type TenantHints = {
  tenantHeader: string | undefined;
  hostname: string;
  fallbackTenantId: string;
};

// §3 and issue 3: X-Tenant first, then the Host, then the configured default tenant.
export async function resolveTenant(executor: Executor, hints: TenantHints): Promise<TenantContext> {
  if (hints.tenantHeader) {
    const named = await findTenantContext(executor, { id: hints.tenantHeader });
    if (!named)
      throw new NotFoundError(`Unknown tenant: ${hints.tenantHeader}`, { code: apiErrorCodes.tenantUnknown });
    return named;
  }
  const hostname = hints.hostname.toLowerCase();
  const byHost = hostname ? await findTenantContext(executor, { host: hostname }) : undefined;
  if (byHost) return byHost;
  const fallback =
    (await findTenantContext(executor, { id: hints.fallbackTenantId })) ??
    (await findTenantContext(executor, { isDefault: true }));
  if (!fallback) throw new NotFoundError('No tenant is configured', { code: apiErrorCodes.tenantUnknown });
  return fallback;
}
