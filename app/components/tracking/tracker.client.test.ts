import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingEventSchema } from '../../../backend/src/schemas/tracking.js';
import { pageLoadingSteps } from './page-loading';
import type { FollowedPage } from './tracker.client';

// Issue 37: the tracker chunk as the root's TrackingLayer drives it, in a stubbed browser (the
// unit tests run without a DOM): the dataLayer it fills and the beacons it sends.

type Pushed = Record<string, unknown> & { event?: string; page_name?: string; duration_ms?: number };

/** A fresh page of the tab (its sessionStorage lives on across the tab's page loads). */
function stubBrowser(storage = new Map<string, string>()) {
  const browser = {
    dataLayer: undefined as Pushed[] | undefined,
    fetch: vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 204 })),
    ),
  };
  vi.stubGlobal('window', browser);
  vi.stubGlobal('location', { href: 'http://shop.test/', origin: 'http://shop.test' });
  vi.stubGlobal('addEventListener', vi.fn());
  vi.stubGlobal('document', {
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    querySelector: () => null,
    visibilityState: 'visible',
  });
  vi.stubGlobal('navigator', { sendBeacon: vi.fn(() => true) });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  return browser;
}

let now = 0;
let keys = 0;
const tracking: FollowedPage['tracking'] = {
  allowed: true,
  pageNamePrefix: 'de',
  tagManagerCodes: [],
  userType: null,
};

/** The page as the root hands it over: a new location key per navigation. */
function pageAt(pathname: string, fields: Partial<FollowedPage> = {}): FollowedPage {
  return {
    tracking,
    currency: 'EUR',
    location: { key: `k${++keys}`, pathname, search: '' },
    matches: [],
    cart: {},
    customerId: null,
    navigating: false,
    ...fields,
  };
}

const eventsOf = (browser: ReturnType<typeof stubBrowser>) =>
  (browser.dataLayer ?? []).filter((entry) => entry.event).map((entry) => [entry.event, entry.page_name]);

