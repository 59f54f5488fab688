import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { makePageMap, makeRuntimeConfig } from '../tests/storefront/factories';
import { routeDefinitions } from './route-definitions';
import { buildRouteTable } from './route-table';
import { applyRouteTable, routesInBuild } from './tenant-build';

type RouteSpec = { id: string; path?: string; index?: boolean; parentId?: string };
const specs: RouteSpec[] = [
  { id: 'root', path: '' },
  { id: 'routes/_index', index: true, parentId: 'root' },
  { id: 'routes/$', path: '*', parentId: 'root' },
  { id: 'routes/sitemap', path: 'sitemap', parentId: 'root' },
  { id: 'routes/cart', path: 'cart', parentId: 'root' },
  { id: 'routes/recipes', path: 'recipes', parentId: 'root' },
];

// A build with the real shape and trivial modules: each loader answers its route id.
function makeBuild(routeSpecs = specs): ServerBuild {
  const routes = Object.fromEntries(
    routeSpecs.map((spec) => [
      spec.id,
      { ...spec, module: { default: () => null, loader: () => `loaded ${spec.id}` } },
    ]),
  );
  const assetRoutes = Object.fromEntries(
    routeSpecs.map((spec) => [
      spec.id,
      {
        ...spec,
        module: `/build/${spec.id}.js`,
        hasAction: false,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: false,
      },
    ]),
  );
  return {
    mode: 'production',
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          _headers: Headers,
          context: { staticHandlerContext: { matches: { route: { id: string } }[] } },
        ) =>
          new Response(context.staticHandlerContext.matches.map((match) => match.route.id).join(','), {
            status,
          }),
      },
    },
    routes,
    assets: {
      entry: { module: '/build/entry.js', imports: [] },
      routes: assetRoutes,
      url: '/build/manifest.js',
      version: 'v1',
    },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

const german = makeRuntimeConfig({
  pages: makePageMap({
    cart: { urlslug: 'warenkorb' },
    sitemap: { urlslug: 'sitemap', path: '/seitenuebersicht' },
  }),
  features: { ...makeRuntimeConfig().features, featureRecipes: false },
});

function serve(config = german) {
  const build = makeBuild();
  const table = buildRouteTable(routeDefinitions, config);
  const handler = createRequestHandler(applyRouteTable(build, routeDefinitions, table), 'production');
  return {
    handle: (path: string) => handler(new Request(`http://shop.test${path}`)),
    served: routesInBuild(build, table),
  };
}

describe('a tenant build', () => {
  it('serves documents under the tenant path and the plain-name fallback', async () => {
    const { handle } = serve();
    expect(await (await handle('/warenkorb')).text()).toBe('root,routes/cart');
    expect(await (await handle('/cart')).text()).toBe('root,routes/cart~plain');
    expect(await (await handle('/seitenuebersicht')).text()).toBe('root,routes/sitemap');
    expect(await (await handle('/sitemap')).text()).toBe('root,routes/sitemap~plain');
  });

  it('drops the routes of disabled features, so their paths fall to the catch-all', async () => {
    expect(await (await serve().handle('/recipes')).text()).toBe('root,routes/$');
  });

  it('answers .data requests under the tenant path', async () => {
    const response = await serve().handle('/warenkorb.data');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('loaded routes/cart');
  });

  it('answers lazy route discovery with the tenant paths', async () => {
    const response = await serve().handle('/__manifest?version=v1&p=/warenkorb&p=/cart&p=/recipes');
    const patches = (await response.json()) as Record<string, { path?: string }>;
    expect(patches['routes/cart']?.path).toBe('warenkorb');
    expect(patches['routes/cart~plain']?.path).toBe('cart');
    expect(patches['routes/recipes']).toBeUndefined();
  });

  it('makes no second route when the slug is the plain name', async () => {
    const { handle, served } = serve(makeRuntimeConfig());
    expect(await (await handle('/cart')).text()).toBe('root,routes/cart');
    expect(served.map((route) => route.name)).toEqual(['index', 'sitemap', 'cart', 'recipes', 'catch-all']);
  });

  it('refuses a route file whose own path is not its plain-name fallback', () => {
    const misnamed = specs.map((spec) => (spec.id === 'routes/cart' ? { ...spec, path: 'basket' } : spec));
    const table = buildRouteTable(routeDefinitions, german);
    expect(() => applyRouteTable(makeBuild(misnamed), routeDefinitions, table)).toThrow(/must answer cart/);
  });
});
