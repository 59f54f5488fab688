import type { RequestHandler } from 'express';
import type { Redirects } from '../backend/src/schemas/tenant.js';
import { findRedirect } from '../app/utils/redirects.js';

/** Data requests are left to `handleDataRequest`: a plain 301 would hand Remix another route's data. */
export function redirectMiddleware(redirectsFor: (hostname: string) => Redirects): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = new URL(req.originalUrl, 'http://storefront.invalid');
    if (url.pathname.endsWith('.data')) return next();
    const target = findRedirect(redirectsFor(req.hostname), url.pathname, url.search);
    if (!target || target === url.pathname + url.search) return next();
    res.redirect(301, target);
  };
}
