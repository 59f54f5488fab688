import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../tests/storefront/console-guard';
import type { TrackingBatch } from '../../backend/src/schemas/tracking.js';
import { makeRuntimeConfig, makeTenant } from '../../tests/storefront/factories';
import { action as relay } from '~/routes/resources.tracking';
import { createTrackingClient } from '~/services/tracking.server';
import type { ApiClient } from '~/services/api-client.server';
import { isStaffAreaPath } from '~/routes/personal/staff-paths';
import { cart } from '../../tests/storefront/cart-test-support';
import {
  checkoutTracking,
  rootTracking,
  TRACKING_SESSION_COOKIE,
  trackingSettingsOf,
} from './tracking.server';

// The shop's own consent provider (decision 0013): C0002 is the statistics consent.
const withConsent = 'consent=C0002';
const withoutConsent = 'consent=C0004';

/** The real tracking client over an API that only notes what reached the collector. */
function contextWith() {
  const send = vi.fn((_batch: TrackingBatch) => undefined);
  const api = { request: async (_path: string, { body }: { body: TrackingBatch }) => send(body) };
  const tracking = createTrackingClient(api as unknown as ApiClient);
  const tenant = makeTenant({ clientRuntimeConfig: makeRuntimeConfig({ consent: { provider: 'builtin' } }) });
  const context = { tenant, requestId: 'req-1', tracking } as unknown as AppLoadContext;
  // What entry.server does once it renders the document.
  const rendered = () => tracking.rendered('req-1');
  return { context, send, rendered };
}

const page = (url: string, cookie: string) => new Request(url, { headers: { Cookie: cookie } });

