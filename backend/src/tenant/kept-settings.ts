import type { TenantContext } from './tenant-repository.js';

// Decision 0106: a tenant's settings that only a seed or an operator's SQL changes (the order
// limits, the delivery zones, the automatic vouchers) are kept with the request's tenant. The API
// keeps a resolved tenant for TENANT_CACHE_SECONDS (tenant-resolution.ts) and resolves a new one
// after it, so the settings kept with it are read again then: a change shows when the tenant
// cache says. With the cache off (0) every request has its tenant of its own and reads them once.

const kept = new WeakMap<TenantContext, Map<string, unknown>>();

/**
 * `read`'s answer for this tenant, read once per kept tenant. Without a tenant (a caller outside
 * a request) or for another tenant's settings it reads each time. The answer is shared between
 * requests: callers must not change it.
 */
export async function keptSetting<T>(
  tenant: TenantContext | undefined,
  tenantId: string,
  name: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!tenant || tenant.id !== tenantId) return read();
  let settings = kept.get(tenant);
  if (!settings) kept.set(tenant, (settings = new Map()));
  if (settings.has(name)) return settings.get(name) as T;
  const value = await read();
  settings.set(name, value);
  return value;
}
