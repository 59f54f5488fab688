import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from '@remix-run/node';
import { flatRoutes } from '@remix-run/dev/dist/config/flat-routes.js';
import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { describe, expect, it } from 'vitest';
import { deTenant } from '../backend/src/seed/tenants/de.js';
import { enTenant } from '../backend/src/seed/tenants/en.js';
import remixConfig from '../remix.config.js';
import '../tests/storefront/console-guard';
import { makePageMap, makeRuntimeConfig } from '../tests/storefront/factories';
import { routeDefinitions, routesWithoutModuleYet } from './route-definitions';
import { buildRouteTable, type TenantRoute } from './route-table';
import { applyRouteTable, FALLBACK_ID_SUFFIX } from './tenant-build';

// A route is a file (`routes/login.tsx`) or a folder with its own `route.tsx` (Remix v2 route folders).
const hasModule = (id: string) =>
  ['.tsx', '.ts', '/route.tsx', '/route.ts'].some((ending) =>
    existsSync(new URL(`../app/${id}${ending}`, import.meta.url)),
  );

describe('the route definitions', () => {
  it('name a module for every route, except the ones listed as not built yet', () => {
    const missing = routeDefinitions.filter((definition) => !hasModule(definition.id)).map(({ id }) => id);
    expect(new Set(missing)).toEqual(routesWithoutModuleYet);
  });

  it('give each profile section its own module, on the shop language’s path with the plain one beside it', () => {
    const config = makeRuntimeConfig({
      locale: 'de-AT',
      pages: makePageMap({ profile: { urlslug: 'profil' } }),
    });
    const table = buildRouteTable(routeDefinitions, config);
    const profileRoutes = table
      .filter((route) => route.name.startsWith('profile') && route.name !== 'profile-sub')
      .map(({ id, path, fallbackPath }) => ({ id, path, fallbackPath }));
    expect(profileRoutes).toEqual([
      { id: 'routes/profile', path: '/profil', fallbackPath: '/profile' },
      { id: 'routes/profile_.orders', path: '/profil/bestellungen', fallbackPath: '/profile/orders' },
      { id: 'routes/profile_.password', path: '/profil/passwort', fallbackPath: '/profile/password' },
      { id: 'routes/profile_.addresses', path: '/profil/adressen', fallbackPath: '/profile/addresses' },
      { id: 'routes/profile_.newsletters', path: '/profil/newsletter', fallbackPath: '/profile/newsletters' },
      {
        id: 'routes/profile_.communication',
        path: '/profil/kommunikation',
        fallbackPath: '/profile/communication',
      },
      {
        id: 'routes/profile_.payment-methods',
        path: '/profil/zahlungsarten',
        fallbackPath: '/profile/payment-methods',
      },
      { id: 'routes/profile_.wallet', path: '/profil/wallet', fallbackPath: '/profile/wallet' },
      {
        id: 'routes/profile_.loyalty-card',
        path: '/profil/kundenkarte',
        fallbackPath: '/profile/loyalty-card',
      },
    ]);
  });
});

type RouteSpec = { id: string; parentId?: string; path?: string; index?: boolean };

/** The routes as Remix finds them in app/routes (files and route folders), in a build's shape. */
function buildOfSources(): ServerBuild {
  const found = flatRoutes(path.resolve('app'), remixConfig.ignoredRouteFiles) as Record<string, RouteSpec>;
  const specs: RouteSpec[] = [{ id: 'root', path: '' }, ...Object.values(found)];
  const entries = (extra: object) =>
    Object.fromEntries(
      specs.map(({ id, parentId, path, index }) => [id, { id, parentId, path, index, ...extra }]),
    );
  return {
    routes: entries({ module: {} }),
    assets: { routes: entries({ module: '' }) },
  } as unknown as ServerBuild;
}

/** The routes of a built tenant as the router matches them (root at the top). */
function routerRoutes(build: ServerBuild): AgnosticRouteObject[] {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

/** Addresses a route pattern stands for: optional segments left out and given, a splat filled in. */
function addressesOf(pattern: string): string[] {
  const fill = (keepOptional: boolean) =>
    pattern
      .replace(/\/:\w+\?/g, keepOptional ? '/sample-b' : '')
      .replace(/:\w+/g, 'sample-a')
      .replace(/\*$/, 'any/page') || '/';
  return [...new Set([fill(false), fill(true)])];
}

const leafOf = (routes: AgnosticRouteObject[], address: string) =>
  matchRoutes(routes, address)?.at(-1)?.route.id;

// Found when this test was written, before any route moved (issue 33): the English tenant's product
// page answers /products/:slug/:sku?, so there the category listing's plain name /products/:slug
// reaches the product page. Named here until the spec's owner decides; every other path resolves.
const shadowedInEnglish = [
  {
    address: '/products/sample-b',
    id: 'routes/products.($slug)~plain',
    found: 'routes/product.$slug.($sku)',
  },
];

describe('the route table of each seeded tenant', () => {
  it.each([
    { tenant: deTenant, shadowed: [] },
    { tenant: enTenant, shadowed: shadowedInEnglish },
  ])('sends every path of tenant $tenant.id to its route module', ({ tenant, shadowed }) => {
    const table = buildRouteTable(routeDefinitions, tenant.clientRuntimeConfig);
    const built = table.filter((route) => !routesWithoutModuleYet.has(route.id));
    const routes = routerRoutes(applyRouteTable(buildOfSources(), routeDefinitions, table));
    const misrouted = built
      .flatMap((route: TenantRoute) => [
        ...addressesOf(route.path).map((address) => ({
          address,
          id: route.id,
          found: leafOf(routes, address),
        })),
        ...addressesOf(route.fallbackPath).map((address) => ({
          address,
          id: route.fallbackPath === route.path ? route.id : `${route.id}${FALLBACK_ID_SUFFIX}`,
          found: leafOf(routes, address),
        })),
      ])
      .filter(({ id, found }) => id !== found);
    expect(built).not.toHaveLength(0);
    expect(misrouted).toEqual(shadowed);
  });
});
