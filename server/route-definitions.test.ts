import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { makePageMap, makeRuntimeConfig } from '../tests/storefront/factories';
import { routeDefinitions, routesWithoutModuleYet } from './route-definitions';
import { buildRouteTable } from './route-table';

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
    ]);
  });
});
