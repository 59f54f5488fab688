import type { Request, RequestHandler } from 'express';
import { HttpStatusError } from './http-status-error.js';

type TrustFunction = (address: string | undefined, hop: number) => boolean;

/** The host the shopper's browser addressed: behind a trusted proxy the forwarded one. */
export function shopHost(req: Request): string {
  const trusted = (req.app.get('trust proxy fn') as TrustFunction)(req.socket.remoteAddress, 0);
  const forwarded = trusted ? req.get('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined;
  return forwarded || req.get('Host') || 'localhost';
}

export function shopOrigin(req: Request): string {
  return `${req.protocol}://${shopHost(req)}`;
}

function sameOrigin(origin: string, expected: string): boolean {
  try {
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}

/** `Origin` (`null` refused too), else `Sec-Fetch-Site`; with neither, not a browser's form or script. */
export function isCrossSite(req: Request): boolean {
  const origin = req.get('Origin');
  if (origin !== undefined) return !sameOrigin(origin, shopOrigin(req));
  const site = req.get('Sec-Fetch-Site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Decision 0029: no action of the shop, page or resource route, runs for another site. */
export const refuseCrossSiteRequests: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || !isCrossSite(req)) return next();
  const sender = req.get('Origin') ?? `Sec-Fetch-Site ${req.get('Sec-Fetch-Site')}`;
  next(new HttpStatusError(403, `cross-site ${req.method} from ${sender}, the shop is ${shopOrigin(req)}`));
};
