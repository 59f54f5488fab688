import type { RequestHandler } from 'express';
import type { Redirects } from '../backend/src/schemas/tenant.js';
import { findRedirect } from '../app/utils/redirects.js';

/** Answers 301 for a redirected path before any route runs (keeps the query string). */
export function redirectMiddleware(redirectsFor: (hostname: string) => Redirects): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = new URL(req.originalUrl, 'http://storefront.invalid');
    const target = findRedirect(redirectsFor(req.hostname), url.pathname, url.search);
    if (!target || target === url.pathname + url.search) return next();
    res.redirect(301, target);
  };
}
