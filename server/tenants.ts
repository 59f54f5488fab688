import { setTimeout as sleep } from 'node:timers/promises';
import {
  tenantConfigSchema,
  tenantListSchema,
  type TenantConfig,
  type TenantSummary,
} from '../backend/src/schemas/tenant.js';

export type FetchedTenant = TenantSummary & { config: TenantConfig };

type Log = (message: string) => void;

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json', ...headers } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function fetchAll(apiUrl: string): Promise<FetchedTenant[]> {
  const { tenants } = tenantListSchema.parse(await getJson(new URL('/tenants', apiUrl).href));
  return Promise.all(
    tenants.map(async (tenant) => ({
      ...tenant,
      config: tenantConfigSchema.parse(
        await getJson(new URL('/tenant/config', apiUrl).href, { 'X-Tenant': tenant.id }),
      ),
    })),
  );
}

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'TypeError' || /answered 5\d\d/.test(error.message);
}

/** §3: the tenant configurations, fetched once at start-up; waits for the commerce API. */
export async function fetchTenants(apiUrl: string, log: Log, retryDelayMs = 1000): Promise<FetchedTenant[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchAll(apiUrl);
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      log(`waiting for the commerce API at ${apiUrl} (attempt ${attempt}): ${(error as Error).message}`);
      await sleep(Math.min(retryDelayMs * attempt, 5000));
    }
  }
}

/** The tenant that answers a host; the default one (or TENANT) for every other host. */
export function createTenantPicker<T extends { id: string; hosts: string[]; isDefault: boolean }>(
  tenants: readonly T[],
  defaultTenantId?: string,
): (hostname: string) => T {
  const fallback = defaultTenantId
    ? tenants.find((tenant) => tenant.id === defaultTenantId)
    : (tenants.find((tenant) => tenant.isDefault) ?? tenants[0]);
  if (!fallback)
    throw new Error(
      `no tenant ${defaultTenantId ?? '(default)'} among ${tenants.map((t) => t.id).join(', ')}`,
    );
  const byHost = new Map(
    tenants.flatMap((tenant) => tenant.hosts.map((host) => [host.toLowerCase(), tenant])),
  );
  return (hostname) => byHost.get(hostname.toLowerCase()) ?? fallback;
}
