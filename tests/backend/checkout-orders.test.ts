import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { hostedCheckoutAnswerSchema, placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import {
  startPaymentSandbox,
  startWebhookReceiver,
  type ReceivedWebhook,
  type RunningSandbox,
} from '../payments/payment-sandbox-server.js';
import { deliverWebhook, webhookFor } from './support/hosted-payment.js';
import { readyCarts } from './support/ready-cart.js';
import { sentStatements } from './support/sent-statements.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

const returnUrl = 'http://localhost:3999/kasse/zahlung';

describe.each(drivers)('orders exactly once, from the return and the webhook, on %s', (driver) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let piece: ProductSummary;
  let weighed: ProductSummary;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPaymentSandbox({ url: receiver.url, timing: 'after' });
    testApp = await startTestApp(driver, {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      STOREFRONT_URL: 'http://localhost:3999',
    });
    const products = await ready.orderableProducts();
    piece = products.pieces[0]!;
    weighed = products.weighed;
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
    await receiver.close();
  });

  const ready = readyCarts(() => testApp);

  /** A guest who finalized a cart, opened the hosted page and chose `cardNumber` there. */
  async function paidOnPage(
    cardNumber: string,
    discountCode?: string,
    items: [ProductSummary, number][] = [[piece, 2]],
  ) {
    const guest = await ready.readyGuest(items);
    if (discountCode) {
      const added = await guest.call('POST', '/api/carts/discount-codes', { body: { code: discountCode } });
      expect(added.statusCode, added.body).toBe(200);
    }
    const cart = cartSchema.parse((await guest.call('POST', '/api/carts/finalize', { body: {} })).json());
    const started = await guest.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'credit-cards' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    const page = redirectUrl.replace(/^https?:\/\/[^/]+/, sandbox.url);
    const back = returnParameters(await submitPage(page, { action: 'card', cardNumber }), returnUrl);
    return { guest, cart, hostedCheckoutId, returnMac: back.get('RETURNMAC')! };
  }

  const webhookOf = (hostedCheckoutId: string) => webhookFor(receiver.received, hostedCheckoutId);

  const deliver = (webhook: ReceivedWebhook) => deliverWebhook(testApp, webhook);

  const ordersOf = (cartId: string) =>
    rowsOf<{
      order_number: string;
      total: number;
      authorized_amount: number | null;
      payment_id: string;
      captured_at: Date | null;
    }>(
      testApp.database.db,
      sql`select order_number, total, authorized_amount, payment_id, captured_at from orders where cart_id = ${cartId}`,
    );
  const cartRowOf = async (cartId: string) =>
    (
      await rowsOf<{
        status: string;
        order_number: string | null;
        order_total: number | null;
        slot_hold: string;
      }>(
        testApp.database.db,
        sql`select status, order_number, order_total, slot_hold from carts where id = ${cartId}`,
      )
    )[0]!;

  it('places one order and captures once when the return (twice) and the webhook arrive at once, 20 times', async () => {
    const captures = vi.spyOn(testApp.app.paymentProvider, 'capturePayment');
    try {
      for (let round = 0; round < 20; round += 1) {
        const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(testCardNumbers.visaSuccess);
        const webhook = await webhookOf(hostedCheckoutId);
        const back = { body: { hostedCheckoutId, RETURNMAC: returnMac } };
        const answers = await Promise.all([
          guest.call('POST', '/api/checkout/return', back),
          deliver(webhook),
          guest.call('POST', '/api/checkout/return', back),
        ]);
        for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
        const placed = [answers[0]!, answers[2]!].map((answer) => placedOrderSchema.parse(answer.json()));
        expect(placed[0]).toEqual(placed[1]);

        const rows = await ordersOf(cart.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ order_number: placed[0]!.orderNumber, total: cart.priceInfo.total });
        expect(rows[0]!.captured_at).not.toBeNull();
        const capturesOfPayment = captures.mock.calls.filter(
          ([paymentId]) => paymentId === rows[0]!.payment_id,
        );
        expect(capturesOfPayment).toEqual([[rows[0]!.payment_id, cart.priceInfo.total, expect.anything()]]);
        const payment = await testApp.app.paymentProvider.getPayment(rows[0]!.payment_id);
        expect(payment.status).toBe('CAPTURED');

        expect(await cartRowOf(cart.id)).toEqual({
          status: 'ORDERED',
          order_number: placed[0]!.orderNumber,
          order_total: cart.priceInfo.total,
          slot_hold: 'BOOKED',
        });
        const next = cartSchema.parse((await guest.get('/api/carts')).json());
        expect(next.id).not.toBe(cart.id);
        expect(next.lineItemCount).toBe(0);
      }
    } finally {
      captures.mockRestore();
    }
  });

  // Issue 39: a call that finds the same checkout's completion under way in this process takes
  // its order instead of asking the provider again; when that one fails, it completes on its own.
  it('asks the provider once when the return and the webhook arrive at once, and completes alone when the first call fails', async () => {
    const states = vi.spyOn(testApp.app.paymentProvider, 'getHostedCheckout');
    try {
      const together = await paidOnPage(testCardNumbers.visaSuccess);
      const back = { body: { hostedCheckoutId: together.hostedCheckoutId, RETURNMAC: together.returnMac } };
      const answers = await Promise.all([
        deliver(await webhookOf(together.hostedCheckoutId)),
        together.guest.call('POST', '/api/checkout/return', back),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(answers[0]!.json()).toEqual({ handled: true });
      const placed = placedOrderSchema.parse(answers[1]!.json());
      expect(await ordersOf(together.cart.id)).toEqual([
        expect.objectContaining({ order_number: placed.orderNumber }),
      ]);
      expect(states.mock.calls.filter(([id]) => id === together.hostedCheckoutId)).toHaveLength(1);

      // The first call's status request fails: the second asks again and places the one order.
      const failing = await paidOnPage(testCardNumbers.visaSuccess);
      states.mockRejectedValueOnce(new Error('the provider did not answer'));
      const again = await Promise.all([
        deliver(await webhookOf(failing.hostedCheckoutId)),
        failing.guest.call('POST', '/api/checkout/return', {
          body: { hostedCheckoutId: failing.hostedCheckoutId, RETURNMAC: failing.returnMac },
        }),
      ]);
      // Whichever came first answers the failure (the webhook is sent again, the shopper's page
      // asks again); the other placed the order.
      const statuses = again.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status >= 500)).toHaveLength(1);
      expect(await ordersOf(failing.cart.id)).toHaveLength(1);
      expect(states.mock.calls.filter(([id]) => id === failing.hostedCheckoutId)).toHaveLength(2);
    } finally {
      states.mockRestore();
    }
  });

  // Decision 0102: the shopper's return answers once the webhook's order is committed; the webhook
  // captures (this slot is two weeks ahead: at placement) before it answers, and captures once.
  it('answers the return once the webhook placed the order, while the webhook still captures', async () => {
    const provider = testApp.app.paymentProvider;
    const capture = provider.capturePayment.bind(provider);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const captures = vi.spyOn(provider, 'capturePayment').mockImplementation(async (...call) => {
      await gate;
      return capture(...call);
    });
    try {
      const paid = await paidOnPage(testCardNumbers.visaSuccess);
      let webhookAnswered = false;
      const webhook = deliver(await webhookOf(paid.hostedCheckoutId)).then((answer) => {
        webhookAnswered = true;
        return answer;
      });
      await vi.waitFor(() => expect(captures).toHaveBeenCalledTimes(1));
      const returned = await paid.guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId: paid.hostedCheckoutId, RETURNMAC: paid.returnMac },
      });
      expect(returned.statusCode, returned.body).toBe(200);
      const { orderNumber } = placedOrderSchema.parse(returned.json());
      expect(webhookAnswered).toBe(false);
      expect(await ordersOf(paid.cart.id)).toEqual([
        expect.objectContaining({ order_number: orderNumber, captured_at: null }),
      ]);

      release();
      const answer = await webhook;
      expect(answer.statusCode, answer.body).toBe(200);
      const [order] = await ordersOf(paid.cart.id);
      expect(order!.captured_at).not.toBeNull();
      expect(captures).toHaveBeenCalledTimes(1);
      expect((await provider.getCaptures(order!.payment_id)).map(({ status }) => status)).toEqual([
        'CAPTURED',
      ]);
    } finally {
      release();
      captures.mockRestore();
    }
  });

  it("places a guest's order from the webhook without reading the guest's account or the cart's codes again, and answers the return in one read", async () => {
    const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(testCardNumbers.visaSuccess);
    const webhook = await webhookOf(hostedCheckoutId);
    const statements = (await sentStatements(() => deliver(webhook))).filter(
      (text) =>
        // A slot beyond the authorisation's life is captured at placement (decision 0088), and
        // this app keeps no tenant (decision 0106): neither is counted here.
        !/^update "orders" set "capture|from "(order_final_bills|tenants)"/.test(text),
    );
    expect(await ordersOf(cart.id)).toHaveLength(1);
    // Issue 39: the attempt with its cart's payment and order (one read), the locked cart, the
    // order, the cart ordered, the attempt settled, the confirmation into the outbox and its claim.
    expect(statements.filter((text) => /from "(customers|cart_discount_codes)"/.test(text))).toEqual([]);
    expect(statements.filter((text) => /"payment_attempts"/.test(text))).toHaveLength(2);
    expect(statements).toHaveLength(7);
    // The shopper's return after it: the attempt, whose cart it pays and the order, in one read.
    const returned = await sentStatements(() =>
      guest.call('POST', '/api/checkout/return', { body: { hostedCheckoutId, RETURNMAC: returnMac } }),
    );
    expect(returned.filter((text) => !/from "tenants"/.test(text))).toHaveLength(1);
  });

  it('keeps both amounts of a weight article order: authorized with the surcharge, captured at the order total', async () => {
    const captures = vi.spyOn(testApp.app.paymentProvider, 'capturePayment');
    try {
      const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(
        testCardNumbers.visaSuccess,
        undefined,
        [
          [weighed, 700],
          [piece, 1],
        ],
      );
      const { total, totalWithSurcharge } = cart.priceInfo;
      expect(totalWithSurcharge).toBeGreaterThan(total);
      const returned = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(returned.statusCode, returned.body).toBe(200);
      expect(placedOrderSchema.parse(returned.json())).toMatchObject({
        total,
        authorizedAmount: totalWithSurcharge,
      });
      const [order] = await ordersOf(cart.id);
      expect(order).toMatchObject({ total, authorized_amount: totalWithSurcharge });
      expect(captures.mock.calls).toEqual([[order!.payment_id, total, expect.anything()]]);
      const payment = await testApp.app.paymentProvider.getPayment(order!.payment_id);
      expect(payment.status).toBe('CAPTURED');
    } finally {
      captures.mockRestore();
    }
  });

  it('gives back a card payment whose cart was ordered meanwhile with payment at the door', async () => {
    const { guest, cart, hostedCheckoutId } = await paidOnPage(testCardNumbers.visaSuccess);
    const atTheDoor = await guest.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
    });
    expect(atTheDoor.statusCode, atTheDoor.body).toBe(200);
    const hooked = await deliver(await webhookOf(hostedCheckoutId));
    expect(hooked.json()).toEqual({ handled: false });
    const state = await testApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId);
    expect(state.payment?.status).toBe('CANCELLED');
    expect(await ordersOf(cart.id)).toMatchObject([{ payment_id: null, authorized_amount: null }]);
  });

  it('places no order for a declined card: the cart stays finalized for another try', async () => {
    const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(testCardNumbers.declined);
    const returned = await guest.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: returnMac },
    });
    expect(returned.statusCode, returned.body).toBe(409);
    expect(returned.json()).toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' });
    const hooked = await deliver(await webhookOf(hostedCheckoutId));
    expect(hooked.statusCode, hooked.body).toBe(200);
    expect(await ordersOf(cart.id)).toEqual([]);
    expect((await cartRowOf(cart.id)).status).toBe('FINALIZED');
    expect(cartSchema.parse((await guest.get('/api/carts')).json())).toMatchObject({
      id: cart.id,
      cartStatus: 'FINALIZED',
    });
  });

  it('places no order when the last use of a discount code went to another order while paying (227), and gives the money back', async () => {
    const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(
      testCardNumbers.visaSuccess,
      'FRISCH10',
    );
    await testApp.database.db.execute(
      sql`update discount_codes set max_applications = applications where tenant_id = 'de' and code = 'FRISCH10'`,
    );
    try {
      const returned = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(returned.statusCode, returned.body).toBe(409);
      expect(returned.json()).toMatchObject({ code: '227' });
      expect(await ordersOf(cart.id)).toEqual([]);
      expect((await cartRowOf(cart.id)).status).toBe('FINALIZED');
      const state = await testApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId);
      expect(state.payment?.status).toBe('CANCELLED');
    } finally {
      await testApp.database.db.execute(
        sql`update discount_codes set max_applications = null where tenant_id = 'de' and code = 'FRISCH10'`,
      );
    }
  });

  it('refuses an authorization that is not the finalized amount: no order, the payment cancelled', async () => {
    const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(testCardNumbers.visaSuccess);
    await testApp.database.db.execute(
      sql`update carts set payment_amount = payment_amount + 1 where id = ${cart.id}`,
    );
    const returned = await guest.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: returnMac },
    });
    expect(returned.statusCode, returned.body).toBe(409);
    expect(returned.json()).toMatchObject({ code: 'PAYMENT_AMOUNT_MISMATCH' });
    expect(await ordersOf(cart.id)).toEqual([]);
    const state = await testApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId);
    expect(state.payment?.status).toBe('CANCELLED');
  });

  it('places no order when the slot hold ran out and its last place went to another cart while paying (023)', async () => {
    const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(testCardNumbers.visaSuccess);
    const slotId = cart.timeSlot!.id;
    await testApp.database.db.execute(sql`update carts set slot_hold = 'EXPIRED' where id = ${cart.id}`);
    await testApp.database.db.execute(
      sql`update time_slots set booked = booked - 1, capacity = booked - 1 where tenant_id = 'de' and slot_id = ${slotId}`,
    );
    try {
      const returned = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(returned.statusCode, returned.body).toBe(409);
      expect(returned.json()).toMatchObject({ code: '023' });
      expect(await ordersOf(cart.id)).toEqual([]);
      expect((await cartRowOf(cart.id)).status).toBe('FINALIZED');
    } finally {
      await testApp.database.db.execute(
        sql`update time_slots set capacity = 1000 where tenant_id = 'de' and slot_id = ${slotId}`,
      );
    }
  });

  it('refuses a return without the genuine RETURNMAC and a webhook without a valid signature', async () => {
    const { guest, cart, hostedCheckoutId, returnMac } = await paidOnPage(testCardNumbers.visaSuccess);
    const forged = await guest.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: `${returnMac}x` },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'PAYMENT_RETURN_INVALID' });
    const webhook = await webhookOf(hostedCheckoutId);
    const tampered = await deliver({ ...webhook, body: webhook.body.replace('"amount":', '"amount": ') });
    expect(tampered.statusCode).toBe(403);
    expect(await ordersOf(cart.id)).toEqual([]);
  });
});
