import { createRequestHandler, data, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import type { Request as ExpressRequest } from 'express';
import { describe, expect, it } from 'vitest';
import '../tests/storefront/console-guard';
import { errorPageBuild, isDataError, isDocumentRequest, refusalOf, type Refusal } from './error-page';

const loaded: string[] = [];
type Route = { id: string; path?: string; index?: boolean; parentId?: string; page?: boolean };
const shape: Route[] = [
  { id: 'root', path: '' },
  { id: 'routes/_index', index: true, parentId: 'root', page: true },
  { id: 'routes/$', path: '*', parentId: 'root', page: true },
  { id: 'routes/login', path: 'login', parentId: 'root', page: true },
  { id: 'routes/resources.cart', path: 'resources/cart', parentId: 'root' },
];

/** A build of the real shape whose document names the routes rendered and the error shown. */
function makeBuild(): ServerBuild {
  const routes = Object.fromEntries(
    shape.map(({ page, ...route }) => [
      route.id,
      {
        ...route,
        module: {
          ...(page || route.id === 'root' ? { default: () => null, ErrorBoundary: () => null } : {}),
          loader: () => {
            loaded.push(route.id);
            return null;
          },
          action: () => {
            throw data({ message: 'internal text' }, { status: 500 });
          },
        },
      },
    ]),
  );
  const assetRoutes = Object.fromEntries(
    shape.map(({ page: _page, ...route }) => [route.id, { ...route, module: `/build/${route.id}.js` }]),
  );
  type Context = {
    staticHandlerContext: { matches: { route: { id: string } }[]; errors: Record<string, unknown> | null };
  };
  return {
    mode: 'production',
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: Context) => {
          const { matches, errors } = context.staticHandlerContext;
          const shown = { routes: matches.map((match) => match.route.id), errors };
          headers.set('Content-Type', 'text/html');
          return new Response(JSON.stringify(shown), { status, headers });
        },
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

async function errorPage(path: string, refusal: Refusal) {
  loaded.length = 0;
  const handle = createRequestHandler(errorPageBuild(makeBuild()), 'production');
  const context = { refusal, t: (key: string) => `translated ${key}` } as unknown as AppLoadContext;
  const response = await handle(new Request(`http://shop.test${path}`), context);
  return { status: response.status, shown: (await response.json()) as unknown, loaded: [...loaded] };
}

describe('the error page build', () => {
  it("renders a resource route's path as a page with the refusal, running no page loader", async () => {
    expect(await errorPage('/resources/cart', refusalOf(403))).toEqual({
      status: 403,
      shown: {
        routes: ['root', 'routes/$'],
        errors: {
          'routes/$': expect.objectContaining({
            status: 403,
            data: { message: 'translated error.crossSite' },
          }),
        },
      },
      loaded: ['root'],
    });
  });

  it('shows the page asked for with its error, and a 404 names the path', async () => {
    const tooLarge = await errorPage('/login', refusalOf(413));
    expect(tooLarge.shown).toMatchObject({
      routes: ['root', 'routes/login'],
      errors: { 'routes/login': { status: 413, data: { message: 'translated error.tooLarge' } } },
    });
    const missing = await errorPage('/build/missing.js', refusalOf(404));
    expect(missing.shown).toMatchObject({
      errors: { 'routes/$': { status: 404, data: { path: '/build/missing.js' } } },
    });
  });

  it('uses the general text for a status without a message of its own', async () => {
    const { shown } = await errorPage('/', refusalOf(500));
    expect(shown).toMatchObject({ errors: { 'routes/_index': { status: 500, data: {} } } });
  });
});

describe('document requests', () => {
  const requestWith = (headers: Record<string, string>) =>
    ({ get: (name: string) => headers[name] }) as unknown as ExpressRequest;

  it('are the browser’s navigations and plain form posts, not Remix’s own fetches', () => {
    expect(isDocumentRequest(requestWith({ 'Sec-Fetch-Dest': 'document' }))).toBe(true);
    expect(isDocumentRequest(requestWith({ 'Sec-Fetch-Dest': 'empty', Accept: 'text/html' }))).toBe(false);
    expect(isDocumentRequest(requestWith({ Accept: 'text/html,application/xhtml+xml' }))).toBe(true);
    expect(isDocumentRequest(requestWith({ Accept: '*/*' }))).toBe(false);
  });

  it('get a page in place of an error answered as data', () => {
    const json = { 'Content-Type': 'application/json' };
    expect(isDataError(new Response('{}', { status: 500, headers: json }))).toBe(true);
    expect(isDataError(new Response('{}', { status: 200, headers: json }))).toBe(false);
    expect(isDataError(new Response('<p>', { status: 404, headers: { 'Content-Type': 'text/html' } }))).toBe(
      false,
    );
  });
});
