import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Redirects } from '../backend/src/schemas/tenant.js';
import type { TrustProxy } from '../backend/src/schemas/trust-proxy.js';
import { refuseControlCharacters } from './control-characters.js';
import { refusalOf, type Refusal } from './error-page.js';
import { HttpStatusError, statusOf } from './http-status-error.js';
import { redirectMiddleware } from './redirects.js';
import {
  FORM_BODY_LIMIT,
  isMultipartForm,
  readRequestBody,
  UPLOAD_BODY_LIMIT,
  type BodyLimitFor,
} from './request-body.js';
import { buildsRouter, type BuildInfo } from './builds.js';
import { refuseMalformedPaths } from './request-path.js';
import { refuseCrossSiteRequests } from './same-origin.js';
import { assetHeaders, cspNonce, requestId, securityHeaders } from './security.js';

export type TenantRuntime = {
  redirects: Redirects;
  handleRequest: RequestHandler;
  /** Whether a page at this path may receive uploads (a content page, whose blocks have forms). */
  acceptsUploads?: (pathname: string) => boolean;
  /** Answers with the shop's error page for this status at the URL asked for. */
  renderErrorPage: (req: Request, res: Response, refusal: Refusal) => Promise<void>;
};

type AppOptions = {
  isDevelopment: boolean;
  /** Which proxies may tell the shopper's host, protocol and address (X-Forwarded-*). */
  trustProxy?: TrustProxy;
  publicDirectory: string;
  /** The runtime of the tenant that answers a host; looked up per request so dev can swap it. */
  runtimeFor: (hostname: string) => TenantRuntime;
  /** The largest request body per request (default: uploads to the pages that take them, else forms). */
  bodyLimitFor?: BodyLimitFor;
  log: (message: string) => void;
  /** Origins of the payment provider's hosted page (CSP form-action). */
  paymentPageOrigins?: readonly string[];
  /** The build this process serves, answered at `/builds/…` (decision 0085). */
  currentBuild?: () => BuildInfo;
};

export function createStorefrontApp({
  isDevelopment,
  trustProxy,
  publicDirectory,
  runtimeFor,
  bodyLimitFor,
  log,
  paymentPageOrigins,
  currentBuild,
}: AppOptions) {
  const app = express();
  app.set('trust proxy', trustProxy ?? false);
  app.disable('x-powered-by');
  app.use(requestId);
  // Decision 0065: quality 6 rather than the middleware's 4 puts a listing page's first screen in the
  // first round trip (a tenth smaller for a third of a millisecond per page).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } } }));
  // A page loads 20 to 40 built scripts and stylesheets: they carry no document headers (decision 0061).
  app.use(
    '/build',
    assetHeaders,
    express.static(path.join(publicDirectory, 'build'), { immutable: true, maxAge: '1y' }),
  );
  // Before the other files: a missing asset or a malformed path gets the error page, which needs both.
  app.use(cspNonce);
  app.use(securityHeaders(isDevelopment, paymentPageOrigins));
  app.use('/build', (_req, _res, next) => next(new HttpStatusError(404, 'no such asset')));
  if (currentBuild) app.use(buildsRouter(currentBuild, (hostname) => runtimeFor(hostname).redirects));
  // Public files all have an extension; pages never go looking for one on disk.
  const publicFiles = express.static(publicDirectory, { maxAge: '1h', index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.use(refuseMalformedPaths);
  app.use(refuseCrossSiteRequests);
  app.use(
    readRequestBody(
      bodyLimitFor ??
        ((req) =>
          isMultipartForm(req) && runtimeFor(req.hostname).acceptsUploads?.(req.path)
            ? UPLOAD_BODY_LIMIT
            : FORM_BODY_LIMIT),
    ),
  );
  app.use(refuseControlCharacters);
  app.use(redirectMiddleware((hostname) => runtimeFor(hostname).redirects));
  app.use((req, res, next) => runtimeFor(req.hostname).handleRequest(req, res, next));

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const status = statusOf(error);
    const detail = error instanceof Error ? (status >= 500 ? error.stack : error.message) : String(error);
    log(`request ${String(res.locals.requestId)} answered ${status}: ${detail}`);
    if (res.headersSent) return void res.end();
    runtimeFor(req.hostname)
      .renderErrorPage(
        req,
        res,
        refusalOf(status, error instanceof HttpStatusError ? error.messageKey : undefined),
      )
      .catch((renderError: unknown) => {
        log(`request ${String(res.locals.requestId)}: no error page: ${String(renderError)}`);
        if (!res.headersSent) res.status(status).type('text/plain').send('Error');
      });
  };
  app.use(onError);
  return app;
}
