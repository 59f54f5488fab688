import { describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { makePageMap, makeRuntimeConfig } from '../tests/storefront/factories';
import { routeDefinitions, type RouteDefinition } from './route-definitions';
import { buildRouteTable } from './route-table';

const pathOf = (table: ReturnType<typeof buildRouteTable>, name: string) =>
  table.find((route) => route.name === name);

describe('buildRouteTable', () => {
  it('puts each page under its urlslug plus suffix, with the plain-name fallback beside it', () => {
    const config = makeRuntimeConfig({
      pages: makePageMap({ cart: { urlslug: 'warenkorb' }, product: { urlslug: 'produkte' } }),
    });
    const table = buildRouteTable(routeDefinitions, config);
    expect(pathOf(table, 'cart')).toMatchObject({
      id: 'routes/cart',
      path: '/warenkorb',
      fallbackPath: '/cart',
    });
    expect(pathOf(table, 'product-slug')).toMatchObject({
      path: '/produkte/:slug/:sku?',
      fallbackPath: '/product/:slug/:sku?',
    });
  });

  it('lets an explicit path win over the slug', () => {
    const config = makeRuntimeConfig({
      pages: makePageMap({ sitemap: { urlslug: 'sitemap', path: '/seitenuebersicht' } }),
    });
    expect(pathOf(buildRouteTable(routeDefinitions, config), 'sitemap')).toMatchObject({
      path: '/seitenuebersicht',
      fallbackPath: '/sitemap',
    });
  });

  it('adds a missing leading slash', () => {
    const config = makeRuntimeConfig({
      pages: makePageMap({ login: { urlslug: 'anmelden' }, checkout: { urlslug: 'x', path: 'kasse' } }),
    });
    const table = buildRouteTable(routeDefinitions, config);
    expect(pathOf(table, 'login')?.path).toBe('/anmelden');
    expect(pathOf(table, 'checkout-confirmation')?.path).toBe('/kasse-ok');
  });

  it('leaves out the routes of disabled features', () => {
    const config = makeRuntimeConfig({
      features: { ...makeRuntimeConfig().features, featureRecipes: false, featureCartCheckout: false },
    });
    const names = buildRouteTable(routeDefinitions, config).map((route) => route.name);
    expect(names).not.toContain('recipes');
    expect(names).not.toContain('recipe-slug');
    expect(names).not.toContain('cart');
    expect(names).not.toContain('delivery-pass');
    expect(names).toContain('sitemap');
  });

  it('offers the checkout test confirmation only while the CMS preview is on', () => {
    const off = buildRouteTable(routeDefinitions, makeRuntimeConfig());
    const on = buildRouteTable(
      routeDefinitions,
      makeRuntimeConfig({ cms: { ...makeRuntimeConfig().cms, preview: true } }),
    );
    expect(pathOf(off, 'checkout-confirmation-test')).toBeUndefined();
    expect(pathOf(on, 'checkout-confirmation-test')?.path).toBe('/checkout-ok-test');
  });

  it('offers the physical card order only while the joe programme is off', () => {
    const joeOn = buildRouteTable(routeDefinitions, makeRuntimeConfig());
    const joeOff = buildRouteTable(
      routeDefinitions,
      makeRuntimeConfig({ features: { ...makeRuntimeConfig().features, featureJoe: false } }),
    );
    expect(joeOn.map((route) => route.name)).not.toContain('order-physical-card');
    expect(pathOf(joeOff, 'order-physical-card')?.path).toBe('/order-physical-card');
    expect(pathOf(joeOff, 'order-physical-card-confirmation')?.path).toBe('/order-physical-card-ok');
  });

  it('orders by priority, higher first, with the catch-all last at -1', () => {
    const config = makeRuntimeConfig({
      pages: makePageMap({
        storefinder: { urlslug: 'filialen', priority: 5 },
        brands: { urlslug: 'marken', priority: 2 },
      }),
    });
    const table = buildRouteTable(routeDefinitions, config);
    expect(table.slice(0, 2).map((route) => route.name)).toEqual(['storefinder', 'brands']);
    expect(table.at(-1)).toMatchObject({ name: 'catch-all', path: '/*', priority: -1 });
  });

  it('defines every route of §2', () => {
    expect(routeDefinitions.map((definition) => definition.name)).toEqual(
      expect.arrayContaining([
        'index',
        'catch-all',
        'sitemap',
        'favorite-products',
        'delivery-pass',
        'cart',
        'checkout',
        'checkout-confirmation',
        'checkout-confirmation-test',
        'recipes',
        'recipe-slug',
        'pesticides',
        'product-slug',
        'products-slug',
        'brands',
        'brand-slug',
        'login',
        'registration',
        'offline-account',
        'password-reset',
        'profile-sub',
        'profile',
        'order-physical-card',
        'order-physical-card-confirmation',
        'storefinder',
        'search-term',
      ]),
    );
  });

  it('keeps definitions in their given order among equal priorities', () => {
    const definitions: RouteDefinition[] = [
      { name: 'a', id: 'routes/a', pageKey: 'cart' },
      { name: 'b', id: 'routes/b', pageKey: 'login' },
    ];
    expect(buildRouteTable(definitions, makeRuntimeConfig()).map((route) => route.name)).toEqual(['a', 'b']);
  });
});
