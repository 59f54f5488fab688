import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { Readable } from 'node:stream';
import { matchRoutes } from '@remix-run/router';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { LoadContextInput, StorefrontTenant } from '../app/tenant.js';
import type { TenantRuntime } from './app.js';
import { writeBody } from './response-body.js';
import { errorPageBuild, isDataError, isDocumentRequest, refusalOf, type Refusal } from './error-page.js';
import { routeDefinitions } from './route-definitions.js';
import { buildRouteTable } from './route-table.js';
import { shopOrigin } from './same-origin.js';
import { applyRouteTable, routesInBuild } from './tenant-build.js';
import type { FetchedTenant } from './tenants.js';

type CreateLoadContext = (input: LoadContextInput) => Promise<AppLoadContext>;

/** entry.server exports the app's context factory, so one copy of the clients serves loaders. */
function loadContextFactory(build: ServerBuild): CreateLoadContext {
  const factory = (build.entry.module as { createAppLoadContext?: CreateLoadContext }).createAppLoadContext;
  if (typeof factory !== 'function') throw new Error('app/entry.server.tsx must export createAppLoadContext');
  return factory;
}

/** Aborted when the shopper goes away before the answer is written. */
function shopperGone(res: ExpressResponse): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** A lightweight request for the context factory: the URL, cookies and language of the shopper. */
function contextRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    const value = req.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(`${shopOrigin(req)}${req.originalUrl}`, { headers, signal });
}

/** The path with escapes that do not decode (a 400, server/request-path.ts) escaped as text. */
function decodablePath(originalUrl: string): string {
  try {
    decodeURIComponent(originalUrl);
    return originalUrl;
  } catch {
    return originalUrl.replaceAll('%', '%25');
  }
}

/** The request Remix answers; the body was read (and its size checked) by server/request-body.ts. */
function remixRequest(req: ExpressRequest, signal: AbortSignal, method = req.method): Request {
  const body: unknown = req.body;
  const streamed = body instanceof Readable;
  const hasBody = method !== 'GET' && method !== 'HEAD' && (Buffer.isBuffer(body) || streamed);
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!hasBody && (name === 'content-type' || name === 'content-length')) continue;
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return new Request(`${shopOrigin(req)}${decodablePath(req.originalUrl)}`, {
    method,
    headers,
    body: !hasBody
      ? undefined
      : streamed
        ? (Readable.toWeb(body) as ReadableStream)
        : new Uint8Array(body as Buffer),
    signal,
    // An upload's body comes as it arrives (server/request-body.ts).
    ...(streamed ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendRemixResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeBody(response.body, res);
  else res.end();
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
    paths: Object.fromEntries(routesInBuild(build, table).map(({ name, path }) => [name, path])),
  };
  const createLoadContext = loadContextFactory(build);
  const tenantBuild = applyRouteTable(build, routeDefinitions, table);
  const answer = createRequestHandler(tenantBuild, options.mode);
  const answerWithErrorPage = createRequestHandler(errorPageBuild(tenantBuild), options.mode);

  const loadContext = (req: ExpressRequest, res: ExpressResponse, signal: AbortSignal, refusal?: Refusal) =>
    createLoadContext({
      tenant,
      request: contextRequest(req, signal),
      requestId: String(res.locals.requestId),
      nonce: String(res.locals.cspNonce),
      apiUrl: options.apiUrl,
      clientAddress: req.ip,
      clientBuild: tenantBuild,
      // Relayed as the API answers, before Remix writes its own headers (§7 cookies both ways).
      relaySetCookie: (setCookie) => {
        if (!res.headersSent) res.append('Set-Cookie', setCookie);
      },
      refusal,
    });

  const renderErrorPage: TenantRuntime['renderErrorPage'] = async (req, res, refusal) => {
    const signal = shopperGone(res);
    const response = await answerWithErrorPage(
      remixRequest(req, signal, 'GET'),
      await loadContext(req, res, signal, refusal),
    );
    await sendRemixResponse(res, response);
  };

  // Content pages (the catch-all and the home page) hold the blocks whose forms may upload.
  const pageRoutes = Object.values(tenantBuild.routes)
    .filter((route) => route.parentId === 'root')
    .map((route) => ({ id: route.id, path: route.path, index: route.index }));
  const acceptsUploads = (pathname: string) => {
    const leaf = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.id;
    return leaf === 'routes/$' || leaf === 'routes/_index';
  };

  return {
    tenant,
    acceptsUploads,
    redirects: fetched.config.redirects,
    renderErrorPage,
    handleRequest: async (req, res, next) => {
      try {
        const signal = shopperGone(res);
        const response = await answer(remixRequest(req, signal), await loadContext(req, res, signal));
        // A resource route answers data; a browser's plain form post must get a page (issue 15.12).
        if (isDocumentRequest(req) && isDataError(response)) {
          await response.body?.cancel();
          return await renderErrorPage(req, res, refusalOf(response.status));
        }
        await sendRemixResponse(res, response);
      } catch (error) {
        next(error);
      }
    },
  };
}
