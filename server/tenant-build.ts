import type { ServerBuild } from '@remix-run/node';
import type { RouteDefinition } from './route-definitions.js';
import type { TenantRoute } from './route-table.js';

export const FALLBACK_ID_SUFFIX = '~plain';

type ServerRouteEntry = ServerBuild['routes'][string];
type AssetRouteEntry = ServerBuild['assets']['routes'][string];

function relativeToRoot(path: string): string {
  return path.replace(/^\/+/, '');
}

function priorityOf(routeId: string, table: readonly TenantRoute[]): number {
  const baseId = routeId.endsWith(FALLBACK_ID_SUFFIX)
    ? routeId.slice(0, -FALLBACK_ID_SUFFIX.length)
    : routeId;
  return table.find((route) => route.id === baseId)?.priority ?? 0;
}

/** §2: both `routes` and `assets.routes` (browser manifest, lazy route discovery) change. */
export function applyRouteTable(
  build: ServerBuild,
  definitions: readonly RouteDefinition[],
  table: readonly TenantRoute[],
): ServerBuild {
  const routes: Record<string, ServerRouteEntry> = {};
  const assetRoutes: Record<string, AssetRouteEntry> = {};
  const definedIds = new Set(definitions.map((definition) => definition.id));
  const mapped = new Map(
    table
      .filter((route) => definitions.find((definition) => definition.id === route.id)?.pageKey)
      .map((route) => [route.id, route]),
  );
  const enabledIds = new Set(table.map((route) => route.id));

  for (const [id, route] of Object.entries(build.routes)) {
    const asset = build.assets.routes[id];
    if (!asset) throw new Error(`route ${id} has no entry in the assets manifest`);
    if (definedIds.has(id) && !enabledIds.has(id)) continue;
    const tenantRoute = mapped.get(id);
    if (!tenantRoute) {
      routes[id] = route;
      assetRoutes[id] = asset;
      continue;
    }
    if (route.parentId !== 'root')
      throw new Error(`route ${id} must be a child of root to take a tenant path`);
    const fallbackPath = relativeToRoot(tenantRoute.fallbackPath);
    // §2: the file's own path is the plain-name fallback; a misnamed file would answer elsewhere.
    if (route.path !== fallbackPath)
      throw new Error(`route ${id} answers ${route.path}; its file must answer ${fallbackPath}`);
    const path = relativeToRoot(tenantRoute.path);
    routes[id] = { ...route, path };
    assetRoutes[id] = { ...asset, path };
    if (tenantRoute.fallbackPath !== tenantRoute.path) {
      const fallbackId = `${id}${FALLBACK_ID_SUFFIX}`;
      routes[fallbackId] = { ...route, id: fallbackId, path: fallbackPath };
      assetRoutes[fallbackId] = { ...asset, id: fallbackId, path: fallbackPath };
    }
  }

  // §2: higher priority first; the router ranks by specificity and keeps this order among equals.
  const orderedIds = Object.keys(routes).sort((a, b) => priorityOf(b, table) - priorityOf(a, table));
  return {
    ...build,
    routes: Object.fromEntries(orderedIds.map((id) => [id, routes[id]!])),
    assets: {
      ...build.assets,
      routes: Object.fromEntries(orderedIds.map((id) => [id, assetRoutes[id]!])),
    },
  };
}

/** The route table entries whose module exists in the build: what the tenant really serves. */
export function routesInBuild(build: ServerBuild, table: readonly TenantRoute[]): TenantRoute[] {
  return table.filter((route) => route.id in build.routes);
}
