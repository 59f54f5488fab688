import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { bulkItemsAnswerSchema, cartSchema } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { customerOrderListSchema, customerOrderSchema } from '../../backend/src/schemas/orders.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { startPaymentSandbox, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { accountClient } from './support/account-client.js';
import { payOnHostedPage } from './support/hosted-payment.js';
import { readyCarts, reachableAddress } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)("a customer's orders: list, detail, order again, on %s", (driver) => {
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let pieces: ProductSummary[];
  const customer = accountClient(() => testApp);
  const orderNumbers: string[] = [];
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({ timing: 'none' });
    testApp = await startTestApp(driver, {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      STOREFRONT_URL: 'http://localhost:3999',
    });
    pieces = (await ready.orderableProducts()).pieces;
    await customer.loggedIn(demoCustomerEmail);
    // Two orders, the second with another product, paid and returned as a shopper does.
    for (const items of [
      [[pieces[0]!, 2]],
      [
        [pieces[1]!, 1],
        [pieces[2]!, 3],
      ],
    ] as [ProductSummary, number][][]) {
      await ready.readyGuest(items, customer);
      const { hostedCheckoutId, returnMac } = await payOnHostedPage(
        customer,
        sandbox,
        testCardNumbers.visaSuccess,
      );
      const placed = await customer.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      orderNumbers.push(placedOrderSchema.parse(placed.json()).orderNumber);
    }
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  const ready = readyCarts(() => testApp);

  it('lists the orders newest first, a page at a time', async () => {
    const first = customerOrderListSchema.parse(
      (await customer.get('/api/customers/orders?pageSize=1')).json(),
    );
    expect(first.total).toBe(2);
    expect(first.orders.map((order) => order.orderNumber)).toEqual([orderNumbers[1]]);
    expect(first.orders[0]).toMatchObject({ status: 'ORDERED', serviceType: 'DELIVERY', lineItemCount: 2 });
    expect(first.orders[0]!.addOnUntil).not.toBeNull();
    const second = customerOrderListSchema.parse(
      (await customer.get('/api/customers/orders?pageSize=1&page=2')).json(),
    );
    expect(second.orders.map((order) => order.orderNumber)).toEqual([orderNumbers[0]]);
    const past = customerOrderListSchema.parse(
      (await customer.get('/api/customers/orders?pageSize=1&page=3')).json(),
    );
    expect(past).toMatchObject({ orders: [], total: 2 });
  });

  it('shows an order as it was paid, even after the price changed', async () => {
    const before = customerOrderSchema.parse(
      (await customer.get(`/api/customers/orders/${orderNumbers[0]}`)).json(),
    );
    await testApp.database.db.execute(
      sql`update products set price_regular = price_regular + 100 where tenant_id = 'de' and sku = ${pieces[0]!.sku}`,
    );
    const after = customerOrderSchema.parse(
      (await customer.get(`/api/customers/orders/${orderNumbers[0]}`)).json(),
    );
    expect(after).toEqual(before);
    expect(after.lineItems).toHaveLength(1);
    expect(after.lineItems[0]).toMatchObject({ quantity: 2, product: { sku: pieces[0]!.sku } });
    expect(after.lineItems[0]!.totalPrice).toBe(2 * after.lineItems[0]!.perPiecePrice);
    expect(after.priceInfo.total).toBe(after.total);
    expect(after.priceInfo.vatByRate.length).toBeGreaterThan(0);
    expect(after.distributionAddress).toMatchObject({
      distributionType: 'DELIVERY',
      streetName: reachableAddress.streetName,
      postalCode: reachableAddress.postalCode,
    });
    expect(after.distributionWindow).not.toBeNull();
    expect(after.payment).toMatchObject({ methodKey: 'credit-cards', currency: 'EUR', captured: true });
    expect(after.payment.authorizedAmount).toBe(after.priceInfo.totalWithSurcharge);
  });

  it("answers 404 for another customer's order and 401 without a login", async () => {
    const other = accountClient(() => testApp);
    await other.loggedIn(demoMemberEmail);
    const foreign = await other.get(`/api/customers/orders/${orderNumbers[0]}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const foreignAgain = await other.call('POST', `/api/customers/orders/${orderNumbers[0]}/reorder`);
    expect(foreignAgain.statusCode).toBe(404);
    const list = customerOrderListSchema.parse((await other.get('/api/customers/orders')).json());
    expect(list.orders.map((order) => order.orderNumber)).not.toContain(orderNumbers[0]);
    const guest = accountClient(() => testApp);
    expect((await guest.get('/api/customers/orders')).statusCode).toBe(401);
  });

  it('orders again: the items still sold go into the current cart, the others are named', async () => {
    await testApp.database.db.execute(
      sql`update products set availability = 'unavailable' where tenant_id = 'de' and sku = ${pieces[2]!.sku}`,
    );
    try {
      const before = cartSchema.parse((await customer.get('/api/carts')).json());
      expect(before.lineItemCount).toBe(0);
      const answer = await customer.call('POST', `/api/customers/orders/${orderNumbers[1]}/reorder`);
      expect(answer.statusCode, answer.body).toBe(200);
      const { cartDTO, notAddedOrUpdatedItems } = bulkItemsAnswerSchema.parse(answer.json());
      expect(cartDTO.id).toBe(before.id);
      expect(cartDTO.productLineItems.map((line) => [line.product.sku, line.quantity])).toEqual([
        [pieces[1]!.sku, 1],
      ]);
      expect(notAddedOrUpdatedItems).toEqual([{ sku: pieces[2]!.sku, quantity: 3, reason: 'unavailable' }]);
      const again = bulkItemsAnswerSchema.parse(
        (await customer.call('POST', `/api/customers/orders/${orderNumbers[1]}/reorder`)).json(),
      );
      expect(again.cartDTO.productLineItems.map((line) => line.quantity)).toEqual([2]);
    } finally {
      await testApp.database.db.execute(
        sql`update products set availability = 'available' where tenant_id = 'de' and sku = ${pieces[2]!.sku}`,
      );
    }
  });

  it('refuses to order again into a cart that waits for its payment (CART_NOT_OPEN), changing nothing', async () => {
    await ready.readyGuest([[pieces[0]!, 1]], customer);
    const finalized = await customer.call('POST', '/api/carts/finalize', { body: {} });
    expect(finalized.statusCode, finalized.body).toBe(200);
    try {
      const answer = await customer.call('POST', `/api/customers/orders/${orderNumbers[0]}/reorder`);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'CART_NOT_OPEN' });
      const cart = cartSchema.parse((await customer.get('/api/carts')).json());
      expect(cart.cartStatus).toBe('FINALIZED');
      expect(cart.productLineItems).toEqual(cartSchema.parse(finalized.json()).productLineItems);
    } finally {
      expect((await customer.call('POST', '/api/carts/reset', { body: {} })).statusCode).toBe(200);
    }
  });
});
