import { describe, expect, it } from 'vitest';
import type { LineItem } from '../../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { trackingEventSchema } from '../../../backend/src/schemas/tracking.js';
import {
  errorClassOf,
  orderTypeOf,
  pageNameOf,
  slotTimeOf,
  trackingEvents,
  trackingItemOf,
  userTypeOf,
  type TrackingEventDraft,
} from './tracking-events';
import { failedRequestEvent, type FailedRequest } from './failed-requests';
import { trackingAllowed } from './tracking-gate';

const milk = {
  sku: '1001',
  name: 'Bio Vollmilch 3,5 %',
  brand: { slug: 'ja-natuerlich', name: 'Ja! Natürlich' },
  category: { slug: 'milch', name: 'Milch' },
  parentCategories: [
    { slug: 'kuehlregal', name: 'Kühlregal' },
    { slug: 'milchprodukte', name: 'Milchprodukte' },
  ],
  price: { regular: 149, loyalty: null, depositPrice: null },
  weightArticle: false,
} as unknown as ProductSummary;
const cheese = {
  ...milk,
  sku: '2002',
  name: 'Bergkäse',
  brand: null,
  weightArticle: true,
  price: { ...milk.price, regular: 2490 },
} as ProductSummary;
const line = (product: ProductSummary, quantity: number) =>
  ({
    product,
    quantity,
    perPiecePrice: product.price.regular,
    totalPrice: product.price.regular * quantity,
  }) as LineItem;

/** Every draft the screens prepare must pass the collector's contract once the tracker dates it. */
const asSent = (draft: TrackingEventDraft) =>
  trackingEventSchema.parse({
    ...draft,
    page_name: 'de:produkt:milch',
    occurred_at: new Date().toISOString(),
  });

describe('the tracking layer event shapes (issue 37)', () => {
  it('makes a §3 product tracking item in GA4 item shape: sku, name, brand, categories, price in cents, weight flag', () => {
    expect(trackingItemOf(milk, { quantity: 2, index: 0, listName: 'Milch' })).toEqual({
      item_id: '1001',
      item_name: 'Bio Vollmilch 3,5 %',
      item_brand: 'Ja! Natürlich',
      item_category: 'Kühlregal',
      item_category2: 'Milchprodukte',
      item_category3: 'Milch',
      price: 1.49,
      price_in_cents: 149,
      weight_article: false,
      quantity: 2,
      index: 0,
      item_list_name: 'Milch',
    });
  });

  it('keeps at most five category levels', () => {
    const deep = {
      ...milk,
      parentCategories: ['a', 'b', 'c', 'd', 'e'].map((name) => ({ slug: name, name })),
    } as ProductSummary;
    const item = trackingItemOf(deep);
    expect(item.item_category5).toBe('e');
    expect(Object.values(item)).not.toContain('Milch');
  });

  it('builds every GA4 e-commerce event in the contract the collector accepts', () => {
    const lines = [line(milk, 2), line(cheese, 350)];
    const drafts: TrackingEventDraft[] = [
      trackingEvents.viewItemList('EUR', 'search', [milk, cheese], 'milch'),
      trackingEvents.selectItem('EUR', 'search', cheese, 1),
      trackingEvents.viewItem('EUR', milk),
      trackingEvents.cartChange('EUR', milk, 0, 2),
      trackingEvents.cartChange('EUR', milk, 2, 1),
      trackingEvents.viewCart('EUR', 1170, lines),
      trackingEvents.beginCheckout('EUR', 1170, lines),
      trackingEvents.addShippingInfo('EUR', 1170, lines, 'delivery', '2026-11-30T16:30:00.000Z'),
      trackingEvents.addPaymentInfo(
        trackingEvents.beginCheckout('EUR', 1170, lines).ecommerce,
        'credit-cards',
      ),
      trackingEvents.purchase(
        'EUR',
        { orderNumber: '100000777', total: 1170, lineItems: lines, shippingCents: 390 },
        'first_order',
      ),
      trackingEvents.login(),
      trackingEvents.signUp(),
      trackingEvents.error('paymentError', 'PAYMENT_DECLINED'),
      trackingEvents.userData('loyalty'),
    ];
    const sent = drafts.map(asSent);
    expect(sent.map((event) => event.event)).toEqual([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'remove_from_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
      'login',
      'sign_up',
      'error',
      'user_data',
    ]);
    expect(sent[0]?.ecommerce).toMatchObject({ item_list_name: 'search', search_term: 'milch' });
    expect(sent[3]?.ecommerce).toMatchObject({ value: 2.98, items: [{ item_id: '1001', quantity: 2 }] });
    // §9: the slot as HH:MM, in the shop's time (17:30 in Vienna in winter).
    expect(sent[7]?.ecommerce).toMatchObject({ shipping_tier: 'delivery', slot: '17:30' });
    expect(sent[9]?.ecommerce).toMatchObject({
      transaction_id: '100000777',
      value: 11.7,
      shipping: 3.9,
      order_type: 'first_order',
    });
    // A weight article's grams count as one item, its value from the price per kg.
    expect(sent[9]?.ecommerce?.items[1]).toMatchObject({
      item_id: '2002',
      quantity: 1,
      weight_article: true,
    });
    expect(asSent(trackingEvents.cartChange('EUR', cheese, 0, 500)).ecommerce?.value).toBe(12.45);
  });

  it('drops an error code that is not a plain code', () => {
    expect(trackingEvents.error('other', 'Kein Netz: anna@example.at')).toEqual({
      event: 'error',
      error_class: 'other',
    });
  });

  it('names pages per §9: the prefix, /startpage for home, slashes as colons', () => {
    expect(pageNameOf('/', 'de')).toBe('de:startpage');
    expect(pageNameOf('/produkt/bio-vollmilch/1001', 'shop')).toBe('shop:produkt:bio-vollmilch:1001');
    expect(pageNameOf('/warenkorb/', 'de')).toBe('de:warenkorb');
    expect(pageNameOf('/suche/K%C3%A4se', 'de')).toBe('de:suche:Käse');
  });

  it('formats a slot start as HH:MM', () => {
    expect(slotTimeOf('2026-07-01T06:05:00.000Z')).toBe('08:05');
  });

  it('classes the order (§3): a guest order, a first order, a customer order', () => {
    expect(orderTypeOf(null)).toBe('guest_order');
    expect(orderTypeOf({ ordersPlaced: 1 })).toBe('first_order');
    expect(orderTypeOf({ ordersPlaced: 4 })).toBe('customer_order');
  });

  it('classes the user (§3): guest, loyalty, customer', () => {
    expect(userTypeOf(null)).toBe('guest');
    expect(userTypeOf({ loyaltyMember: true })).toBe('loyalty');
    expect(userTypeOf({ loyaltyMember: false })).toBe('customer');
  });

  it('classes fetch errors per §8: paymentError, retailGateway, other', () => {
    expect(errorClassOf({ customPayload: { paymentError: { code: '30511001' } } })).toBe('paymentError');
    expect(errorClassOf({ errorCode: '029', message: 'slot full' })).toBe('retailGateway');
    expect(errorClassOf(new TypeError('Failed to fetch'))).toBe('other');
    expect(errorClassOf('offline')).toBe('other');
  });
});

