import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// How far a request's Date header may be from the sandbox's clock.
const allowedClockSkewMs = 5 * 60 * 1000;

type SignedRequest = { method: string; url: string; headers: IncomingHttpHeaders };

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/**
 * The v1HMAC string to sign: method, content type (for POST, PUT and DELETE only), date, the
 * X-GCS-* headers sorted by name with folded values, then the path with its query.
 */
export function v1HmacStringToSign(request: SignedRequest): string {
  const method = request.method.toUpperCase();
  const contentType = ['POST', 'PUT', 'DELETE'].includes(method)
    ? headerText(request.headers['content-type'])
    : '';
  const gcsHeaders = Object.entries(request.headers)
    .filter(([name]) => name.toLowerCase().startsWith('x-gcs'))
    .map(
      ([name, value]) =>
        [
          name.toLowerCase(),
          headerText(value)
            .replace(/\r?\n[^\S\r\n]*/g, ' ')
            .trim(),
        ] as const,
    )
    .sort(([a], [b]) => a.toUpperCase().localeCompare(b.toUpperCase()))
    .map(([name, value]) => `${name}:${value}\n`)
    .join('');
  return `${method}\n${contentType}\n${headerText(request.headers.date)}\n${gcsHeaders}${request.url}\n`;
}

export function v1HmacSignature(request: SignedRequest, secret: string): string {
  return createHmac('sha256', secret).update(v1HmacStringToSign(request)).digest('base64');
}

/** True when the Authorization header is `GCS v1HMAC:<keyId>:<signature>` signed with that key's secret. */
export function hasValidV1HmacSignature(
  request: SignedRequest,
  keys: { apiKeyId: string; apiSecret: string },
  now = Date.now(),
): boolean {
  const match = /^GCS v1HMAC:([^:]+):(.+)$/.exec(headerText(request.headers.authorization));
  if (!match || match[1] !== keys.apiKeyId) return false;
  const sentAt = Date.parse(headerText(request.headers.date));
  if (Number.isNaN(sentAt) || Math.abs(now - sentAt) > allowedClockSkewMs) return false;
  const expected = Buffer.from(v1HmacSignature(request, keys.apiSecret));
  const given = Buffer.from(match[2] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
