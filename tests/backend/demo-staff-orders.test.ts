import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import { localClock } from '../../backend/src/distribution/opening-hours.js';
import { staffOrderListSchema, staffOrderSchema } from '../../backend/src/schemas/fulfilment.js';
import { orderTrackingSchema } from '../../backend/src/schemas/orders.js';
import { demoOrderNumbers, demoToPickOrderEmail } from '../../backend/src/seed/carts/demo-orders.js';
import {
  demoOtherPickerEmail,
  demoPickerDeliveryAreaNumber,
  demoPickerEmail,
  demoPickerStoreId,
} from '../../backend/src/seed/staff/insert-staff.js';
import { accountClient } from './support/account-client.js';
import { staffClient } from './support/fulfilment-orders.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

// Issue 36: the demo shop's staff area is not empty. The seed places two orders paid outside the
// provider (at the door, at the store) in the demo picker Paula's area and store, a day ahead:
// real orders she can pick, which no provider record has to agree with.

describe.each(drivers)('the demo orders to pick on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;
  const { toPickDelivery, toPickCollect } = demoOrderNumbers.de;

  it('are placed orders of Paula’s area and store, listed on their day, weight articles among their lines', async () => {
    const paula = await staffClient(current, demoPickerEmail);
    const expected = [
      [toPickDelivery, 'DELIVERY', demoPickerDeliveryAreaNumber],
      [toPickCollect, 'CLICK_AND_COLLECT', demoPickerStoreId],
    ] as const;
    for (const [orderNumber, serviceType, appointableId] of expected) {
      const answer = await paula.get(`/api/staff/orders/${orderNumber}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const order = staffOrderSchema.parse(answer.json());
      expect(order).toMatchObject({ state: 'placed', serviceType, slot: { appointableId } });
      expect(order.lines.some((line) => line.isWeightArticle)).toBe(true);
      expect(order.lines.some((line) => !line.isWeightArticle)).toBe(true);
      // In the days after seeding, not today's past.
      const startsAt = new Date(order.slot!.startsAt).getTime();
      expect(startsAt).toBeGreaterThan(Date.now() + 20 * 60 * 60_000);
      expect(startsAt).toBeLessThan(Date.now() + 6 * 24 * 60 * 60_000);
      const date = localClock(new Date(order.slot!.startsAt), 'Europe/Vienna').date;
      const day = staffOrderListSchema.parse((await paula.get(`/api/staff/orders?date=${date}`)).json());
      expect(day.slots.flatMap((slot) => slot.orders)).toContainEqual(
        expect.objectContaining({ orderNumber, state: 'placed' }),
      );
    }
    // A picker of another store sees neither.
    const pia = await staffClient(current, demoOtherPickerEmail);
    for (const [orderNumber] of expected)
      expect((await pia.get(`/api/staff/orders/${orderNumber}`)).statusCode).toBe(404);
  });

  it('are paid at the door and at the store: the payment check finds nothing to ask the provider', async () => {
    for (const orderNumber of [toPickDelivery, toPickCollect]) {
      const tracked = await accountClient(current).call('POST', '/api/orders/tracking', {
        body: { orderNumber, email: demoToPickOrderEmail },
      });
      expect(tracked.statusCode, tracked.body).toBe(200);
      expect(orderTrackingSchema.parse(tracked.json())).toMatchObject({ state: 'placed', finalBill: null });
    }
    const payments = await rowsOf<{ order_number: string; method: string; payment_id: string | null }>(
      testApp.database.db,
      sql`select order_number, payment->>'methodKey' as method, payment_id from orders
          where tenant_id = 'de' and order_number in (${toPickDelivery}, ${toPickCollect}) order by order_number`,
    );
    expect(payments).toEqual([
      { order_number: toPickDelivery, method: 'payment-at-the-door', payment_id: null },
      { order_number: toPickCollect, method: 'payment-at-the-store', payment_id: null },
    ]);
    const check = await checkPayments(testApp.database.db, testApp.app.paymentProvider, { days: 3 });
    expect(check).toMatchObject({ orders: 0, disagreements: [] });
  });

  it('bill what is paid at the store as such once picked: nothing reserved, nothing released', async () => {
    const paula = await staffClient(current, demoPickerEmail);
    const path = `/api/staff/orders/${toPickCollect}`;
    expect((await paula.call('POST', `${path}/picking`)).statusCode).toBe(200);
    const { lines } = staffOrderSchema.parse((await paula.get(path)).json());
    for (const line of lines) {
      const picked = line.isWeightArticle
        ? { outcome: 'picked', pickedGrams: line.orderedGrams }
        : { outcome: 'picked', pickedQuantity: line.quantity };
      const answer = await paula.call('PUT', `${path}/lines/${line.lineId}`, { body: picked });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const { bill } = staffOrderSchema.parse((await paula.get(path)).json());
    expect(bill).toMatchObject({ paidOutside: 'payment-at-the-store', captured: null, released: null });
    const done = await paula.call('POST', `${path}/picked`);
    expect(done.statusCode, done.body).toBe(200);
    const after = staffOrderSchema.parse((await paula.get(path)).json());
    expect(after.bill).toMatchObject({ paidOutside: 'payment-at-the-store', released: null });
  });
});
