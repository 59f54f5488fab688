import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'x-xsrf-token';

function signatureOf(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

/** A random nonce and its HMAC, so the API can tell its own tokens without storing them. */
export function issueXsrfToken(secret: string): string {
  const nonce = randomBytes(24).toString('base64url');
  return `${nonce}.${signatureOf(nonce, secret)}`;
}

export function isSignedXsrfToken(token: string | undefined, secret: string): token is string {
  if (!token) return false;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  return sameText(signature, signatureOf(nonce, secret));
}

// Double submit: the header must repeat the cookie, which only a page of our own origin can read.
export function isXsrfRequestValid(cookie: string | undefined, header: string | undefined, secret: string) {
  return isSignedXsrfToken(cookie, secret) && header !== undefined && sameText(header, cookie);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
