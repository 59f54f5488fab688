import { describe, expect, it } from 'vitest';
import { hasValidV1HmacSignature, v1HmacSignature } from '../../payment-sandbox/request-signature.js';

const keys = { apiKeyId: 'key-1', apiSecret: 'a-secret-of-sixteen-or-more' };
const sentAt = Date.parse('Wed, 25 Nov 2026 16:00:00 GMT');

function signedRequest(overrides: { method?: string; url?: string; headers?: Record<string, string> } = {}) {
  const request = {
    method: 'POST',
    url: '/v2/grocery-demo/payments/1_0/capture',
    headers: {
      'content-type': 'application/json',
      date: 'Wed, 25 Nov 2026 16:00:00 GMT',
      'x-gcs-idempotence-key': 'order-1',
      'x-gcs-servermetainfo': 'eyJ9',
    },
  };
  const signature = v1HmacSignature(request, keys.apiSecret);
  return {
    ...request,
    ...overrides,
    headers: {
      ...request.headers,
      authorization: `GCS v1HMAC:key-1:${signature}`,
      ...overrides.headers,
    } as Record<string, string>,
  };
}

describe('the sandbox v1HMAC check', () => {
  it('accepts a request signed with the key secret', () => {
    expect(hasValidV1HmacSignature(signedRequest(), keys, sentAt)).toBe(true);
  });

  it('refuses a request changed after signing: path, method, content type or an X-GCS header', () => {
    expect(
      hasValidV1HmacSignature(signedRequest({ url: '/v2/grocery-demo/payments/2_0/capture' }), keys, sentAt),
    ).toBe(false);
    expect(hasValidV1HmacSignature(signedRequest({ method: 'PUT' }), keys, sentAt)).toBe(false);
    expect(
      hasValidV1HmacSignature(signedRequest({ headers: { 'content-type': 'text/plain' } }), keys, sentAt),
    ).toBe(false);
    expect(
      hasValidV1HmacSignature(
        signedRequest({ headers: { 'x-gcs-idempotence-key': 'order-2' } }),
        keys,
        sentAt,
      ),
    ).toBe(false);
  });

  it('refuses another key id, a missing header and a date more than five minutes away', () => {
    const request = signedRequest();
    const otherKey = (request.headers.authorization ?? '').replace('key-1', 'key-2');
    expect(
      hasValidV1HmacSignature(
        { ...request, headers: { ...request.headers, authorization: otherKey } },
        keys,
        sentAt,
      ),
    ).toBe(false);
    expect(
      hasValidV1HmacSignature({ ...request, headers: { date: request.headers.date } }, keys, sentAt),
    ).toBe(false);
    expect(hasValidV1HmacSignature(request, keys, sentAt + 6 * 60 * 1000)).toBe(false);
  });
});
