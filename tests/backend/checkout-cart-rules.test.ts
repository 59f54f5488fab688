import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, cartValidationSchema } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { checkoutAnswerSchema } from '../../backend/src/schemas/checkout.js';
import { orderConfigSchema } from '../../backend/src/schemas/distribution.js';
import { demoOrderNumbers } from '../../backend/src/seed/carts/demo-orders.js';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { readyCarts } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;
const { delivery: annasDelivery, clickAndCollect: annasPickup } = demoOrderNumbers.de;

describe.each(drivers)('cart rules before checkout on %s', (driver) => {
  let testApp: TestApp;
  let piece: ProductSummary;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(() => testApp.close());

  const ready = readyCarts(() => testApp);
  const db = () => testApp.database.db;
  const codesOf = async (shopper: Shopper) =>
    cartValidationSchema
      .parse((await shopper.get('/api/carts/validation')).json())
      .errors.map(({ code }) => code);
  const finalize = (shopper: Shopper) => shopper.call('POST', '/api/carts/finalize', { body: {} });
  const statusOf = async (cartId: string) =>
    (
      await rowsOf<{ status: string; amount_to_pay: number | null }>(
        db(),
        sql`select status, amount_to_pay from carts where id = ${cartId}`,
      )
    )[0]!;
  const setOrderLimits = (limits: { min?: number | null; max?: number | null; weight?: number | null }) =>
    db().execute(
      sql`update order_configs set min_order_value_delivery = ${limits.min ?? null},
            max_order_value_delivery = ${limits.max ?? null}, max_order_weight_delivery = ${limits.weight ?? null}
          where tenant_id = 'de'`,
    );
  const loggedIn = async (email: string) => {
    const customer = accountClient(() => testApp);
    await customer.loggedIn(email);
    return customer;
  };

  describe('order limits (§5)', () => {
    afterAll(() => setOrderLimits({}));

    it('reports and refuses a cart below the minimum, above the maximum value or weight, and leaves it open', async () => {
      const guest = await ready.readyGuest([[piece, 2]]);
      const { id, priceInfo } = cartSchema.parse((await guest.get('/api/carts')).json());
      // Decision 0076: the limits judge the Einkaufswert, the articles before vouchers and codes.
      const value = priceInfo.totalArticlePrice;
      for (const [limits, code] of [
        [{ min: value + 1 }, 'ORDER_VALUE_BELOW_MINIMUM'],
        [{ max: value - 1 }, 'ORDER_VALUE_ABOVE_MAXIMUM'],
        [{ weight: 1 }, 'ORDER_WEIGHT_ABOVE_MAXIMUM'],
      ] as const) {
        await setOrderLimits(limits);
        expect(await codesOf(guest)).toEqual([code]);
        const refused = await finalize(guest);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'CART_INVALID', details: { errors: [{ code }] } });
        expect(await statusOf(id)).toEqual({ status: 'OPEN', amount_to_pay: null });
      }
      await setOrderLimits({ min: value, max: value });
      expect(await codesOf(guest)).toEqual([]);
      expect((await finalize(guest)).statusCode).toBe(200);
    });

    it('answers the limits with GET /api/order-config, null for none', async () => {
      await setOrderLimits({ min: 3500, weight: 60_000 });
      const config = orderConfigSchema.parse((await testApp.app.inject({ url: '/api/order-config' })).json());
      expect(config).toMatchObject({
        minOrderValueDelivery: 3500,
        maxOrderValueDelivery: null,
        maxOrderWeightDelivery: 60_000,
      });
    });

    it('skips the minimum for an add-on cart, and the add-on order records the order it adds to', async () => {
      const anna = await loggedIn(demoMemberEmail);
      await ready.readyGuest([[piece, 1]], anna);
      await setOrderLimits({ min: 1_000_000 });
      expect(await codesOf(anna)).toContain('ORDER_VALUE_BELOW_MINIMUM');
      const addOn = await anna.call('PUT', '/api/carts/mode', {
        body: { mode: 'ADDON', orderNumber: annasDelivery },
      });
      expect(addOn.statusCode, addOn.body).toBe(200);
      expect(cartSchema.parse(addOn.json())).toMatchObject({ mode: 'ADDON', orderNumber: annasDelivery });
      expect(await codesOf(anna)).toEqual([]);
      const finalized = await finalize(anna);
      expect(finalized.statusCode, finalized.body).toBe(200);
      const cart = cartSchema.parse(finalized.json());
      const placed = await anna.call('POST', '/api/checkout', {
        body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(checkoutAnswerSchema.parse(placed.json())).toMatchObject({ addsToOrderNumber: annasDelivery });
      const [order] = await rowsOf<{ adds_to_order_number: string }>(
        db(),
        sql`select adds_to_order_number from orders where cart_id = ${cart.id}`,
      );
      expect(order).toEqual({ adds_to_order_number: annasDelivery });
    });
  });

  describe('add-on mode (§4)', () => {
    const setMode = (shopper: Shopper, orderNumber: string) =>
      shopper.call('PUT', '/api/carts/mode', { body: { mode: 'ADDON', orderNumber } });
    const slotOf = async (orderNumber: string) =>
      (
        await rowsOf<{ time_slot_id: string }>(
          db(),
          sql`select time_slot_id from carts where tenant_id = 'de' and order_number = ${orderNumber} and status = 'ORDERED'`,
        )
      )[0]!.time_slot_id;

    it('refuses a guest, another customer’s order, an order of the other service type and a cart without one', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const asGuest = await setMode(guest, annasDelivery);
      expect(asGuest.statusCode).toBe(401);
      expect(asGuest.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

      const max = await loggedIn(demoCustomerEmail);
      await ready.readyGuest([[piece, 1]], max);
      const foreign = await setMode(max, annasDelivery);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'ADDON_ORDER_UNKNOWN' });

      const anna = await loggedIn(demoMemberEmail);
      await anna.get('/api/carts');
      await anna.call('POST', '/api/carts/reset', { body: {} });
      const withoutService = await setMode(anna, annasDelivery);
      expect(withoutService.statusCode).toBe(400);
      expect(withoutService.json()).toMatchObject({ code: 'DISTRIBUTION_MISSING' });
      await ready.readyGuest([[piece, 1]], anna);
      const otherService = await setMode(anna, annasPickup);
      expect(otherService.statusCode).toBe(400);
      expect(otherService.json()).toMatchObject({ code: 'ADDON_SERVICE_TYPE_MISMATCH' });
      expect(cartSchema.parse((await anna.get('/api/carts')).json()).mode).toBe('REGULAR');
    });

    it('refuses an order whose slot reached its cut-off, and reports an add-on cart whose order closed meanwhile', async () => {
      const anna = await loggedIn(demoMemberEmail);
      await ready.readyGuest([[piece, 1]], anna);
      expect((await setMode(anna, annasDelivery)).statusCode).toBe(200);
      const slotId = await slotOf(annasDelivery);
      const [{ cut_off_at: cutOff }] = (await rowsOf<{ cut_off_at: string }>(
        db(),
        sql`select cut_off_at::text from time_slots where tenant_id = 'de' and slot_id = ${slotId}`,
      )) as [{ cut_off_at: string }];
      await db().execute(
        sql`update time_slots set cut_off_at = now() - interval '1 minute' where tenant_id = 'de' and slot_id = ${slotId}`,
      );
      try {
        expect(await codesOf(anna)).toContain('ADDON_ORDER_CLOSED');
        const refused = await finalize(anna);
        expect(refused.json()).toMatchObject({ code: 'CART_INVALID' });
        const closed = await setMode(anna, annasDelivery);
        expect(closed.statusCode).toBe(409);
        expect(closed.json()).toMatchObject({ code: 'ADDON_ORDER_CLOSED' });
      } finally {
        await db().execute(
          sql`update time_slots set cut_off_at = ${cutOff}::timestamptz where tenant_id = 'de' and slot_id = ${slotId}`,
        );
      }
      const regular = await anna.call('PUT', '/api/carts/mode', { body: { mode: 'ADDON' } });
      expect(cartSchema.parse(regular.json())).toMatchObject({ mode: 'REGULAR', orderNumber: null });
    });
  });

  describe('validation codes 029, 031, 130 and 131', () => {
    it('answers 005 and 130 for a cart with neither delivery nor pickup chosen, and finalize refuses it', async () => {
      const guest = accountClient(() => testApp);
      await guest.get('/api/carts');
      await guest.call('POST', '/api/carts/items', { body: { sku: piece.sku, quantity: 1 } });
      expect(await codesOf(guest)).toEqual(['005', '130']);
      const refused = await finalize(guest);
      expect(refused.json()).toMatchObject({
        code: 'CART_INVALID',
        details: { errors: [{ code: '005' }, { code: '130' }] },
      });
    });

    it('answers 029 for a finalized cart whose slot’s fee changed since; a reset prices it again', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const cart = cartSchema.parse((await finalize(guest)).json());
      await db().execute(
        sql`update time_slots set fee = fee + 100 where tenant_id = 'de' and slot_id = ${cart.timeSlot!.id}`,
      );
      try {
        expect(await codesOf(guest)).toEqual(['029']);
        await guest.call('POST', '/api/carts/reset', { body: {} });
        expect(await codesOf(guest)).toEqual([]);
      } finally {
        await db().execute(
          sql`update time_slots set fee = fee - 100 where tenant_id = 'de' and slot_id = ${cart.timeSlot!.id}`,
        );
      }
    });

    it('answers 031 for a billing address missing part of its postal address, and refuses finalizing', async () => {
      const max = await loggedIn(demoCustomerEmail);
      await ready.readyGuest([[piece, 1]], max);
      const { id } = cartSchema.parse((await max.get('/api/carts')).json());
      const billing = {
        firstName: 'Max',
        lastName: 'Muster',
        streetName: 'Favoritenstraße',
        streetNumber: '120',
        postalCode: '1100',
        city: 'Wien',
        email: demoCustomerEmail,
      };
      expect((await max.call('POST', '/api/carts/billing-address', { body: billing })).statusCode).toBe(200);
      const chosen = await max.call('POST', '/api/carts/payment', {
        body: { methodKey: 'pay-by-invoice-b2c', amount: 0 },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(await codesOf(max)).toEqual([]);
      // As an address kept from before the checkout address rules would be stored.
      await db().execute(
        sql`update carts set billing_address = billing_address - 'streetNumber' where id = ${id}`,
      );
      expect(await codesOf(max)).toEqual(['031']);
      const refused = await finalize(max);
      expect(refused.json()).toMatchObject({ code: 'CART_INVALID', details: { errors: [{ code: '031' }] } });
      expect((await statusOf(id)).status).toBe('OPEN');
      await max.call('PUT', '/api/carts/payments/clean');
      expect(await codesOf(max)).toEqual(['031']);
      expect((await max.call('POST', '/api/carts/billing-address', { body: billing })).statusCode).toBe(200);
      expect(await codesOf(max)).toEqual([]);
    });
    it('answers 131 for a delivery address outside the area it names, found by position or by postal code', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { id } = cartSchema.parse((await guest.get('/api/carts')).json());
      const setAddress = (path: string, value: string) =>
        db().execute(
          sql`update carts set distribution_address = jsonb_set(distribution_address, ${`{${path}}`}::text[], ${value}::jsonb) where id = ${id}`,
        );
      const [row] = await rowsOf<{ area: string }>(
        db(),
        sql`select distribution_address->>'deliveryAreaNumber' as area from carts where id = ${id}`,
      );
      expect(await codesOf(guest)).toEqual([]);
      // As a cart would keep it after the tenant moved its delivery zones: its slot is of the old area.
      await setAddress('deliveryAreaNumber', '"999"');
      expect(await codesOf(guest)).toEqual(['131', '022']);
      await setAddress('deliveryAreaNumber', JSON.stringify(row!.area));
      await setAddress('position', 'null');
      expect(await codesOf(guest)).toEqual([]);
      await setAddress('postalCode', '"9999"');
      expect(await codesOf(guest)).toEqual(['131']);
      expect((await finalize(guest)).json()).toMatchObject({ details: { errors: [{ code: '131' }] } });
    });
  });

  describe('billing address (§5 checkout address rules)', () => {
    const billing = {
      firstName: 'Rosa',
      lastName: 'Huber',
      streetName: 'Favoritenstraße',
      streetNumber: '12a',
      postalCode: '1100',
      city: 'Wien',
      email: 'rosa.huber@example.at',
    };

    it('takes a street name of 255, a number of 5 and additional info of 255 characters, and refuses one more', async () => {
      const guest = accountClient(() => testApp);
      await guest.get('/api/carts');
      const longest = {
        ...billing,
        streetName: 'S'.repeat(255),
        streetNumber: '12345',
        additionalInfo: 'I'.repeat(255),
      };
      const kept = await guest.call('POST', '/api/carts/billing-address', { body: longest });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(cartSchema.parse(kept.json()).billingAddress).toMatchObject({
        streetNumber: '12345',
        additionalInfo: 'I'.repeat(255),
      });
      for (const [field, value] of [
        ['streetName', 'S'.repeat(256)],
        ['streetName', ''],
        ['streetNumber', '123456'],
        ['streetNumber', ''],
        ['additionalInfo', 'I'.repeat(256)],
      ] as const) {
        const refused = await guest.call('POST', '/api/carts/billing-address', {
          body: { ...billing, [field]: value },
        });
        expect(refused.statusCode, `${field} ${value.length}`).toBe(400);
      }
    });

    it('drops the fields the shop hides, whatever is sent', async () => {
      const english = accountClient(() => testApp, 'en');
      await english.get('/api/carts');
      const answer = await english.call('POST', '/api/carts/billing-address', {
        body: {
          ...billing,
          academicTitle: 'Mag.',
          companyRegistrationNumber: 'FN123456a',
          companyName: 'Huber',
        },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(cartSchema.parse(answer.json()).billingAddress).toMatchObject({
        title: null,
        companyRegistrationNumber: null,
        companyName: 'Huber',
      });
    });
  });
});
