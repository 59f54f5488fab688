import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import { customerDeliveryPassSchema } from '../../backend/src/schemas/delivery-pass.js';
import { ean13 } from '../../backend/src/seed/customers/loyalty-cards.js';
import { hostedCheckoutAnswerSchema, placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import {
  customerOrderListSchema,
  customerOrderSchema,
  orderCancellationSchema,
  orderTrackingSchema,
} from '../../backend/src/schemas/orders.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { accountClient } from './support/account-client.js';
import { payOnHostedPage, placeOrderWithoutCapture, testReturnUrl } from './support/hosted-payment.js';
import { reachableAddress } from './support/ready-cart.js';
import { runStatusCheck } from './support/sandbox-app.js';
import { drivers, rowsOf } from './support/test-database.js';
import { walletTestBed } from './support/wallet-test-bed.js';

// Decision 0084: a shopper cancels a placed order until the slot's cut-off; the shop gives back
// the slot's place, the code's use and the gift card's part once, and the provider the money.

describe.each(drivers)("the shopper's cancellation of an order on %s", (driver) => {
  const { bed, current, ready, wallet } = walletTestBed(driver);
  type Client = ReturnType<typeof accountClient>;
  const db = () => bed.testApp.database.db;
  const provider = () => bed.testApp.app.paymentProvider;

  const cancel = (client: Client, orderNumber: string, body: Record<string, unknown> = {}) =>
    client.call('POST', `/api/orders/${orderNumber}/cancellation`, { body });

  /** The order of `client`'s ready cart, paid by card on the hosted page and captured at once. */
  async function placedByCard(client: Client, beforeFinalizing?: () => Promise<void>) {
    await ready.readyGuest([[bed.piece, 2]], client);
    await beforeFinalizing?.();
    const paid = await payOnHostedPage(client, bed.sandbox, testCardNumbers.visaSuccess);
    const placed = await client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: paid.hostedCheckoutId, RETURNMAC: paid.returnMac },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return { ...paid, orderNumber: placedOrderSchema.parse(placed.json()).orderNumber };
  }

  const orderRow = async (orderNumber: string) =>
    (
      await rowsOf<{
        id: string;
        cart_id: string;
        payment_id: string | null;
        state: string;
        captured_at: Date | null;
        time_slot_id: string;
      }>(
        db(),
        sql`select o.id, o.cart_id, o.payment_id, o.state, o.captured_at, c.time_slot_id
          from orders o join carts c on c.id = o.cart_id where o.order_number = ${orderNumber}`,
      )
    )[0]!;
  const bookedOf = async (slotId: string) =>
    (
      await rowsOf<{ booked: number }>(
        db(),
        sql`select booked from time_slots where tenant_id = 'de' and slot_id = ${slotId}`,
      )
    )[0]!.booked;
  const cancellationMails = (orderNumber: string) =>
    rowsOf<{ recipient: string; text_body: string }>(
      db(),
      sql`select recipient, text_body from outbox_emails where subject = ${`Deine Bestellung ${orderNumber} ist storniert`}`,
    );

  it('cancels a card order before the cut-off: one refund at the provider, the place and the code use given back, one e-mail, and a second cancel refused', async () => {
    const code = `STORNO${randomUUID().slice(0, 6).toUpperCase()}`;
    await db()
      .execute(sql`insert into discount_codes (tenant_id, code, description, kind, value, valid_from, valid_until, max_applications)
      values ('de', ${code}, 'Test', 'percent', 10, now() - interval '1 day', now() + interval '1 day', 5)`);
    const { client, email } = await wallet.customer();
    const order = await placedByCard(client, async () => {
      const added = await client.call('POST', '/api/carts/discount-codes', { body: { code } });
      expect(added.statusCode, added.body).toBe(200);
    });
    const row = await orderRow(order.orderNumber);
    expect(row.captured_at).not.toBeNull();
    const usesOf = async () =>
      (
        await rowsOf<{ applications: number }>(
          db(),
          sql`select applications from discount_codes where code = ${code}`,
        )
      )[0]!.applications;
    expect(await usesOf()).toBe(1);
    const bookedBefore = await bookedOf(row.time_slot_id);
    const detailBefore = customerOrderSchema.parse(
      (await client.get(`/api/customers/orders/${order.orderNumber}`)).json(),
    );
    expect(detailBefore).toMatchObject({ status: 'ORDERED', cancellation: null });
    expect(detailBefore.cancellableUntil).not.toBeNull();

    const answer = await cancel(client, order.orderNumber);
    expect(answer.statusCode, answer.body).toBe(200);
    const cancellation = orderCancellationSchema.parse(answer.json());
    const total = detailBefore.total;
    expect(cancellation).toMatchObject({
      status: 'CANCELLED',
      outcome: 'REFUNDED',
      providerAmount: total,
      giftCardAmount: 0,
    });
    expect(await provider().getPayment(row.payment_id!)).toMatchObject({ status: 'REFUNDED' });
    expect((await provider().getRefunds(row.payment_id!)).map((refund) => refund.amount?.cents)).toEqual([
      total,
    ]);
    expect(await bookedOf(row.time_slot_id)).toBe(bookedBefore - 1);
    expect(await usesOf()).toBe(0);
    const mails = await cancellationMails(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(email);
    expect(mails[0]!.text_body).toContain('überweisen wir auf dein Zahlungsmittel zurück');

    const again = await cancel(client, order.orderNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_CANCELLED' });
    expect(await provider().getRefunds(row.payment_id!)).toHaveLength(1);
    expect(await cancellationMails(order.orderNumber)).toHaveLength(1);
    expect(await bookedOf(row.time_slot_id)).toBe(bookedBefore - 1);

    const detail = customerOrderSchema.parse(
      (await client.get(`/api/customers/orders/${order.orderNumber}`)).json(),
    );
    expect(detail).toMatchObject({
      status: 'CANCELLED',
      cancellableUntil: null,
      addOnUntil: null,
      cancellation,
    });
    const list = customerOrderListSchema.parse((await client.get('/api/customers/orders')).json());
    expect(list.orders.find((listed) => listed.orderNumber === order.orderNumber)?.status).toBe('CANCELLED');
    const tracked = await client.call('POST', '/api/orders/tracking', {
      body: { orderNumber: order.orderNumber, email },
    });
    expect(orderTrackingSchema.parse(tracked.json()).status).toBe('CANCELLED');
    // The payment check finds the shop and the provider agreeing about it.
    const { disagreements } = await checkPayments(db(), provider(), {
      days: 1,
      now: new Date(Date.now() + 120_000),
    });
    expect(disagreements.filter((found) => found.orderNumber === order.orderNumber)).toEqual([]);
  });

  it('refuses after the slot’s cut-off with ORDER_CANCELLATION_CLOSED and gives nothing back', async () => {
    const { client } = await wallet.customer();
    const order = await placedByCard(client);
    const row = await orderRow(order.orderNumber);
    // The order's slot reached its cut-off a minute ago (a copy of it, so other carts keep theirs).
    const closedSlot = `${row.time_slot_id}-closed-${randomUUID().slice(0, 8)}`;
    await db()
      .execute(sql`insert into time_slots (tenant_id, slot_id, distribution_type, appointable_id, starts_at, ends_at, cut_off_at, capacity, booked, fee)
      select tenant_id, ${closedSlot}, distribution_type, appointable_id, starts_at, ends_at, now() - interval '1 minute', capacity, 1, fee
      from time_slots where tenant_id = 'de' and slot_id = ${row.time_slot_id}`);
    await db().execute(sql`update carts set time_slot_id = ${closedSlot} where id = ${row.cart_id}`);

    const refused = await cancel(client, order.orderNumber);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_CANCELLATION_CLOSED',
      details: { cutOffAt: expect.any(String) },
    });
    expect((await orderRow(order.orderNumber)).state).toBe('placed');
    expect(await bookedOf(closedSlot)).toBe(1);
    expect(await provider().getPayment(row.payment_id!)).toMatchObject({ status: 'CAPTURED' });
    expect(await cancellationMails(order.orderNumber)).toEqual([]);
    const detail = customerOrderSchema.parse(
      (await client.get(`/api/customers/orders/${order.orderNumber}`)).json(),
    );
    expect(detail).toMatchObject({ status: 'ORDERED', cancellation: null });
  });

  it('lets nobody else cancel: another customer, another guest and a wrong e-mail get 404; the guest who ordered may, by the browser or the e-mail', async () => {
    const guest = accountClient(current);
    const order = await placedByCard(guest);
    const stranger = (await wallet.customer()).client;
    const otherGuest = accountClient(current);
    for (const [client, body] of [
      [stranger, {}],
      [otherGuest, {}],
      [otherGuest, { email: 'someone.else@example.at' }],
    ] as const) {
      const refused = await cancel(client, order.orderNumber, body);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    expect((await orderRow(order.orderNumber)).state).toBe('placed');
    // Decision 0090: the guest's confirmation links to the guest order page, by the number only.
    const [confirmation] = await rowsOf<{ text_body: string }>(
      db(),
      sql`select text_body from outbox_emails where subject = ${`Deine Bestellung ${order.orderNumber}`}`,
    );
    expect(confirmation!.text_body).toContain(`http://localhost:3999/bestellung/${order.orderNumber}\n`);
    // The tracking lookup tells the guest until when, and what cancelling would give back.
    const track = async () =>
      orderTrackingSchema.parse(
        (
          await otherGuest.call('POST', '/api/orders/tracking', {
            body: { orderNumber: order.orderNumber, email: reachableAddress.email },
          })
        ).json(),
      );
    expect(await track()).toMatchObject({
      cancellableUntil: expect.any(String),
      cancellation: null,
      payment: { authorizedAmount: expect.any(Number), captured: true, giftCardAmount: null },
    });
    const byEmail = await cancel(otherGuest, order.orderNumber, {
      email: reachableAddress.email.toUpperCase(),
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(await track()).toMatchObject({
      status: 'CANCELLED',
      cancellableUntil: null,
      cancellation: orderCancellationSchema.parse(byEmail.json()),
    });
    expect(
      await rowsOf(
        db(),
        sql`select cancelled_by, customer_id from order_cancellations where order_id = ${(await orderRow(order.orderNumber)).id}`,
      ),
    ).toEqual([{ cancelled_by: 'GUEST', customer_id: null }]);

    const second = await placedByCard(guest);
    const byBrowser = await cancel(guest, second.orderNumber);
    expect(byBrowser.statusCode, byBrowser.body).toBe(200);
  });

  it('gives one refund when two cancels race', async () => {
    const { client } = await wallet.customer();
    const order = await placedByCard(client);
    const answers = await Promise.all([cancel(client, order.orderNumber), cancel(client, order.orderNumber)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'ORDER_ALREADY_CANCELLED',
    });
    const { payment_id } = await orderRow(order.orderNumber);
    expect(await provider().getRefunds(payment_id!)).toHaveLength(1);
    expect(await cancellationMails(order.orderNumber)).toHaveLength(1);
  });

  it('credits the gift card’s part back and refunds only the rest at the provider', async () => {
    const { shopper, card, cart } = await wallet.customerWithCart(10_000, [[bed.piece, 4]]);
    const part = Math.floor(cart.priceInfo.total / 2);
    const started = await shopper.client.call('POST', '/api/checkout', {
      body: {
        checkoutId: cart.id,
        paymentMethodKey: 'credit-cards',
        giftCard: { id: card.id, amount: part },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const page = hostedCheckoutAnswerSchema.parse(started.json());
    const back = returnParameters(
      await submitPage(page.redirectUrl.replace(/^https?:\/\/[^/]+/, bed.sandbox.url), {
        action: 'card',
        cardNumber: testCardNumbers.visaSuccess,
      }),
      testReturnUrl,
    );
    const placed = await shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: page.hostedCheckoutId, RETURNMAC: back.get('RETURNMAC') },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placedOrderSchema.parse(placed.json());
    expect(await wallet.balanceOf(card.id)).toBe(10_000 - part);

    const answer = await cancel(shopper.client, orderNumber);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(orderCancellationSchema.parse(answer.json())).toMatchObject({
      outcome: 'REFUNDED',
      giftCardAmount: part,
      providerAmount: cart.priceInfo.total - part,
    });
    expect(await wallet.balanceOf(card.id)).toBe(10_000);
    const { payment_id } = await orderRow(orderNumber);
    expect((await provider().getRefunds(payment_id!)).map((refund) => refund.amount?.cents)).toEqual([
      cart.priceInfo.total - part,
    ]);
  });

  it('cancels an authorisation not captured yet instead of refunding it, and the status check never captures it', async () => {
    const { client } = await wallet.customer();
    await ready.readyGuest([[bed.piece, 1]], client);
    const paid = await payOnHostedPage(client, bed.sandbox, testCardNumbers.visaSuccess);
    const order = await placeOrderWithoutCapture(bed.testApp, paid.cart.id, paid.hostedCheckoutId);
    const answer = await cancel(client, order.orderNumber);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(orderCancellationSchema.parse(answer.json())).toMatchObject({ outcome: 'CANCELLED' });
    expect(await provider().getPayment(order.paymentId!)).toMatchObject({ status: 'CANCELLED' });
    expect(await provider().getRefunds(order.paymentId!)).toEqual([]);
    await runStatusCheck(bed.testApp, new Date(Date.now() + 5 * 60_000));
    expect((await orderRow(order.orderNumber)).captured_at).toBeNull();
    expect(await provider().getPayment(order.paymentId!)).toMatchObject({ status: 'CANCELLED' });
  });

  it('reverses the joe points the order earned and revokes the delivery pass bought with it, once', async () => {
    const { client, email } = await wallet.customer();
    const cardNumber = ean13(`2956${String(randomInt(1e8)).padStart(8, '0')}`);
    await db().execute(sql`
      insert into loyalty_cards (tenant_id, card_number, member_id, customer_id, pools)
      select 'de', ${cardNumber}, ${String(randomInt(1e9))}, id,
        '[{"poolId":"joe-points","tags":["points"],"value":0}]'::jsonb
      from customers where tenant_id = 'de' and email = ${email}`);
    // Nine of them earn points beyond a new customer's welcome voucher.
    const piece = (await ready.orderableProducts()).pieces.find(
      (product) => product.price.regular >= 300 && product.maxQuantity >= 9,
    )!;
    await ready.readyGuest([[piece, 9]], client);
    const pass = await client.call('PUT', '/api/carts/delivery-pass', { body: { offerId: '3-months' } });
    expect(pass.statusCode, pass.body).toBe(200);
    const cart = cartSchema.parse((await client.call('POST', '/api/carts/finalize', { body: {} })).json());
    const placed = await client.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placedOrderSchema.parse(placed.json());
    const bookings = () =>
      rowsOf<{ kind: string; points: number }>(
        db(),
        sql`select kind, points from loyalty_point_bookings where order_number = ${orderNumber} order by kind`,
      );
    const passes = () =>
      rowsOf<{ revoked_at: string | null }>(
        db(),
        sql`select p.revoked_at from delivery_passes p join orders o on o.id = p.order_id
          where o.order_number = ${orderNumber}`,
      );
    const [earned] = await bookings();
    expect(earned).toMatchObject({ kind: 'EARNED' });
    expect(earned!.points).toBeGreaterThan(0);
    expect(await passes()).toEqual([{ revoked_at: null }]);
    const passStatus = async () =>
      customerDeliveryPassSchema.parse((await client.get('/api/customers/delivery-pass')).json()).status;
    expect(await passStatus()).toBe('ACTIVE');

    const [first, second] = await Promise.all([cancel(client, orderNumber), cancel(client, orderNumber)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await bookings()).toEqual([
      { kind: 'EARNED', points: earned!.points },
      { kind: 'REVERSED', points: -earned!.points },
    ]);
    const [revoked] = await passes();
    expect(revoked!.revoked_at).not.toBeNull();
    expect(await passStatus()).not.toBe('ACTIVE');
  });

  it('asks no provider for an order paid at the door, and the e-mail says nothing is owed', async () => {
    const { client } = await wallet.customer();
    await ready.readyGuest([[bed.piece, 1]], client);
    const cart = cartSchema.parse((await client.call('POST', '/api/carts/finalize', { body: {} })).json());
    const placed = await client.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placedOrderSchema.parse(placed.json());
    const answer = await cancel(client, orderNumber);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(orderCancellationSchema.parse(answer.json())).toMatchObject({
      outcome: 'NONE',
      providerAmount: null,
    });
    const mails = await cancellationMails(orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('musst auch nichts bezahlen');
  });
});
