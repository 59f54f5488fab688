import { describe, expect, it } from 'vitest';
import { cart, cartAddress, lineItem, priceInfo } from '../../../tests/storefront/cart-test-support.js';
import { productSummary } from '../../../tests/storefront/catalogue-test-support.js';
import { deTenant } from '../seed/tenants/de.js';
import { enTenant } from '../seed/tenants/en.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import { orderConfirmationEmail } from './order-confirmation-email.js';
import { orderPageLink } from './order-page-link.js';

const slot = {
  id: 'slot-1',
  distributionType: 'DELIVERY' as const,
  appointableId: '103',
  start: '2026-12-01T09:00:00+01:00',
  end: '2026-12-01T11:00:00+01:00',
  cutOff: '2026-11-30T18:00:00+01:00',
  fee: 490,
  capacity: 10,
  available: 3,
  full: false,
};

describe('the order-confirmation e-mail', () => {
  it('speaks English in an English shop: lines, sums, delivery address and slot', () => {
    const email = orderConfirmationEmail({
      language: 'en',
      locale: 'en-GB',
      currency: 'EUR',
      orderNumber: '312345678',
      cart: cart({
        productLineItems: [
          lineItem({ quantity: 3, totalPrice: 387, product: productSummary({ name: 'Milk' }) }),
        ],
        distributionAddress: cartAddress({ firstName: 'Jane', lastName: 'Doe', floor: '2', door: '5' }),
        timeSlot: slot,
        priceInfo: priceInfo({ depositFees: 90, discounts: 100 }),
        customerId: 'customer-1',
      }),
      store: null,
      authorizedAmount: 877,
      orderLink: 'http://en.localhost:3000/profile/orders/312345678',
    });
    expect(email.subject).toBe('Your order 312345678');
    expect(email.text.split('\n')).toEqual([
      'Hello Jane Doe,',
      '',
      'thank you for your order 312345678.',
      '',
      'Your items:',
      '3 × Milk: €3.87 (substitute allowed)',
      '',
      'Deposit: €0.90',
      'Service fee: €4.90',
      'Discounts: -€1.00',
      'Total: €8.77',
      '',
      'Delivery to:',
      'Jane Doe',
      'Favoritenstraße 120/2/5',
      '1100 Wien',
      '',
      'Time slot: Tuesday, 1 December 2026, 09:00 to 11:00',
      '',
      'You can find your order in your account at any time:',
      'http://en.localhost:3000/profile/orders/312345678',
      'You can also cancel it there until Monday, 30 November 2026, 18:00.',
    ]);
  });

  it('says per line whether the shopper allowed a substitute, in German', () => {
    const email = orderConfirmationEmail({
      language: 'de',
      locale: 'de-AT',
      currency: 'EUR',
      orderNumber: '312345680',
      cart: cart({
        productLineItems: [
          lineItem({ lineItemId: 'line-1', product: productSummary({ name: 'Milch' }) }),
          lineItem({
            lineItemId: 'line-2',
            quantity: 1,
            totalPrice: 249,
            substitutionAllowed: false,
            product: productSummary({ name: 'Bergkäse' }),
          }),
        ],
      }),
      store: null,
      authorizedAmount: null,
      orderLink: 'http://localhost:3000/bestellung/312345680',
    });
    const lines = email.text.split('\n');
    const milk = lines.indexOf('Deine Artikel:') + 1;
    expect(lines[milk]).toMatch(/^3 × Milch: €\s3,87 \(Ersatzartikel erlaubt\)$/);
    expect(lines[milk + 1]).toMatch(/^1 × Bergkäse: €\s2,49 \(kein Ersatzartikel\)$/);
  });

  it('names the store for a pickup, in German', () => {
    const email = orderConfirmationEmail({
      language: 'de',
      locale: 'de-AT',
      currency: 'EUR',
      orderNumber: '312345679',
      cart: cart({
        distributionAddress: cartAddress({ distributionType: 'CLICK_AND_COLLECT', storeId: '2011' }),
        timeSlot: { ...slot, distributionType: 'CLICK_AND_COLLECT', appointableId: '2011' },
      }),
      store: { name: 'Markt Favoriten', address: 'Favoritenstraße 1, 1100 Wien' },
      authorizedAmount: null,
      orderLink: 'http://localhost:3000/bestellung/312345680',
    });
    expect(email.text).toContain('Abholung im Markt:\nMarkt Favoriten\nFavoritenstraße 1, 1100 Wien');
    expect(email.text).not.toContain('Lieferung an:');
    expect(email.text).toContain('Zeitfenster: Dienstag, 1. Dezember 2026, 09:00 bis 11:00 Uhr');
  });

  // Issue 38: weight lines as on the pages, the reservation said, a guest told how to find the order.
  it('lists weight articles in grams or kilograms and says what is reserved for them, in German', () => {
    const zucchini = productSummary({ name: 'Zucchini', weightArticle: true });
    const email = orderConfirmationEmail({
      language: 'de',
      locale: 'de-AT',
      currency: 'EUR',
      orderNumber: '312345681',
      cart: cart({
        productLineItems: [
          lineItem({ lineItemId: 'line-1', quantity: 1000, totalPrice: 299, product: zucchini }),
          lineItem({ lineItemId: 'line-2', quantity: 750, totalPrice: 224, product: zucchini }),
          lineItem({ lineItemId: 'line-3', quantity: 1250, totalPrice: 374, product: zucchini }),
        ],
        priceInfo: priceInfo({ total: 1387 }),
        customerId: 'customer-1',
      }),
      store: null,
      authorizedAmount: 1526,
      orderLink: 'http://localhost:3000/profil/bestellungen/312345681',
    });
    const lines = email.text.split('\n');
    const first = lines.indexOf('Deine Artikel:') + 1;
    expect(lines.slice(first, first + 3)).toEqual([
      expect.stringMatching(/^1 kg Zucchini: €\s2,99 /),
      expect.stringMatching(/^750 g Zucchini: €\s2,24 /),
      expect.stringMatching(/^1,25 kg Zucchini: €\s3,74 /),
    ]);
    expect(email.text).toMatch(/Dafür haben wir €\s15,26 auf deinem Zahlungsmittel vorgemerkt/);
    expect(email.text).toContain('Deine Bestellung findest du jederzeit in deinem Kundenkonto');
  });

  it('links a guest to the guest order page, says until when to cancel there, and nothing of a reservation paid at the door', () => {
    const email = orderConfirmationEmail({
      language: 'de',
      locale: 'de-AT',
      currency: 'EUR',
      orderNumber: '312345682',
      cart: cart({ customerId: null, timeSlot: slot }),
      store: null,
      authorizedAmount: null,
      orderLink: 'http://localhost:3000/bestellung/312345682',
    });
    expect(email.subject).toBe('Deine Bestellung 312345682');
    expect(email.text.split('\n').slice(-3)).toEqual([
      'Wo deine Bestellung gerade ist, siehst du jederzeit hier, mit dieser E-Mail-Adresse:',
      'http://localhost:3000/bestellung/312345682',
      'Bis Montag, 30. November 2026, 18:00 Uhr kannst du sie dort auch stornieren.',
    ]);
    expect(email.text).not.toContain('Kundenkonto');
    expect(email.text).not.toContain('vorgemerkt');
  });
});

