import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxOrderLookupsPerAddress } from '../../backend/src/orders/order-lookup-rate-limit.js';
import { checkoutStoreListSchema } from '../../backend/src/schemas/distribution.js';
import { orderTrackingSchema } from '../../backend/src/schemas/orders.js';
import { demoGuestOrderEmail, demoOrderNumbers } from '../../backend/src/seed/carts/demo-orders.js';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

const orders = demoOrderNumbers.de;
const day = 24 * 60 * 60 * 1000;

describe.each(drivers)('order tracking API on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;
  const { json } = tenantRequests(current);

  /** One lookup from its own client address, so tests never share a rate limit. */
  let nextAddress = 0;
  const lookUp = (body: object, { tenant = 'de', remoteAddress = `10.20.0.${++nextAddress}` } = {}) =>
    accountClient(current, tenant).call('POST', '/api/orders/tracking', { body, remoteAddress });
  const found = async (body: object) => {
    const response = await lookUp(body);
    expect(response.statusCode, response.body).toBe(200);
    return orderTrackingSchema.parse(response.json());
  };
  const slotOf = async (orderNumber: string) => {
    const [slot] = await rowsOf<{ starts_at: Date | string; ends_at: Date | string }>(
      testApp.database.db,
      sql`select t.starts_at, t.ends_at from carts c join time_slots t
          on t.tenant_id = c.tenant_id and t.slot_id = c.time_slot_id
          where c.tenant_id = 'de' and c.order_number = ${orderNumber} and c.status = 'ORDERED'`,
    );
    return { start: new Date(slot!.starts_at).toISOString(), end: new Date(slot!.ends_at).toISOString() };
  };

  it("finds a delivery order by the customer's e-mail in any case, with its area but not its street", async () => {
    const response = await lookUp({
      orderNumber: orders.delivery,
      email: `  ${demoMemberEmail.toUpperCase()} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('Neubaugasse');
    const order = orderTrackingSchema.parse(response.json());
    expect(order).toMatchObject({
      orderNumber: orders.delivery,
      status: 'ORDERED',
      destination: { serviceType: 'DELIVERY', postalCode: '1070', city: 'Wien' },
      lineItemCount: 5,
    });
    expect(Date.parse(order.orderedAt)).toBeLessThan(Date.now());
    expect(order.distributionWindow).toEqual(await slotOf(orders.delivery));
    expect(Date.parse(order.distributionWindow!.start)).toBeGreaterThan(Date.now() + day);
    expect(Number.isInteger(order.total) && order.total > 0).toBe(true);
  });

  it('names the store of a click & collect order', async () => {
    const order = await found({ orderNumber: orders.clickAndCollect, email: demoMemberEmail });
    const { stores } = checkoutStoreListSchema.parse(await json('/api/checkout-stores'));
    const store = stores.find((candidate) => candidate.storeId === '10701')!;
    expect(order).toMatchObject({
      destination: { serviceType: 'CLICK_AND_COLLECT', storeId: '10701', storeName: store.name },
      lineItemCount: 3,
    });
    expect(order.distributionWindow).toEqual(await slotOf(orders.clickAndCollect));
  });

  it('finds a guest order by the e-mail of its billing address', async () => {
    const order = await found({ orderNumber: orders.guest, email: demoGuestOrderEmail });
    expect(order).toMatchObject({
      orderNumber: orders.guest,
      destination: { serviceType: 'DELIVERY', postalCode: '1100', city: 'Wien' },
      lineItemCount: 4,
    });
  });

  it("finds a customer's order by the account e-mail when the billing e-mail differs", async () => {
    await testApp.database.db.execute(
      sql`update carts set billing_address = jsonb_set(billing_address, '{email}', '"rechnung@example.at"')
          where tenant_id = 'de' and order_number = ${orders.clickAndCollect} and status = 'ORDERED'`,
    );
    await found({ orderNumber: orders.clickAndCollect, email: demoMemberEmail });
    await found({ orderNumber: orders.clickAndCollect, email: 'Rechnung@example.at' });
  });

  it('answers a wrong e-mail, a wrong number and another shop’s order with the same 404', async () => {
    const answers = await Promise.all([
      lookUp({ orderNumber: orders.delivery, email: demoGuestOrderEmail }),
      lookUp({ orderNumber: orders.delivery, email: demoCustomerEmail }),
      lookUp({ orderNumber: '100000999', email: demoMemberEmail }),
      lookUp({ orderNumber: orders.delivery, email: demoMemberEmail }, { tenant: 'en' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    // The English shop has orders of its own.
    const english = await lookUp(
      { orderNumber: demoOrderNumbers.en.delivery, email: demoMemberEmail },
      { tenant: 'en' },
    );
    expect(english.statusCode).toBe(200);
  });

  it('never finds an open ADDON cart, even one carrying the number of an order', async () => {
    const customer = accountClient(current);
    await customer.loggedIn(demoCustomerEmail);
    const cart = (await customer.get('/api/carts')).json<{ id: string }>();
    for (const orderNumber of ['300000001', orders.delivery]) {
      // Decision 0035: the API lets a customer add only to an order of their own.
      const mode = await customer.call('PUT', '/api/carts/mode', { body: { mode: 'ADDON', orderNumber } });
      expect(mode.json()).toMatchObject({
        code: expect.stringMatching(/^(ADDON_ORDER_UNKNOWN|DISTRIBUTION_MISSING)$/),
      });
      // Tracking must not rely on that: a cart stored with the number is still not an order.
      await testApp.database.db.execute(
        sql`update carts set mode = 'ADDON', order_number = ${orderNumber} where id = ${cart.id}`,
      );
      const response = await lookUp({ orderNumber, email: demoCustomerEmail });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
  });

  it('refuses a number that is not digits only or longer than 15, and a bad e-mail, with 400', async () => {
    const cases = [
      [
        { orderNumber: '10000-0101', email: demoMemberEmail },
        'orderNumber',
        'This field can only contain numbers',
      ],
      [
        { orderNumber: '1'.repeat(16), email: demoMemberEmail },
        'orderNumber',
        'You must enter a maximum of 15 characters',
      ],
      [{ orderNumber: orders.delivery, email: 'anna.example.at' }, 'email', 'Please enter a valid email'],
      [{ orderNumber: orders.delivery }, 'email', 'This field is required'],
    ] as const;
    for (const [body, path, message] of cases) {
      const response = await lookUp(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: expect.arrayContaining([expect.objectContaining({ path, message })]),
      });
    }
  });

  it('takes order number and e-mail in the body only', async () => {
    const response = await accountClient(current).call(
      'POST',
      `/api/orders/tracking?orderNumber=${orders.delivery}&email=${demoMemberEmail}`,
      { remoteAddress: '10.21.0.1' },
    );
    expect(response.statusCode).toBe(400);
  });

  it(`refuses the ${maxOrderLookupsPerAddress + 1}th lookup of a client address within 15 minutes`, async () => {
    const from = { remoteAddress: '10.22.0.1' };
    const valid = { orderNumber: orders.delivery, email: demoMemberEmail };
    for (let lookup = 0; lookup < maxOrderLookupsPerAddress; lookup++) {
      const guess = { orderNumber: String(100000200 + lookup), email: demoMemberEmail };
      const response = await lookUp(lookup % 2 ? valid : guess, from);
      expect(response.statusCode).toBe(lookup % 2 ? 200 : 404);
    }
    const limited = await lookUp(valid, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'ORDER_LOOKUP_RATE_LIMITED',
      message: expect.stringMatching(/^Too many order lookups\. Please try again in 15 minutes\.$/),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect((await lookUp(valid, { remoteAddress: '10.22.0.2' })).statusCode).toBe(200);

    await testApp.database.db.execute(
      sql`update login_attempts set window_started_at = now() - interval '16 minutes'
          where scope = 'order-lookup' and key = '10.22.0.1'`,
    );
    expect((await lookUp(valid, from)).statusCode).toBe(200);
  });

  it('keeps every order complete: the database refuses an order without what tracking shows', async () => {
    await expect(
      testApp.database.db.execute(
        sql`update carts set order_total = null where tenant_id = 'de' and order_number = ${orders.guest}`,
      ),
    ).rejects.toThrow();
  });
});
