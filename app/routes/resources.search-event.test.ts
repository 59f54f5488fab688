import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import { makeRuntimeConfig, makeTenant } from '../../tests/storefront/factories';
import { action } from './resources.search-event';

// The shop's own consent provider (decision 0013): C0002 is the statistics consent.
const withConsent = 'consent=C0002';

function post(body: string, headers: Record<string, string> = {}) {
  const sendEvent = vi.fn(async () => undefined);
  const tenant = makeTenant({ clientRuntimeConfig: makeRuntimeConfig({ consent: { provider: 'builtin' } }) });
  const context = { tenant, search: { sendEvent } } as unknown as AppLoadContext;
  const request = new Request('http://shop.test/resources/search-event', {
    method: 'POST',
    // What navigator.sendBeacon sends for a Blob of JSON text.
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Content-Length': String(body.length),
      Cookie: withConsent,
      ...headers,
    },
    body,
  });
  return { sendEvent, answer: action({ request, context, params: {} }) };
}

const click = { type: 'click', queryId: 'q-7', resultType: 'products', objectId: '100234', position: 3 };

describe('the search event relay', () => {
  it('passes a valid click on to the search client', async () => {
    const { sendEvent, answer } = post(JSON.stringify(click));
    expect((await answer).status).toBe(202);
    expect(sendEvent).toHaveBeenCalledWith(click);
  });

  it('sends nothing to the provider without the statistics consent, nor in a webview without analytics=true (decision 0092)', async () => {
    for (const cookie of ['consent=C0004', `${withConsent}; webview=true`]) {
      const { sendEvent, answer } = post(JSON.stringify(click), { Cookie: cookie });
      expect((await answer).status, cookie).toBe(204);
      expect(sendEvent).not.toHaveBeenCalled();
    }
    const { sendEvent, answer } = post(JSON.stringify(click), {
      Cookie: `${withConsent}; webview=true; analytics=true`,
    });
    expect((await answer).status).toBe(202);
    expect(sendEvent).toHaveBeenCalledWith(click);
  });

  it('drops what is not a search event', async () => {
    for (const body of ['not json', JSON.stringify({ ...click, resultType: 'people' }), '{}']) {
      const { sendEvent, answer } = post(body);
      expect((await answer).status, body).toBe(400);
      expect(sendEvent).not.toHaveBeenCalled();
    }
  });

  it('refuses an oversized body without reading it', async () => {
    const { sendEvent, answer } = post(JSON.stringify(click), { 'Content-Length': '5000' });
    expect((await answer).status).toBe(413);
    expect(sendEvent).not.toHaveBeenCalled();
  });
});
