import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cartSchema, type Cart } from '../../backend/src/schemas/cart.js';
import {
  checkoutAnswerSchema,
  hostedCheckoutAnswerSchema,
  placedOrderSchema,
} from '../../backend/src/schemas/checkout.js';
import { walletSchema } from '../../backend/src/schemas/wallet.js';
import { checkPendingPayments } from '../../backend/src/checkout/payment-status-check.js';
import { creditGiftCardsOfOrder, debitGiftCard } from '../../backend/src/wallet/gift-card-ledger.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { drivers, rowsOf } from './support/test-database.js';
import { walletTestBed } from './support/wallet-test-bed.js';

const returnUrl = 'http://localhost:3999/kasse/zahlung';

describe.each(drivers)('paying with a gift card on %s', (driver) => {
  const { bed, wallet, ready } = walletTestBed(driver);
  type Shopper = Awaited<ReturnType<typeof wallet.customer>>;

  /** A customer with `balance` on a linked card and a finalized cart of four pieces. */
  const customerWithCart = (balance: number) => wallet.customerWithCart(balance, [[bed.piece, 4]]);

  const pay = (shopper: Shopper, cart: Cart, body: Record<string, unknown>) =>
    shopper.client.call('POST', '/api/checkout', { body: { checkoutId: cart.id, ...body } });

  async function walletOf(shopper: Shopper) {
    return walletSchema.parse((await shopper.client.get('/api/customers/digital-wallet')).json());
  }

  const { balanceOf, debitsOf } = wallet;
  const orderOf = async (cartId: string) =>
    (
      await rowsOf<{
        id: string;
        total: number;
        authorized_amount: number | null;
        payment: Record<string, unknown>;
      }>(
        bed.testApp.database.db,
        sql`select id, total, authorized_amount, payment from orders where cart_id = ${cartId}`,
      )
    )[0];

  /** Opens the page for the rest and does `fields` on it; answers the return's parameters. */
  async function onPage(redirectUrl: string, fields: Record<string, string>) {
    const page = redirectUrl.replace(/^https?:\/\/[^/]+/, bed.sandbox.url);
    const back = returnParameters(await submitPage(page, fields), returnUrl);
    return back.get('RETURNMAC')!;
  }

  it('places the order without the hosted page, exactly once, when the gift card pays it all', async () => {
    const { shopper, card, cart } = await customerWithCart(100_000);
    const total = cart.priceInfo.total;
    const body = { paymentMethodKey: 'gift-card', giftCard: { id: card.id, amount: total } };
    const answers = await Promise.all([pay(shopper, cart, body), pay(shopper, cart, body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const placed = answers.map((answer) => checkoutAnswerSchema.parse(answer.json()));
    expect(placed[0]).toMatchObject({ next: 'confirmation', total, authorizedAmount: null });
    expect(placed[1]).toEqual(placed[0]);
    expect(await balanceOf(card.id)).toBe(100_000 - total);
    expect(await debitsOf(cart.id)).toEqual([{ state: 'SPENT', amount: total, hosted_checkout_id: null }]);
    const order = await orderOf(cart.id);
    expect(order?.payment).toMatchObject({
      methodKey: 'gift-card',
      brandName: 'GIFTCARD',
      methodType: 'WALLET',
      giftCard: { giftCardId: card.id, amount: total },
    });
    expect((await walletOf(shopper)).balance).toBe(100_000 - total);
  });

  it('pays half with the gift card and the rest on the hosted page; the provider captures only the rest', async () => {
    const captures = vi.spyOn(bed.testApp.app.paymentProvider, 'capturePayment');
    const { shopper, card, cart } = await customerWithCart(10_000);
    const half = Math.floor(cart.priceInfo.total / 2);
    const started = await pay(shopper, cart, {
      paymentMethodKey: 'credit-cards',
      giftCard: { id: card.id, amount: half },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    const attempt = await rowsOf<{ amount: number }>(
      bed.testApp.database.db,
      sql`select amount from payment_attempts where hosted_checkout_id = ${hostedCheckoutId}`,
    );
    expect(attempt).toEqual([{ amount: cart.priceInfo.totalWithSurcharge - half }]);
    expect(await balanceOf(card.id)).toBe(10_000 - half);
    expect(await debitsOf(cart.id)).toEqual([
      { state: 'HELD', amount: half, hosted_checkout_id: hostedCheckoutId },
    ]);

    const mac = await onPage(redirectUrl, { action: 'card', cardNumber: testCardNumbers.visaSuccess });
    const back = await shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: mac },
    });
    expect(back.statusCode, back.body).toBe(200);
    const placed = placedOrderSchema.parse(back.json());
    expect(placed.total).toBe(cart.priceInfo.total);
    expect(await debitsOf(cart.id)).toEqual([
      { state: 'SPENT', amount: half, hosted_checkout_id: hostedCheckoutId },
    ]);
    const order = await orderOf(cart.id);
    expect(order).toMatchObject({
      authorized_amount: cart.priceInfo.totalWithSurcharge,
      payment: { methodKey: 'credit-cards', giftCard: { giftCardId: card.id, amount: half } },
    });
    expect(captures.mock.calls.map(([, amount]) => amount)).toContain(cart.priceInfo.total - half);
    expect(await balanceOf(card.id)).toBe(10_000 - half);
    captures.mockRestore();
  });

  it('releases the gift card part when the rest is declined, cancelled, or left for a newer page', async () => {
    const { shopper, card, cart } = await customerWithCart(10_000);
    const half = Math.floor(cart.priceInfo.total / 2);
    const body = { paymentMethodKey: 'credit-cards', giftCard: { id: card.id, amount: half } };

    const declined = hostedCheckoutAnswerSchema.parse((await pay(shopper, cart, body)).json());
    const mac = await onPage(declined.redirectUrl, { action: 'card', cardNumber: testCardNumbers.declined });
    const refused = await shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: declined.hostedCheckoutId, RETURNMAC: mac },
    });
    expect(refused.statusCode).toBe(409);
    expect(await balanceOf(card.id)).toBe(10_000);

    const cancelled = hostedCheckoutAnswerSchema.parse((await pay(shopper, cart, body)).json());
    expect(await balanceOf(card.id)).toBe(10_000 - half);
    const cancelMac = await onPage(cancelled.redirectUrl, { action: 'cancel' });
    await shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: cancelled.hostedCheckoutId, RETURNMAC: cancelMac },
    });
    expect(await balanceOf(card.id)).toBe(10_000);

    // Two pages opened one after the other: only the newer one holds the part.
    const older = hostedCheckoutAnswerSchema.parse((await pay(shopper, cart, body)).json());
    const newer = hostedCheckoutAnswerSchema.parse((await pay(shopper, cart, body)).json());
    expect(await balanceOf(card.id)).toBe(10_000 - half);
    expect((await debitsOf(cart.id)).filter(({ state }) => state === 'HELD')).toEqual([
      { state: 'HELD', amount: half, hosted_checkout_id: newer.hostedCheckoutId },
    ]);
    // The older page paid after all: no order, the payment is given back, the card keeps one debit.
    const olderMac = await onPage(older.redirectUrl, {
      action: 'card',
      cardNumber: testCardNumbers.visaSuccess,
    });
    const late = await shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: older.hostedCheckoutId, RETURNMAC: olderMac },
    });
    expect(late.statusCode).toBe(404);
    expect(await balanceOf(card.id)).toBe(10_000 - half);

    // The shopper opens the cart again and leaves: the status check (or reading the wallet) gives it back.
    expect((await shopper.client.call('POST', '/api/carts/reset', { body: {} })).statusCode).toBe(200);
    const app = bed.testApp.app;
    await checkPendingPayments({
      db: app.db,
      transaction: (work) => app.db.transaction(work),
      provider: app.paymentProvider,
      log: app.log,
      emailSender: app.emailSender,
    });
    expect(await balanceOf(card.id)).toBe(10_000);
    expect((await walletOf(shopper)).balance).toBe(10_000);
    expect((await debitsOf(cart.id)).every(({ state }) => state === 'RELEASED')).toBe(true);
  });

  it('answers 260, 261 and 264 when the card cannot pay, and 1005 for a key used for another payment', async () => {
    const { shopper, card, cart } = await customerWithCart(300);
    const total = cart.priceInfo.total;
    const expect409 = async (body: Record<string, unknown>, status: number, code: string) => {
      const answer = await pay(shopper, cart, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ code });
    };
    await expect409({ paymentMethodKey: 'credit-cards', giftCard: { id: card.id, amount: 301 } }, 409, '261');
    await expect409({ paymentMethodKey: 'gift-card', giftCard: { id: card.id, amount: total } }, 409, '261');
    await expect409(
      { paymentMethodKey: 'credit-cards', giftCard: { id: card.id, amount: total + 1 } },
      400,
      '260',
    );
    await expect409({ paymentMethodKey: 'gift-card', giftCard: { id: card.id, amount: 100 } }, 400, '260');
    await expect409({ paymentMethodKey: 'gift-card' }, 400, '260');
    await bed.testApp.database.db.execute(
      sql`update gift_cards set expires_at = now() - interval '1 day' where id = ${card.id}`,
    );
    await expect409({ paymentMethodKey: 'credit-cards', giftCard: { id: card.id, amount: 100 } }, 400, '260');
    await bed.testApp.database.db.execute(
      sql`update gift_cards set expires_at = now() + interval '1 day' where id = ${card.id}`,
    );

    // Another customer's card, an unknown one, and one removed from the wallet: 264.
    const other = await customerWithCart(10_000);
    await expect409(
      { paymentMethodKey: 'credit-cards', giftCard: { id: other.card.id, amount: 100 } },
      409,
      '264',
    );
    await expect409(
      { paymentMethodKey: 'credit-cards', giftCard: { id: randomUUID(), amount: 100 } },
      409,
      '264',
    );
    await expect409(
      { paymentMethodKey: 'credit-cards', giftCard: { id: 'no-card', amount: 100 } },
      409,
      '264',
    );
    await shopper.client.call('DELETE', `/api/customers/digital-wallet/gift-card/${card.id}`);
    await expect409({ paymentMethodKey: 'credit-cards', giftCard: { id: card.id, amount: 100 } }, 409, '264');
    expect(await balanceOf(other.card.id)).toBe(10_000);
    expect(await balanceOf(card.id)).toBe(300);

    // A guest has no wallet.
    const guest = await ready.readyGuest([[bed.piece, 1]]);
    const guestCart = cartSchema.parse(
      (await guest.call('POST', '/api/carts/finalize', { body: {} })).json(),
    );
    const guestAnswer = await guest.call('POST', '/api/checkout', {
      body: {
        checkoutId: guestCart.id,
        paymentMethodKey: 'credit-cards',
        giftCard: { id: other.card.id, amount: 100 },
      },
    });
    expect(guestAnswer.json()).toMatchObject({ code: '264' });

    // The same key twice is one debit; with another amount it is 1005.
    const key = { transactionKey: 'form-7f3a9c2e' };
    const first = await pay(other.shopper, other.cart, {
      paymentMethodKey: 'credit-cards',
      giftCard: { id: other.card.id, amount: 200, ...key },
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(other.shopper, other.cart, {
      paymentMethodKey: 'credit-cards',
      giftCard: { id: other.card.id, amount: 200, ...key },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await balanceOf(other.card.id)).toBe(10_000 - 200);
    const conflict = await pay(other.shopper, other.cart, {
      paymentMethodKey: 'credit-cards',
      giftCard: { id: other.card.id, amount: 300, ...key },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: '1005' });
    expect(await balanceOf(other.card.id)).toBe(10_000 - 200);
  });

  it('never spends a balance twice: two checkouts at once on one card, 20 rounds', async () => {
    const { shopper, card, cart } = await customerWithCart(1);
    const customerId = (
      await rowsOf<{ customer_id: string }>(
        bed.testApp.database.db,
        sql`select customer_id from gift_cards where id = ${card.id}`,
      )
    )[0]!.customer_id;
    const db = bed.testApp.database.db;
    for (let round = 0; round < 20; round += 1) {
      await db.execute(sql`update gift_cards set balance = 1500 where id = ${card.id}`);
      const debit = (key: string) =>
        db.transaction((tx) =>
          debitGiftCard(tx, {
            tenantId: 'de',
            customerId,
            giftCardId: card.id,
            amount: 1000,
            transactionKey: `race:${round}:${key}`,
            cartId: randomUUID(),
            hostedCheckoutId: null,
          }),
        );
      const outcomes = await Promise.allSettled([debit('a'), debit('b')]);
      expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: '261' });
      expect(await balanceOf(card.id)).toBe(500);
    }
    // Through the API: two pages opened at once for the same cart hold the part once.
    const half = Math.floor(cart.priceInfo.total / 2);
    await db.execute(sql`update gift_cards set balance = ${half + 1} where id = ${card.id}`);
    for (let round = 0; round < 20; round += 1) {
      const body = { paymentMethodKey: 'credit-cards', giftCard: { id: card.id, amount: half } };
      const answers = await Promise.all([pay(shopper, cart, body), pay(shopper, cart, body)]);
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
      const balance = await balanceOf(card.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(1);
      expect((await debitsOf(cart.id)).filter(({ state }) => state === 'HELD')).toHaveLength(1);
    }
  });

  it('credits the card back once when the order is cancelled or refunded', async () => {
    const { shopper, card, cart } = await customerWithCart(100_000);
    const total = cart.priceInfo.total;
    await pay(shopper, cart, { paymentMethodKey: 'gift-card', giftCard: { id: card.id, amount: total } });
    const db = bed.testApp.database.db;
    const credits = await Promise.all([
      creditGiftCardsOfOrder(db, cart.id),
      creditGiftCardsOfOrder(db, cart.id),
    ]);
    expect(credits.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await balanceOf(card.id)).toBe(100_000);
    expect(await debitsOf(cart.id)).toEqual([{ state: 'CREDITED', amount: total, hosted_checkout_id: null }]);
  });
});