describe('the server records page views itself (issue 37, JavaScript off)', () => {
  it('records a rendered document as a server-side page view with a new pseudonymous session', () => {
    const { context, send, rendered } = contextWith();
    const { tracking, setCookies } = rootTracking(
      context,
      page('http://shop.test/produkt/bio-vollmilch/1001', withConsent),
      { loyaltyMember: true },
    );
    expect(send).not.toHaveBeenCalled();
    rendered();
    expect(tracking).toMatchObject({ allowed: true, pageNamePrefix: 'de', userType: 'loyalty' });
    expect(send).toHaveBeenCalledTimes(1);
    const batch = send.mock.calls[0]![0];
    expect(batch).toMatchObject({
      source: 'server',
      events: [{ event: 'page_view', page_name: 'de:produkt:bio-vollmilch:1001', user_type: 'loyalty' }],
    });
    expect(setCookies).toEqual([expect.stringContaining(`${TRACKING_SESSION_COOKIE}=${batch.session_id}`)]);
    expect(setCookies[0]).toContain('HttpOnly');
  });

  it('keeps the session of its cookie and names the home page /startpage', () => {
    const { context, send, rendered } = contextWith();
    const { setCookies } = rootTracking(
      context,
      page('http://shop.test/', `${withConsent}; ${TRACKING_SESSION_COOKIE}=abcdefgh12345678`),
      null,
    );
    rendered();
    expect(setCookies).toEqual([]);
    expect(send.mock.calls[0]![0]).toMatchObject({
      session_id: 'abcdefgh12345678',
      events: [{ event: 'page_view', page_name: 'de:startpage' }],
    });
  });

  it('records no page view of the staff area, which is no shop page (the root leaves it out)', () => {
    const { context, send, rendered } = contextWith();
    const url = 'http://shop.test/personal/bestellungen/100000101';
    expect(isStaffAreaPath(new URL(url).pathname)).toBe(true);
    expect(isStaffAreaPath('/personalisiert')).toBe(false);
    const { tracking } = rootTracking(context, page(url, withConsent), null, { recordPageView: false });
    rendered();
    expect(tracking.allowed).toBe(true);
    expect(send).not.toHaveBeenCalled();
  });

  it("records no client navigation's data request (the browser reports those)", () => {
    const { context, send, rendered } = contextWith();
    rootTracking(context, page('http://shop.test/warenkorb.data', withConsent), null);
    rendered();
    expect(send).not.toHaveBeenCalled();
  });

  it("records no page view for a document whose loader redirected (the provider's return)", () => {
    const { context, send } = contextWith();
    rootTracking(context, page('http://shop.test/kasse/zahlung?ref=1', withConsent), null);
    // A redirect never reaches entry.server: nothing is rendered, nothing sent.
    expect(send).not.toHaveBeenCalled();
  });

  it('records nothing and sets no cookie without the statistics consent', () => {
    const { context, send, rendered } = contextWith();
    const { tracking, setCookies } = rootTracking(context, page('http://shop.test/', withoutConsent), null);
    rendered();
    expect(tracking).toMatchObject({ allowed: false, tagManagerCodes: [], userType: null });
    expect(setCookies).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('records nothing in a webview unless analytics=true', () => {
    const { context, send, rendered } = contextWith();
    rootTracking(context, page('http://shop.test/', `${withConsent}; webview=true`), null);
    rendered();
    expect(send).not.toHaveBeenCalled();
    rootTracking(context, page('http://shop.test/?analytics=true', `${withConsent}; webview=true`), null);
    rendered();
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe("the checkout's events (issue 37)", () => {
  it('prepares no add_payment_info from a payment the cart comes back with after a decline (the tracker records the choice once)', () => {
    const { context } = contextWith();
    const declined = cart({
      payments: [{ id: 'payment-1', methodKey: 'credit-cards', brandName: 'Visa', amountPlanned: 877 }],
    });
    const drafts = checkoutTracking(
      context,
      page('http://shop.test/kasse?paymentError=30511001', withConsent),
      declined,
    );
    expect(drafts.map((draft) => draft.event)).toEqual(['begin_checkout']);
  });
});

describe('the tracking relay', () => {
  const events = [{ event: 'page_view', page_name: 'de:warenkorb', occurred_at: new Date().toISOString() }];
  const post = (body: unknown, cookie: string) => {
    const text = JSON.stringify(body);
    const { context, send } = contextWith();
    const request = new Request('http://shop.test/resources/tracking', {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'Content-Length': String(text.length),
        Cookie: cookie,
      },
      body: text,
    });
    return { send, answer: relay({ request, context, params: {} }) };
  };

  it("hands a consented browser's batch to the collector with its session, marked browser", async () => {
    const { send, answer } = post({ page_view_id: 'pageview12345678', events }, withConsent);
    const response = await answer;
    expect(response.status).toBe(202);
    expect(response.headers.get('Set-Cookie')).toContain(`${TRACKING_SESSION_COOKIE}=`);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ page_view_id: 'pageview12345678', source: 'browser', events }),
    );
  });

  it('stores nothing without consent or in a webview without analytics=true', async () => {
    for (const cookie of [withoutConsent, `${withConsent}; webview=true`]) {
      const { send, answer } = post({ page_view_id: 'pageview12345678', events }, cookie);
      expect((await answer).status).toBe(204);
      expect(send).not.toHaveBeenCalled();
    }
  });

  it('refuses a batch that names a session, a person or an e-mail address', async () => {
    for (const body of [
      { page_view_id: 'pageview12345678', session_id: 'chosen-by-the-page', events },
      { page_view_id: 'pageview12345678', events: [{ ...events[0], email: 'anna.muster@example.at' }] },
      { page_view_id: 'pageview12345678', events: [{ ...events[0], page_name: 'anna.muster@example.at' }] },
    ]) {
      const { send, answer } = post(body, withConsent);
      expect((await answer).status).toBe(400);
      expect(send).not.toHaveBeenCalled();
    }
  });
});

describe("the tenant's tracking settings", () => {
  it('splits the tag-manager codes at semicolons, keeps only container codes, and defaults the prefix to the tenant id', () => {
    expect(trackingSettingsOf(makeRuntimeConfig())).toEqual({ pageNamePrefix: 'de', tagManagerCodes: [] });
    expect(
      trackingSettingsOf(
        makeRuntimeConfig({
          tracking: { pageNamePrefix: 'frischkorb', tagManagerCodes: 'GTM-ABC123; GTM-XYZ789;;<script>' },
        }),
      ),
    ).toEqual({ pageNamePrefix: 'frischkorb', tagManagerCodes: ['GTM-ABC123', 'GTM-XYZ789'] });
  });
});