// Decision 0090: the link goes to the order, on the tenant's own host and in its language.
describe('the link of an order e-mail', () => {
  const tenantOf = ({
    id,
    hosts,
    locale,
    isDefault,
    clientRuntimeConfig,
  }: typeof deTenant): TenantContext => ({
    id,
    hosts: hosts ?? [],
    locale,
    isDefault: isDefault ?? false,
    clientRuntimeConfig,
  });

  it('takes a customer to the order in the profile, on the German path', () => {
    expect(
      orderPageLink('http://localhost:3210', tenantOf(deTenant), {
        orderNumber: '312345683',
        customerId: 'c-1',
      }),
    ).toBe('http://localhost:3210/profil/bestellungen/312345683');
  });

  it('takes an English customer to the English path on the English host', () => {
    expect(
      orderPageLink('http://localhost:3210', tenantOf(enTenant), {
        orderNumber: '312345684',
        customerId: 'c-2',
      }),
    ).toBe('http://en.localhost:3210/account/orders/312345684');
  });

  it('takes a guest to the guest order page with the number only', () => {
    expect(
      orderPageLink('https://shop.example.at', tenantOf(deTenant), {
        orderNumber: '312345685',
        customerId: null,
      }),
    ).toBe('https://shop.example.at/bestellung/312345685');
  });
});