describe('the tracking gate (§4 Consent, Webview)', () => {
  it('tracks only with the statistics consent', () => {
    expect(trackingAllowed({ statistic: false }, { webview: false, analytics: false })).toBe(false);
    expect(trackingAllowed({ statistic: true }, { webview: false, analytics: false })).toBe(true);
  });

  it('tracks nothing in a webview unless analytics=true', () => {
    expect(trackingAllowed({ statistic: true }, { webview: true, analytics: false })).toBe(false);
    expect(trackingAllowed({ statistic: true }, { webview: true, analytics: true })).toBe(true);
    expect(trackingAllowed({ statistic: false }, { webview: true, analytics: true })).toBe(false);
  });
});

describe('failed browser requests as §8 error events (issue 37)', () => {
  const request = (fields: Partial<FailedRequest>): FailedRequest => ({
    method: 'POST',
    path: '/warenkorb.data',
    intent: null,
    status: 400,
    body: null,
    ...fields,
  });

  it('classes an answer carrying a paymentError as paymentError, with its code', () => {
    const body = { customPayload: { paymentError: { code: '30511001', description: 'declined' } } };
    expect(failedRequestEvent(request({ path: '/resources/payment', body, status: 402 }))).toEqual({
      event: 'error',
      error_class: 'paymentError',
      error_code: '30511001',
    });
  });

  it("classes an answer carrying the API's code as retailGateway, with that code", () => {
    expect(
      failedRequestEvent(
        request({ method: 'GET', path: '/resources/slots', status: 409, body: { code: 'SLOT_FULL' } }),
      ),
    ).toEqual({ event: 'error', error_class: 'retailGateway', error_code: 'SLOT_FULL' });
    expect(failedRequestEvent(request({ status: 422, body: { errorCode: '029', message: 'x' } }))).toEqual({
      event: 'error',
      error_class: 'retailGateway',
      error_code: '029',
    });
  });

  it('classes a refused pay form as paymentError and another refused form post as retailGateway', () => {
    expect(failedRequestEvent(request({ path: '/kasse.data', intent: 'pay' }))).toEqual({
      event: 'error',
      error_class: 'paymentError',
      error_code: '400',
    });
    expect(failedRequestEvent(request({ intent: 'apply-code' }))).toEqual({
      event: 'error',
      error_class: 'retailGateway',
      error_code: '400',
    });
  });

  it('classes no answer at all and a server failure as other', () => {
    expect(failedRequestEvent(request({ status: null }))).toEqual({ event: 'error', error_class: 'other' });
    expect(failedRequestEvent(request({ method: 'GET', path: '/produkte.data', status: 503 }))).toEqual({
      event: 'error',
      error_class: 'other',
      error_code: '503',
    });
    expect(failedRequestEvent(request({ intent: 'pay', status: 500 }))).toEqual({
      event: 'error',
      error_class: 'other',
      error_code: '500',
    });
  });

  it("leaves out answers that are no error, a page's own 404, and the tracking layer's own beacons", () => {
    expect(failedRequestEvent(request({ status: 200 }))).toBeNull();
    expect(failedRequestEvent(request({ status: 202 }))).toBeNull();
    expect(
      failedRequestEvent(request({ method: 'GET', path: '/produkte/gibt-es-nicht.data', status: 404 })),
    ).toBeNull();
    expect(failedRequestEvent(request({ path: '/resources/tracking', status: null }))).toBeNull();
    expect(failedRequestEvent(request({ path: '/resources/search-event', status: 503 }))).toBeNull();
  });

  it('keeps every error event inside the contract the collector accepts', () => {
    const event = failedRequestEvent(request({ body: { code: 'not a plain code!' } }))!;
    expect(
      trackingEventSchema.safeParse({
        ...event,
        page_name: 'de:kasse',
        occurred_at: new Date().toISOString(),
      }).success,
    ).toBe(true);
  });
});
