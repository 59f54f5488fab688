import { statSync, watch } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { broadcastDevReady, type ServerBuild } from '@remix-run/node';
import { getEnv } from '../app/env.server.js';
import { createStorefrontApp, type TenantRuntime } from './app.js';
import { createTenantRuntime } from './tenant-runtime.js';
import { createTenantPicker, fetchTenants, type FetchedTenant } from './tenants.js';

const BUILD_PATH = path.resolve('build/server/index.js');
const PUBLIC_DIRECTORY = path.resolve('public');

const log = (message: string) => console.log(`[storefront] ${message}`);
const env = getEnv();
const isDevelopment = env.NODE_ENV === 'development';
if (env.sessionSecretGenerated) {
  log(
    'SESSION_SECRET is not set: this process signs its cookies with a random secret, so they end with a restart and are not shared with other storefront processes. Set SESSION_SECRET in production.',
  );
}

async function importBuild(): Promise<ServerBuild> {
  const url = pathToFileURL(BUILD_PATH).href;
  // Dev: a query string makes Node load the rebuilt bundle instead of its cached module.
  return (await import(isDevelopment ? `${url}?t=${Date.now()}` : url)) as ServerBuild;
}

/** The runtime of the tenant that answers a host: one request handler per tenant (§2, §3). */
function createRuntimePicker(
  build: ServerBuild,
  tenants: FetchedTenant[],
): (hostname: string) => TenantRuntime {
  const runtimes = new Map(
    tenants.map((tenant) => [
      tenant.id,
      createTenantRuntime(build, tenant, { apiUrl: env.API_URL, mode: env.NODE_ENV }),
    ]),
  );
  for (const { tenant } of runtimes.values()) {
    log(`tenant ${tenant.id} (${tenant.hosts.join(', ')}): ${Object.values(tenant.paths).join(' ')}`);
  }
  const pickTenant = createTenantPicker(tenants, env.TENANT);
  return (hostname) => runtimes.get(pickTenant(hostname).id)!;
}

const tenants = await fetchTenants(env.API_URL, log);
let build = await importBuild();
let pickRuntime = createRuntimePicker(build, tenants);
// Decision 0085: the browser compares its build with this one; the bundle's time says when it was built.
const builtAt = () => Math.round(statSync(BUILD_PATH).mtimeMs);
let currentBuild = { id: build.assets.version, timestamp: builtAt() };

const app = createStorefrontApp({
  isDevelopment,
  trustProxy: env.TRUST_PROXY,
  publicDirectory: PUBLIC_DIRECTORY,
  runtimeFor: (hostname) => pickRuntime(hostname),
  log,
  paymentPageOrigins: env.PAYMENT_PAGE_ORIGINS,
  currentBuild: () => currentBuild,
});

const server = app.listen(env.PORT, () => {
  log(`listening on http://localhost:${env.PORT} (API ${env.API_URL})`);
  if (isDevelopment) void broadcastDevReady(build);
});

if (isDevelopment) {
  let timer: NodeJS.Timeout | undefined;
  watch(path.dirname(BUILD_PATH), () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      build = await importBuild();
      pickRuntime = createRuntimePicker(build, tenants);
      currentBuild = { id: build.assets.version, timestamp: builtAt() };
      await broadcastDevReady(build);
    }, 100);
  });
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