beforeEach(() => {
  vi.resetModules();
  now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('page loading start and end (§4 Async loads)', () => {
  it('steps: a start when a navigation begins, an end with its duration when it is over, one per navigation', () => {
    let clock = 0;
    const step = pageLoadingSteps(() => clock);
    expect(step(false)).toBeNull();
    expect(step(true)).toEqual({ event: 'page_loading_start' });
    clock = 180;
    // Redirected or replaced on the way: still the same loading.
    expect(step(true)).toBeNull();
    clock = 412.6;
    expect(step(false)).toEqual({ event: 'page_loading_end', duration_ms: 413 });
    expect(step(false)).toBeNull();
  });

  it('are pushed for a client navigation: the start on the page left, the end on the page reached after its view', async () => {
    const browser = stubBrowser();
    const { followPage } = await import('./tracker.client');
    const home = pageAt('/');
    followPage(home);
    followPage({ ...home, navigating: true });
    now = 1_250;
    followPage(pageAt('/warenkorb'));
    expect(eventsOf(browser)).toEqual([
      ['page_view', 'de:startpage'],
      ['page_loading_start', 'de:startpage'],
      ['page_view', 'de:warenkorb'],
      ['page_loading_end', 'de:warenkorb'],
    ]);
    expect(browser.dataLayer?.at(-1)?.duration_ms).toBe(250);
    for (const entry of browser.dataLayer!)
      expect(trackingEventSchema.safeParse(entry).success, String(entry.event)).toBe(true);
  });

  it('sends them to the collector with the page view of the navigation', async () => {
    stubBrowser();
    const { flush, followPage } = await import('./tracker.client');
    const home = pageAt('/');
    followPage(home);
    followPage({ ...home, navigating: true });
    followPage(pageAt('/suche/milch'));
    flush();
    const beacons = vi
      .mocked(navigator.sendBeacon)
      .mock.calls.map(([, body]) => JSON.parse(String(body)) as { events: Pushed[] });
    // The document's own view the server recorded; the rest goes to the collector.
    expect(beacons.map(({ events }) => events.map((event) => event.event))).toEqual([
      ['page_loading_start'],
      ['page_view', 'page_loading_end'],
    ]);
  });
});

describe('add_payment_info once per payment choice per checkout attempt (issue 37)', () => {
  const lines = [
    {
      item_id: '1001',
      item_name: 'Milch',
      price: 1.49,
      price_in_cents: 149,
      weight_article: false,
      quantity: 2,
    },
    {
      item_id: '2002',
      item_name: 'Brot',
      price: 2.99,
      price_in_cents: 299,
      weight_article: false,
      quantity: 1,
    },
  ];
  const checkoutPage = (search = '', items = lines) =>
    pageAt('/kasse', {
      location: { key: `k${++keys}`, pathname: '/kasse', search },
      matches: [
        {
          id: 'routes/checkout',
          data: {
            trackingEvents: [{ event: 'begin_checkout', ecommerce: { currency: 'EUR', value: 5.97, items } }],
          },
        },
      ],
    });

  /** A page load of the checkout in the tab; pays with the method as the pay form posts it. */
  async function openCheckout(tab: Map<string, string>, search = '', items = lines) {
    const browser = stubBrowser(tab);
    vi.resetModules();
    const { followPage } = await import('./tracker.client');
    followPage(checkoutPage(search, items));
    const pay = async (method: string) => {
      const form = new FormData();
      form.set('intent', 'pay');
      form.set('paymentMethodKey', method);
      await browser.fetch('/kasse?index', { method: 'POST', body: form });
    };
    const choices = () =>
      (browser.dataLayer ?? [])
        .filter((entry) => entry.event === 'add_payment_info')
        .map((entry) => (entry.ecommerce as { payment_type: string }).payment_type);
    return { pay, choices, followPage };
  }

  it('is pushed as the pay form is sent, and not again for the same method after a declined payment', async () => {
    const tab = new Map<string, string>();
    const first = await openCheckout(tab);
    await first.pay('credit-cards');
    expect(first.choices()).toEqual(['credit-cards']);
    // Declined: the provider sends the shopper back to the checkout, a new page load.
    const back = await openCheckout(tab, '?paymentError=30511001');
    await back.pay('credit-cards');
    expect(back.choices()).toEqual([]);
    // Another method is another choice; a saved card is the card's choice made already.
    await back.pay('paypal');
    await back.pay('saved:card-7');
    expect(back.choices()).toEqual(['paypal']);
  });

  it('is pushed again in a new checkout attempt: another basket, or the same after its order', async () => {
    const tab = new Map<string, string>();
    await (await openCheckout(tab)).pay('credit-cards');
    const changed = await openCheckout(tab, '', [{ ...lines[0]!, quantity: 3 }, lines[1]!]);
    await changed.pay('credit-cards');
    expect(changed.choices()).toEqual(['credit-cards']);
    changed.followPage(
      pageAt('/kasse/ok', {
        matches: [
          {
            id: 'routes/checkout-ok',
            data: {
              trackingEvents: [
                {
                  event: 'purchase',
                  ecommerce: { currency: 'EUR', transaction_id: '100000777', value: 5.97, items: lines },
                },
              ],
            },
          },
        ],
      }),
    );
    const next = await openCheckout(tab, '', [{ ...lines[0]!, quantity: 3 }, lines[1]!]);
    await next.pay('credit-cards');
    expect(next.choices()).toEqual(['credit-cards']);
  });
});

describe('login and sign_up (issue 37)', () => {
  const landing = (key: string) =>
    pageAt('/profil', {
      location: { key, pathname: '/profil', search: '?from=registration' },
      customerId: 'customer-1',
    });
  const accountEvents = (browser: ReturnType<typeof stubBrowser>) =>
    eventsOf(browser).filter(([event]) => event === 'login' || event === 'sign_up');

  it('pushes login when a customer appears on a page after the login form', async () => {
    const browser = stubBrowser();
    const { followPage } = await import('./tracker.client');
    followPage(pageAt('/anmelden'));
    followPage(pageAt('/profil', { customerId: 'customer-1' }));
    // A revalidation of the same logged-in page is no second login.
    followPage(pageAt('/profil', { customerId: 'customer-1' }));
    expect(accountEvents(browser)).toEqual([['login', 'de:profil']]);
  });

  it("pushes sign_up on the registration's landing from its form, not a login", async () => {
    const browser = stubBrowser();
    const { followPage } = await import('./tracker.client');
    followPage(pageAt('/registrieren'));
    followPage(landing('k-registered'));
    expect(accountEvents(browser)).toEqual([['sign_up', 'de:profil']]);
  });

  it("pushes sign_up once when the e-mailed confirmation link's page load lands, not again on a reload", async () => {
    const tab = new Map<string, string>();
    const first = stubBrowser(tab);
    (await import('./tracker.client')).followPage(landing('default'));
    expect(accountEvents(first)).toEqual([['sign_up', 'de:profil']]);
    vi.resetModules();
    const reloaded = stubBrowser(tab);
    (await import('./tracker.client')).followPage(landing('default'));
    expect(accountEvents(reloaded)).toEqual([]);
  });
});

describe('add_to_cart and remove_from_cart from the cart quantities (issue 37)', () => {
  const milk = {
    sku: '1001',
    name: 'Bio Vollmilch',
    slug: 'bio-vollmilch',
    brand: null,
    category: { slug: 'milch', name: 'Milch' },
    parentCategories: [],
    price: { regular: 149, loyalty: null, depositPrice: null },
    weightArticle: false,
  };
  const cartData = (lines: unknown[]) => [{ id: 'routes/cart', data: { cart: { productLineItems: lines } } }];

  it('finds the removed line when the page data lost it a render before the quantities changed', async () => {
    const browser = stubBrowser();
    const { followPage } = await import('./tracker.client');
    const cart = pageAt('/warenkorb', {
      cart: { '1001': 1 },
      matches: cartData([{ product: milk, quantity: 1 }]),
    });
    followPage(cart);
    // The cart page's loader answered after the removal, the root's before it.
    followPage({ ...cart, matches: cartData([]) });
    followPage({ ...cart, matches: cartData([]), cart: {} });
    const removed = browser.dataLayer?.filter((entry) => entry.event === 'remove_from_cart');
    expect(removed).toEqual([
      expect.objectContaining({
        ecommerce: expect.objectContaining({
          value: 1.49,
          items: [expect.objectContaining({ item_id: '1001', quantity: 1 })],
        }),
      }),
    ]);
  });
});
