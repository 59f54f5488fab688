import { createRequestHandler } from '@remix-run/express';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { LoadContextInput, StorefrontTenant } from '../app/tenant.js';
import type { TenantRuntime } from './app.js';
import { routeDefinitions } from './route-definitions.js';
import { buildRouteTable } from './route-table.js';
import { applyRouteTable, routesInBuild } from './tenant-build.js';
import type { FetchedTenant } from './tenants.js';

type CreateLoadContext = (input: LoadContextInput) => Promise<AppLoadContext>;

/** entry.server exports the app's context factory, so one copy of the clients serves loaders. */
function loadContextFactory(build: ServerBuild): CreateLoadContext {
  const factory = (build.entry.module as { createAppLoadContext?: CreateLoadContext }).createAppLoadContext;
  if (typeof factory !== 'function') throw new Error('app/entry.server.tsx must export createAppLoadContext');
  return factory;
}

/** A lightweight request for the context factory: the URL, cookies and language of the shopper. */
function contextRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
    headers,
    signal: controller.signal,
  });
}

export function createTenantRuntime(
  build: ServerBuild,
  fetched: FetchedTenant,
  options: { apiUrl: string; mode: string },
): TenantRuntime & { tenant: StorefrontTenant } {
  const table = buildRouteTable(routeDefinitions, fetched.config.clientRuntimeConfig);
  const tenant: StorefrontTenant = {
    id: fetched.id,
    hosts: fetched.hosts,
    isDefault: fetched.isDefault,
    config: fetched.config,
    routes: routesInBuild(build, table).map(({ name, path, fallbackPath }) => ({ name, path, fallbackPath })),
  };
  const createLoadContext = loadContextFactory(build);
  const tenantBuild = applyRouteTable(build, routeDefinitions, table);
  const handleRequest = createRequestHandler({
    build: tenantBuild,
    mode: options.mode,
    getLoadContext: (req, res) =>
      createLoadContext({
        tenant,
        request: contextRequest(req, res),
        requestId: String(res.locals.requestId),
        nonce: String(res.locals.cspNonce),
        apiUrl: options.apiUrl,
        clientAddress: req.ip,
        clientBuild: tenantBuild,
        // Relayed as the API answers, before Remix writes its own headers (§7 cookies both ways).
        relaySetCookie: (setCookie) => {
          if (!res.headersSent) res.append('Set-Cookie', setCookie);
        },
      }),
  });
  return { tenant, redirects: fetched.config.redirects, handleRequest };
}
