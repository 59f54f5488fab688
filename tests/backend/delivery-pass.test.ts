import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeDeliveryPassOfOrder } from '../../backend/src/delivery-pass/delivery-passes.js';
import { cartSchema, type Cart } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { customerOrderSchema } from '../../backend/src/schemas/orders.js';
import {
  customerDeliveryPassSchema,
  deliveryPassOffersSchema,
} from '../../backend/src/schemas/delivery-pass.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import {
  startPaymentSandbox,
  startWebhookReceiver,
  type RunningSandbox,
} from '../payments/payment-sandbox-server.js';
import { accountClient } from './support/account-client.js';
import { deliverWebhook, payOnHostedPage, webhookFor } from './support/hosted-payment.js';
import { readyCarts } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';
import { walletCustomers } from './support/wallet-customers.js';

type Shopper = ReturnType<typeof accountClient>;
type PassRow = { order_id: string; starts_at: Date; ends_at: Date; revoked_at: Date | null };

describe.each(drivers)('the delivery pass on %s (decision 0083)', (driver) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let piece: ProductSummary;
  const current = () => testApp;
  const ready = readyCarts(current);
  const { customer } = walletCustomers(current);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPaymentSandbox({ url: receiver.url, timing: 'after' });
    testApp = await startTestApp(driver, {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      STOREFRONT_URL: 'http://localhost:3999',
    });
    // One cheap piece: far below the free-service threshold, so only a pass waives the fee.
    piece = (await ready.orderableProducts()).pieces.find(({ price }) => price.regular < 1000)!;
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
    await receiver.close();
  });

  const cartOf = async (shopper: Shopper): Promise<Cart> => {
    const response = await shopper.get('/api/carts');
    expect(response.statusCode, response.body).toBe(200);
    return cartSchema.parse(response.json());
  };
  const buyPass = (shopper: Shopper, offerId = '3-months') =>
    shopper.call('PUT', '/api/carts/delivery-pass', { body: { offerId } });
  const statusOf = async (shopper: Shopper) =>
    customerDeliveryPassSchema.parse((await shopper.get('/api/customers/delivery-pass')).json());
  const passesOf = (customerEmail: string) =>
    rowsOf<PassRow>(
      testApp.database.db,
      sql`select p.order_id, p.starts_at, p.ends_at, p.revoked_at from delivery_passes p
          join customers c on c.id = p.customer_id where c.email = ${customerEmail}`,
    );
  /** A logged-in customer whose cart is ready to order for delivery, a pass line in it or not. */
  const readyCustomer = async ({ withPass }: { withPass: boolean }) => {
    const shopper = await customer();
    await ready.readyGuest([[piece, 1]], shopper.client);
    if (withPass) expect((await buyPass(shopper.client)).statusCode).toBe(200);
    return shopper;
  };

  it('GET /api/delivery-pass lists the offers of the tenant configuration, for guests too', async () => {
    const guest = accountClient(current);
    const answer = deliveryPassOffersSchema.parse((await guest.get('/api/delivery-pass')).json());
    expect(answer).toEqual({
      currency: 'EUR',
      offers: [
        { id: '3-months', months: 3, price: 1990 },
        { id: '12-months', months: 12, price: 5990 },
      ],
    });
    const english = deliveryPassOffersSchema.parse(
      (await accountClient(current, 'en').get('/api/delivery-pass')).json(),
    );
    expect(english.offers.map(({ months }) => months)).toEqual([3, 12]);
  });

  it('GET /api/customers/delivery-pass answers 401 for a guest and NONE for a customer who never bought one', async () => {
    expect((await accountClient(current).get('/api/customers/delivery-pass')).statusCode).toBe(401);
    const { client } = await customer();
    expect(await statusOf(client)).toEqual({ status: 'NONE', startDate: null, endDate: null });
  });

  it('refuses a guest (401) and an unknown offer (400), and leaves the cart as it was', async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const refused = await buyPass(guest);
    expect(refused.statusCode).toBe(401);
    expect((await cartOf(guest)).deliveryPassLineItem).toBeNull();

    const { client } = await customer();
    await cartOf(client);
    const unknown = await buyPass(client, '7-years');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'DELIVERY_PASS_OFFER_UNKNOWN' });
    expect((await cartOf(client)).deliveryPassLineItem).toBeNull();
  });

  it('puts one pass line in the cart when it is bought twice at once, prices it into the total and waives the delivery fee', async () => {
    const { client } = await readyCustomer({ withPass: false });
    const before = await cartOf(client);
    expect(before.priceInfo.serviceFeesAfterDiscount).toBe(490);

    const answers = await Promise.all([buyPass(client), buyPass(client, '12-months'), buyPass(client)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [lines] = await rowsOf<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from cart_delivery_passes where cart_id = ${before.id}`,
    );
    expect(lines?.count).toBe(1);

    await buyPass(client, '3-months');
    const cart = await cartOf(client);
    expect(cart.deliveryPassLineItem).toMatchObject({ offerId: '3-months', months: 3, price: 1990 });
    expect(cart.serviceFeeWaivedByDeliveryPass).toBe(true);
    expect(cart.priceInfo.serviceFeesAfterDiscount).toBe(0);
    // The pass is paid with the order, but is no grocery: the Einkaufswert stays the articles'.
    expect(cart.priceInfo.totalArticlePrice).toBe(before.priceInfo.totalArticlePrice);
    expect(cart.priceInfo.total).toBe(before.priceInfo.total - 490 + 1990);

    const removed = await client.call('DELETE', '/api/carts/delivery-pass');
    expect(removed.statusCode).toBe(200);
    const after = cartSchema.parse(removed.json());
    expect(after.deliveryPassLineItem).toBeNull();
    expect(after.priceInfo.total).toBe(before.priceInfo.total);
  });

  it('never waives a pickup fee for the pass in the cart', async () => {
    await testApp.database.db.execute(
      sql`update distribution_settings set pickup_fee = 150 where tenant_id = 'de'`,
    );
    try {
      const { client } = await customer();
      await cartOf(client);
      await client.call('POST', '/api/carts/items', { body: { sku: piece.sku, quantity: 1 } });
      const picked = await client.call('POST', '/api/carts/distribution-address', {
        body: { distributionType: 'CLICK_AND_COLLECT', storeId: '11001' },
      });
      expect(picked.statusCode, picked.body).toBe(200);
      await buyPass(client);
      const cart = await cartOf(client);
      expect(cart.deliveryPassLineItem).not.toBeNull();
      expect(cart.priceInfo.serviceFeesAfterDiscount).toBe(150);
      expect(cart.serviceFeeWaivedByDeliveryPass).toBe(false);
    } finally {
      await testApp.database.db.execute(
        sql`update distribution_settings set pickup_fee = 0 where tenant_id = 'de'`,
      );
    }
  });

  it('starts exactly one pass when the return (twice) and the webhook place the order at once; the next delivery cart has no service fee', async () => {
    const { client, email } = await readyCustomer({ withPass: true });
    const { cart, hostedCheckoutId, returnMac } = await payOnHostedPage(
      client,
      sandbox,
      testCardNumbers.visaSuccess,
    );
    expect(cart.priceInfo.total).toBe(cart.priceInfo.orderValue + cart.priceInfo.depositFees + 1990);
    const webhook = await webhookFor(receiver.received, hostedCheckoutId);
    const back = { body: { hostedCheckoutId, RETURNMAC: returnMac } };
    const placedAt = Date.now();
    const answers = await Promise.all([
      client.call('POST', '/api/checkout/return', back),
      deliverWebhook(testApp, webhook),
      client.call('POST', '/api/checkout/return', back),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    placedOrderSchema.parse(answers[0]!.json());

    const passes = await passesOf(email);
    expect(passes).toHaveLength(1);
    const [pass] = passes;
    expect(Math.abs(new Date(pass!.starts_at).getTime() - placedAt)).toBeLessThan(60_000);
    const status = await statusOf(client);
    expect(status.status).toBe('ACTIVE');
    const end = new Date(status.startDate!);
    end.setUTCMonth(end.getUTCMonth() + 3);
    expect(status.endDate).toBe(end.toISOString());

    // The next cart: a delivery without the fee, and no pass line of its own.
    await ready.readyGuest([[piece, 1]], client);
    const next = await cartOf(client);
    expect(next.id).not.toBe(cart.id);
    expect(next.deliveryPassLineItem).toBeNull();
    expect(next.priceInfo.serviceFees).toBe(490);
    expect(next.priceInfo.serviceFeesAfterDiscount).toBe(0);
    expect(next.serviceFeeWaivedByDeliveryPass).toBe(true);
  });

  it('is bought with an order paid at the door as well, and a second pass follows the running one', async () => {
    const shopper = await readyCustomer({ withPass: true });
    const pay = async () => {
      const cart = cartSchema.parse(
        (await shopper.client.call('POST', '/api/carts/finalize', { body: {} })).json(),
      );
      const placed = await shopper.client.call('POST', '/api/checkout', {
        body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      return placedOrderSchema.parse(placed.json()).orderNumber;
    };
    const orderNumber = await pay();
    const [first] = await passesOf(shopper.email);
    expect(first).toBeDefined();
    // The order's detail and its confirmation e-mail name the pass it paid for.
    const detail = await shopper.client.get(`/api/customers/orders/${orderNumber}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(customerOrderSchema.parse(detail.json()).deliveryPassLineItem).toMatchObject({
      months: 3,
      price: 1990,
    });
    const [mail] = await rowsOf<{ text_body: string }>(
      testApp.database.db,
      sql`select text_body from outbox_emails where subject = ${`Deine Bestellung ${orderNumber}`}`,
    );
    expect(mail?.text_body).toMatch(/^Lieferpass für 3 Monate: €\s19,90$/m);

    await ready.readyGuest([[piece, 1]], shopper.client);
    expect((await buyPass(shopper.client, '12-months')).statusCode).toBe(200);
    await pay();
    const passes = (await passesOf(shopper.email)).sort(
      (a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime(),
    );
    expect(passes).toHaveLength(2);
    expect(new Date(passes[1]!.starts_at).getTime()).toBe(new Date(first!.ends_at).getTime());
    const status = await statusOf(shopper.client);
    expect(status).toMatchObject({ status: 'ACTIVE', endDate: new Date(passes[1]!.ends_at).toISOString() });
  });

  it('waives nothing after the end date: the cart is priced with the fee again and the status is EXPIRED', async () => {
    const shopper = await readyCustomer({ withPass: true });
    const cart = cartSchema.parse(
      (await shopper.client.call('POST', '/api/carts/finalize', { body: {} })).json(),
    );
    await shopper.client.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
    });
    await ready.readyGuest([[piece, 1]], shopper.client);
    expect((await cartOf(shopper.client)).priceInfo.serviceFeesAfterDiscount).toBe(0);

    // The pass ended a second ago.
    await testApp.database.db.execute(sql`
      update delivery_passes set starts_at = now() - interval '3 months', ends_at = now() - interval '1 second'
      where customer_id = (select id from customers where email = ${shopper.email})`);
    const after = await cartOf(shopper.client);
    expect(after.priceInfo.serviceFeesAfterDiscount).toBe(490);
    expect(after.serviceFeeWaivedByDeliveryPass).toBe(false);
    expect((await statusOf(shopper.client)).status).toBe('EXPIRED');
  });

  it('revokeDeliveryPassOfOrder takes the pass of a cancelled order back once, and its fee is charged again', async () => {
    const shopper = await readyCustomer({ withPass: true });
    const cart = cartSchema.parse(
      (await shopper.client.call('POST', '/api/carts/finalize', { body: {} })).json(),
    );
    await shopper.client.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
    });
    const [pass] = await passesOf(shopper.email);
    const db = testApp.database.db;

    const [first, second] = await Promise.all([
      revokeDeliveryPassOfOrder(db, 'de', pass!.order_id),
      revokeDeliveryPassOfOrder(db, 'de', pass!.order_id),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await revokeDeliveryPassOfOrder(db, 'de', pass!.order_id)).toBe(false);
    // Another tenant's id never reaches this pass.
    expect(await revokeDeliveryPassOfOrder(db, 'en', pass!.order_id)).toBe(false);
    expect((await passesOf(shopper.email))[0]!.revoked_at).not.toBeNull();

    await ready.readyGuest([[piece, 1]], shopper.client);
    expect((await cartOf(shopper.client)).priceInfo.serviceFeesAfterDiscount).toBe(490);
    expect((await statusOf(shopper.client)).status).toBe('NONE');
  });
});
