import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import { flatRoutes } from '@remix-run/dev/dist/config/flat-routes.js';
import remixConfig from '../../remix.config.js';
import { createStorefrontApp } from '../../server/app.js';
import { routeDefinitions } from '../../server/route-definitions.js';
import { buildRouteTable } from '../../server/route-table.js';
import { applyRouteTable } from '../../server/tenant-build.js';
import { createTenantRuntime } from '../../server/tenant-runtime.js';
import { createTenantPicker, fetchTenants } from '../../server/tenants.js';

const appDirectory = path.resolve('app');

type RouteFile = { id: string; parentId?: string; path?: string; index?: boolean; file: string };

/**
 * The server build `remix build` would write, made from the sources in this process: the route
 * modules found by Remix's own file convention, app/entry.server.tsx, and an empty browser chunk
 * per route (pages render on the server; no script runs).
 */
async function buildFromSource(assetsDirectory: string): Promise<ServerBuild> {
  const files: Record<string, RouteFile> = {
    root: { id: 'root', path: '', file: 'root.tsx' },
    ...(flatRoutes(appDirectory, remixConfig.ignoredRouteFiles) as Record<string, RouteFile>),
  };
  const routes: Record<string, unknown> = {};
  const assetRoutes: Record<string, unknown> = {};
  const emptyChunk = (name: string) => {
    mkdirSync(path.dirname(path.join(assetsDirectory, name)), { recursive: true });
    writeFileSync(path.join(assetsDirectory, name), '');
    return `/build/${name}`;
  };
  for (const { file, ...route } of Object.values(files)) {
    const module = (await import(path.join(appDirectory, file))) as Record<string, unknown>;
    routes[route.id] = { ...route, module };
    assetRoutes[route.id] = {
      ...route,
      module: emptyChunk(`${route.id}.js`),
      imports: [],
      hasAction: 'action' in module,
      hasLoader: 'loader' in module,
      hasClientAction: 'clientAction' in module,
      hasClientLoader: 'clientLoader' in module,
      hasErrorBoundary: 'ErrorBoundary' in module,
    };
  }
  return {
    mode: 'production',
    entry: { module: await import('../../app/entry.server.js') },
    routes,
    assets: {
      entry: { module: emptyChunk('entry.client.js'), imports: [] },
      routes: assetRoutes,
      url: '/build/manifest.js',
      version: 'source',
    },
    publicPath: '/build/',
    assetsBuildDirectory: assetsDirectory,
    future: remixConfig.future,
    isSpaMode: false,
  } as unknown as ServerBuild;
}

/** Every path a tenant's build answers, as patterns (`/rezepte/:slug`, `/*`): pages and resources. */
function pathsOf(build: ServerBuild): string[] {
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
  };
  return Object.keys(build.routes)
    .filter((id) => id !== 'root')
    .map((id) => fullPath(id) || '/');
}

export type StorefrontFromSource = {
  url: string;
  /** The default tenant's paths as patterns. */
  paths: string[];
  close(): Promise<void>;
};

/**
 * The storefront as `npm start` serves it (the Express app, one runtime per tenant) against the
 * commerce API at `apiUrl`, without `remix build`: for tests of whole requests that a Playwright
 * journey would make slowly.
 */
export async function startStorefrontFromSource(apiUrl: string): Promise<StorefrontFromSource> {
  const assetsDirectory = mkdtempSync(path.join(tmpdir(), 'storefront-from-source-'));
  const build = await buildFromSource(assetsDirectory);
  const tenants = await fetchTenants(apiUrl, () => undefined);
  const runtimes = new Map(
    tenants.map((tenant) => [tenant.id, createTenantRuntime(build, tenant, { apiUrl, mode: 'production' })]),
  );
  const pickTenant = createTenantPicker(tenants);
  const defaultTenant = pickTenant('');
  const table = buildRouteTable(routeDefinitions, defaultTenant.config.clientRuntimeConfig);
  const app = createStorefrontApp({
    isDevelopment: false,
    publicDirectory: path.resolve('public'),
    runtimeFor: (hostname) => runtimes.get(pickTenant(hostname).id)!,
    log: () => undefined,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths: pathsOf(applyRouteTable(build, routeDefinitions, table)),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(assetsDirectory, { recursive: true, force: true });
    },
  };
}
