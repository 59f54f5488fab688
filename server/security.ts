import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { acceptableRequestId } from '../backend/src/schemas/request-id.js';

/** Takes the caller's X-Request-Id (or makes one), returns it, and keeps it for the API calls. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get('X-Request-Id');
  const id = incoming && acceptableRequestId.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = id;
  res.set('X-Request-Id', id);
  next();
};

/**
 * What applies to a script or stylesheet: its type is not sniffed and other sites cannot load it.
 * A document's policies (CSP with its fresh nonce, framing, referrer) mean nothing on them.
 */
export const assetHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' });
  next();
};

export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`;

/** Browsers hold the pay form's redirect to the provider to the form-action directive. */
export function securityHeaders(
  isDevelopment: boolean,
  paymentPageOrigins: readonly string[] = [],
): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", nonceSource, "'strict-dynamic'"],
        'style-src': ["'self'", nonceSource],
        // CMS blocks carry colours and backgrounds as style attributes; they cannot run code.
        'style-src-attr': ["'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https:'],
        // §1 iframe and video blocks: https content of other sites, shown only after consent.
        'frame-src': ["'self'", 'https:'],
        'media-src': ["'self'", 'https:'],
        'connect-src': ["'self'", ...(isDevelopment ? ['ws://localhost:*'] : [])],
        'form-action': ["'self'", ...paymentPageOrigins],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // With no-referrer Chromium sends `Origin: null` on the shop's own posts, which are refused.
    referrerPolicy: { policy: 'same-origin' },
  });
}
