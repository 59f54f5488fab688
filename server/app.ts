import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Redirects } from '../backend/src/schemas/tenant.js';
import type { TrustProxy } from '../backend/src/schemas/trust-proxy.js';
import { redirectMiddleware } from './redirects.js';
import { cspNonce, requestId, securityHeaders } from './security.js';

export type TenantRuntime = { redirects: Redirects; handleRequest: RequestHandler };

type AppOptions = {
  isDevelopment: boolean;
  /** Which proxies may tell the shopper's host, protocol and address (X-Forwarded-*). */
  trustProxy?: TrustProxy;
  publicDirectory: string;
  /** The runtime of the tenant that answers a host; looked up per request so dev can swap it. */
  runtimeFor: (hostname: string) => TenantRuntime;
  log: (message: string) => void;
};

export function createStorefrontApp({
  isDevelopment,
  trustProxy,
  publicDirectory,
  runtimeFor,
  log,
}: AppOptions) {
  const app = express();
  app.set('trust proxy', trustProxy ?? false);
  app.disable('x-powered-by');
  app.use(requestId);
  app.use(compression());
  app.use(
    '/build',
    express.static(path.join(publicDirectory, 'build'), {
      immutable: true,
      maxAge: '1y',
      fallthrough: false,
    }),
  );
  // Public files all have an extension; pages never go looking for one on disk.
  const publicFiles = express.static(publicDirectory, { maxAge: '1h', index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.use(cspNonce);
  app.use(securityHeaders(isDevelopment));
  app.use(redirectMiddleware((hostname) => runtimeFor(hostname).redirects));
  app.all('*', (req, res, next) => runtimeFor(req.hostname).handleRequest(req, res, next));

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    if (error?.status === 404 || error?.statusCode === 404) return void res.status(404).end();
    log(
      `request ${String(res.locals.requestId)} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error');
  };
  app.use(onError);
  return app;
}
