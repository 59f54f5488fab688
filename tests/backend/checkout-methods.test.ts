import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenants } from '../../backend/src/db/schema/tenants.js';
import { cartSchema, type Cart } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { checkoutAnswerSchema, checkoutPaymentMethodsSchema } from '../../backend/src/schemas/checkout.js';
import type { ClientRuntimeConfig } from '../../backend/src/schemas/tenant.js';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { readyCarts } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;
const company = {
  firstName: 'Rosa',
  lastName: 'Huber',
  companyName: 'Huber Feinkost GmbH',
  valueAddedTaxId: 'ATU12345678',
  streetName: 'Favoritenstraße',
  streetNumber: '120',
  postalCode: '1100',
  city: 'Wien',
  email: 'einkauf@huber.example.at',
};

describe.each(drivers)('payment methods and orders paid outside the provider on %s', (driver) => {
  let testApp: TestApp;
  let piece: ProductSummary;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(() => testApp.close());

  const ready = readyCarts(() => testApp);
  const methodsOf = async (shopper: Shopper) => {
    const response = await shopper.get('/api/checkout/payment-methods');
    expect(response.statusCode, response.body).toBe(200);
    return Object.fromEntries(
      checkoutPaymentMethodsSchema.parse(response.json()).methods.map((method) => [method.methodKey, method]),
    );
  };
  const finalize = async (shopper: Shopper) => {
    const response = await shopper.call('POST', '/api/carts/finalize', { body: {} });
    expect(response.statusCode, response.body).toBe(200);
    return cartSchema.parse(response.json());
  };
  const checkout = (shopper: Shopper, cart: Cart, paymentMethodKey: string) =>
    shopper.call('POST', '/api/checkout', { body: { checkoutId: cart.id, paymentMethodKey } });
  const ordersOf = (cartId: string) =>
    rowsOf<{
      order_number: string;
      payment_id: string | null;
      total: number;
      authorized_amount: number | null;
      captured_at: Date | null;
      payment: { methodKey: string; hostedCheckoutId: string | null };
    }>(
      testApp.database.db,
      sql`select order_number, payment_id, total, authorized_amount, captured_at, payment from orders where cart_id = ${cartId}`,
    );
  const cartRowOf = async (cartId: string) =>
    (
      await rowsOf<{ status: string; slot_hold: string; order_number: string | null }>(
        testApp.database.db,
        sql`select status, slot_hold, order_number from carts where id = ${cartId}`,
      )
    )[0]!;

  async function withTenantConfig(
    change: (config: ClientRuntimeConfig) => unknown,
    work: () => Promise<void>,
  ) {
    const db = testApp.database.db;
    const [stored] = await db
      .select({ config: tenants.clientRuntimeConfig })
      .from(tenants)
      .where(eq(tenants.id, 'de'));
    await db
      .update(tenants)
      .set({ clientRuntimeConfig: change(stored!.config) as ClientRuntimeConfig })
      .where(eq(tenants.id, 'de'));
    try {
      await work();
    } finally {
      await db.update(tenants).set({ clientRuntimeConfig: stored!.config }).where(eq(tenants.id, 'de'));
    }
  }

  describe('GET /api/checkout/payment-methods', () => {
    it("lists the shop's methods in its order with card brands, and why each cannot pay a guest's delivery cart", async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const response = await guest.get('/api/checkout/payment-methods');
      const { methods } = checkoutPaymentMethodsSchema.parse(response.json());
      expect(methods).toEqual([
        { methodKey: 'credit-cards', brands: ['VISA', 'MASTERCARD', 'AMEX', 'DINERS'], hosted: true },
        { methodKey: 'paypal', brands: ['PAYPAL'], hosted: true },
        { methodKey: 'apple-pay', brands: ['APPLEPAY'], hosted: true },
        { methodKey: 'payment-at-the-door', brands: [], hosted: false },
        {
          methodKey: 'payment-at-the-store',
          brands: [],
          hosted: false,
          unavailableCode: 'PAYMENT_METHOD_PICKUP_ONLY',
        },
        {
          methodKey: 'pay-by-invoice-b2c',
          brands: [],
          hosted: false,
          unavailableCode: 'PAYMENT_METHOD_NEEDS_LOGIN',
        },
        {
          methodKey: 'pay-by-invoice-b2b',
          brands: [],
          hosted: false,
          unavailableCode: 'PAYMENT_METHOD_NEEDS_COMPANY',
        },
      ]);
    });

    it('offers payment at the store, not at the door, for click-and-collect', async () => {
      const guest = accountClient(() => testApp);
      await guest.get('/api/carts');
      const pickup = { distributionType: 'CLICK_AND_COLLECT', storeId: '11001' };
      expect((await guest.call('POST', '/api/carts/distribution-address', { body: pickup })).statusCode).toBe(
        200,
      );
      const methods = await methodsOf(guest);
      expect(methods['payment-at-the-store']!.unavailableCode).toBeUndefined();
      expect(methods['payment-at-the-door']!.unavailableCode).toBe('PAYMENT_METHOD_DELIVERY_ONLY');
    });

    it('offers invoice B2B once the billing address names the company and its VAT number, B2C to a logged-in customer with a billing address', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const billed = await guest.call('POST', '/api/carts/billing-address', { body: company });
      expect(billed.statusCode, billed.body).toBe(200);
      expect((await methodsOf(guest))['pay-by-invoice-b2b']!.unavailableCode).toBeUndefined();

      const customer = accountClient(() => testApp);
      await customer.loggedIn(demoCustomerEmail);
      await customer.get('/api/carts');
      await customer.call('POST', '/api/carts/reset', { body: {} });
      expect((await methodsOf(customer))['pay-by-invoice-b2c']!.unavailableCode).toBe(
        'PAYMENT_METHOD_NEEDS_BILLING_ADDRESS',
      );
      await customer.call('POST', '/api/carts/billing-address', {
        body: { ...company, companyName: undefined },
      });
      expect((await methodsOf(customer))['pay-by-invoice-b2c']!.unavailableCode).toBeUndefined();
    });

    it('lists what another shop offers, and a config stored before the section existed offers the hosted methods', async () => {
      const english = accountClient(() => testApp, 'en');
      await english.get('/api/carts');
      const offered = checkoutPaymentMethodsSchema.parse(
        (await english.get('/api/checkout/payment-methods')).json(),
      );
      expect(offered.methods.map((method) => method.methodKey)).toEqual([
        'credit-cards',
        'paypal',
        'payment-at-the-store',
      ]);
      expect(offered.methods[0]!.brands).toEqual(['VISA', 'MASTERCARD']);

      const guest = accountClient(() => testApp);
      await guest.get('/api/carts');
      await withTenantConfig(
        ({ checkout: _checkout, ...older }) => older,
        async () => {
          const methods = await methodsOf(guest);
          expect(Object.keys(methods)).toEqual(['credit-cards', 'paypal', 'apple-pay']);
        },
      );
    });
  });

  describe('POST /api/checkout with a method settled outside the provider', () => {
    it('places the order at once for payment at the door: no provider payment, no capture, the slot booked', async () => {
      const createHostedCheckout = vi.spyOn(testApp.app.paymentProvider, 'createHostedCheckout');
      const capturePayment = vi.spyOn(testApp.app.paymentProvider, 'capturePayment');
      try {
        const guest = await ready.readyGuest([[piece, 3]]);
        const cart = await finalize(guest);
        const response = await checkout(guest, cart, 'payment-at-the-door');
        expect(response.statusCode, response.body).toBe(200);
        const answer = checkoutAnswerSchema.parse(response.json());
        expect(answer).toEqual({
          next: 'confirmation',
          orderNumber: expect.stringMatching(/^\d{9}$/),
          cartId: cart.id,
          total: cart.priceInfo.total,
          authorizedAmount: null,
          addsToOrderNumber: null,
        });
        const [order] = await ordersOf(cart.id);
        expect(order).toMatchObject({
          payment_id: null,
          total: cart.priceInfo.total,
          authorized_amount: null,
          captured_at: null,
          payment: { methodKey: 'payment-at-the-door', hostedCheckoutId: null },
        });
        expect(await cartRowOf(cart.id)).toEqual({
          status: 'ORDERED',
          slot_hold: 'BOOKED',
          order_number: answer.next === 'confirmation' ? answer.orderNumber : null,
        });
        expect(createHostedCheckout).not.toHaveBeenCalled();
        expect(capturePayment).not.toHaveBeenCalled();

        const again = await checkout(guest, cart, 'payment-at-the-door');
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json()).toEqual(answer);
        expect(await ordersOf(cart.id)).toHaveLength(1);
      } finally {
        createHostedCheckout.mockRestore();
        capturePayment.mockRestore();
      }
    });

    it('refuses a method this cart cannot use, and one the shop does not offer, leaving the cart finalized', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const cart = await finalize(guest);
      for (const [methodKey, code] of [
        ['payment-at-the-store', 'PAYMENT_METHOD_PICKUP_ONLY'],
        ['pay-by-invoice-b2c', 'PAYMENT_METHOD_NEEDS_LOGIN'],
        ['pay-by-invoice-b2b', 'PAYMENT_METHOD_NEEDS_COMPANY'],
      ] as const) {
        const refused = await checkout(guest, cart, methodKey);
        expect(refused.statusCode, methodKey).toBe(400);
        expect(refused.json()).toMatchObject({ code });
      }
      await withTenantConfig(
        (config) => ({ ...config, checkout: { ...config.checkout, paymentMethodKeys: ['credit-cards'] } }),
        async () => {
          for (const methodKey of ['paypal', 'payment-at-the-door']) {
            const refused = await checkout(guest, cart, methodKey);
            expect(refused.statusCode, methodKey).toBe(400);
            expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_OFFERED' });
          }
        },
      );
      expect(await ordersOf(cart.id)).toEqual([]);
      expect((await cartRowOf(cart.id)).status).toBe('FINALIZED');
    });

    it('places an invoice order for a company and for a logged-in customer', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      await guest.call('POST', '/api/carts/billing-address', { body: company });
      const b2b = await checkout(guest, await finalize(guest), 'pay-by-invoice-b2b');
      expect(b2b.statusCode, b2b.body).toBe(200);
      expect(b2b.json()).toMatchObject({ next: 'confirmation' });

      const customer = accountClient(() => testApp);
      await customer.loggedIn(demoCustomerEmail);
      await ready.readyGuest([[piece, 1]], customer);
      await customer.call('POST', '/api/carts/billing-address', {
        body: { ...company, companyName: undefined },
      });
      const cart = await finalize(customer);
      const b2c = await checkout(customer, cart, 'pay-by-invoice-b2c');
      expect(b2c.statusCode, b2c.body).toBe(200);
      expect((await ordersOf(cart.id))[0]!.payment.methodKey).toBe('pay-by-invoice-b2c');
      expect(cartSchema.parse((await customer.get('/api/carts')).json()).id).not.toBe(cart.id);
    });

    it('places one order when the same checkout arrives 20 times at once', async () => {
      const guest = await ready.readyGuest([[piece, 2]]);
      const cart = await finalize(guest);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => checkout(guest, cart, 'payment-at-the-door')),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const numbers = new Set(answers.map((answer) => checkoutAnswerSchema.parse(answer.json())));
      expect(new Set([...numbers].map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(await ordersOf(cart.id)).toHaveLength(1);
    });
  });

  describe('payments on a cart', () => {
    it('keeps the chosen method with its planned amount, replaces it when chosen again, and removes it', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const chosen = await guest.call('POST', '/api/carts/payment', {
        body: { methodKey: 'credit-cards', brandName: 'VISA', amount: 1234 },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(cartSchema.parse(chosen.json()).payments).toEqual([
        { id: expect.any(String), methodKey: 'credit-cards', brandName: 'VISA', amountPlanned: 1234 },
      ]);
      const again = cartSchema.parse(
        (
          await guest.call('POST', '/api/carts/payment', {
            body: { methodKey: 'credit-cards', brandName: 'MASTERCARD', amount: 999 },
          })
        ).json(),
      );
      expect(again.payments).toMatchObject([{ brandName: 'MASTERCARD', amountPlanned: 999 }]);
      const door = cartSchema.parse(
        (
          await guest.call('POST', '/api/carts/payment', {
            body: { methodKey: 'payment-at-the-door', amount: 0 },
          })
        ).json(),
      );
      expect(door.payments.map((payment) => payment.methodKey)).toEqual([
        'credit-cards',
        'payment-at-the-door',
      ]);

      const removed = await guest.call('DELETE', `/api/carts/payment/${door.payments[0]!.id}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(cartSchema.parse(removed.json()).payments.map((payment) => payment.methodKey)).toEqual([
        'payment-at-the-door',
      ]);
      const unknown = await guest.call('DELETE', `/api/carts/payment/${door.payments[0]!.id}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'CART_PAYMENT_UNKNOWN' });

      const cleaned = await guest.call('PUT', '/api/carts/payments/clean');
      expect(cartSchema.parse(cleaned.json()).payments).toEqual([]);
    });

    it('refuses a method or brand the shop does not take, one the cart cannot use, and a brand over 50 characters', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const choose = (body: object) => guest.call('POST', '/api/carts/payment', { body });
      for (const [body, code] of [
        [{ methodKey: 'payment-at-the-store', amount: 100 }, 'PAYMENT_METHOD_PICKUP_ONLY'],
        [{ methodKey: 'credit-cards', brandName: 'JCB', amount: 100 }, 'PAYMENT_BRAND_NOT_OFFERED'],
        [{ methodKey: 'gift-card', amount: 100 }, 'VALIDATION_FAILED'],
        [{ methodKey: 'credit-cards', brandName: 'V'.repeat(51), amount: 100 }, 'VALIDATION_FAILED'],
      ] as const) {
        const refused = await choose(body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json()).toMatchObject({ code });
      }
      expect(cartSchema.parse((await guest.get('/api/carts')).json()).payments).toEqual([]);
    });

    it('keeps the payments of a finalized cart as they were, and refuses changing them', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      await guest.call('POST', '/api/carts/payment', { body: { methodKey: 'paypal', amount: 500 } });
      const cart = await finalize(guest);
      expect(cart.payments).toMatchObject([{ methodKey: 'paypal', amountPlanned: 500 }]);
      const refused = await guest.call('PUT', '/api/carts/payments/clean');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CART_NOT_OPEN' });
    });
  });
});
