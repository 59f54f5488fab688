import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import type { Cart } from '../../backend/src/schemas/cart.js';
import {
  checkoutAnswerSchema,
  hostedCheckoutAnswerSchema,
  placedOrderSchema,
} from '../../backend/src/schemas/checkout.js';
import { savedPaymentMethodListSchema } from '../../backend/src/schemas/payment-methods.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { testReturnUrl } from './support/hosted-payment.js';
import { savedCard } from './support/saved-cards.js';
import { runStatusCheck } from './support/sandbox-app.js';
import { drivers, rowsOf } from './support/test-database.js';
import { walletTestBed } from './support/wallet-test-bed.js';

// Issue 34, decision 0079: a gift card pays part of the basket and a saved card the rest in one
// step; the gift card's part is held with the stored token payment and spent or released with it.

describe.each(drivers)('a gift card with the rest paid by a saved card on %s', (driver) => {
  const { bed, wallet } = walletTestBed(driver);
  type Shopper = Awaited<ReturnType<typeof wallet.customer>>;

  /** A customer with a saved card of `cardNumber`, `balance` on a gift card and a finalized cart. */
  async function shopperWithCards(balance: number, cardNumber: string) {
    const { shopper, card, cart } = await wallet.customerWithCart(balance, [[bed.piece, 4]]);
    const methodId = await savedCard(shopper.client, bed.sandbox.url, cardNumber);
    return { shopper, card, cart, methodId };
  }

  const payBody = (cart: Cart, methodId: string, giftCard: { id: string; amount: number }) => ({
    checkoutId: cart.id,
    paymentMethodKey: 'credit-cards',
    savedPaymentMethodId: methodId,
    giftCard,
  });
  const pay = (shopper: Shopper, body: Record<string, unknown>) =>
    shopper.client.call('POST', '/api/checkout', { body });

  const { balanceOf, debitsOf } = wallet;
  const orderOf = async (cartId: string) =>
    (
      await rowsOf<{ order_number: string; payment_id: string; payment: Record<string, unknown> }>(
        bed.testApp.database.db,
        sql`select order_number, payment_id, payment from orders where cart_id = ${cartId}`,
      )
    )[0];
  const statusCheck = (now: Date) => runStatusCheck(bed.testApp, now);
  const later = (ms: number) => new Date(Date.now() + ms);
  const pageOf = (redirectUrl: string) => redirectUrl.replace(/^https?:\/\/[^/]+/, bed.sandbox.url);

  it('places the order in one step, the provider paid the rest, the gift card spent once, check:payments clean', async () => {
    const { shopper, card, cart, methodId } = await shopperWithCards(10_000, testCardNumbers.visaSuccess);
    const half = Math.floor(cart.priceInfo.total / 2);
    const body = payBody(cart, methodId, { id: card.id, amount: half });
    // A double press pays once.
    const answers = await Promise.all([pay(shopper, body), pay(shopper, body)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const placed = answers.map((answer) => checkoutAnswerSchema.parse(answer.json()));
    const order = await orderOf(cart.id);
    for (const answer of placed)
      expect(answer).toMatchObject({
        next: 'confirmation',
        total: cart.priceInfo.total,
        orderNumber: order!.order_number,
      });

    const rest = cart.priceInfo.totalWithSurcharge - half;
    const payment = await bed.testApp.app.paymentProvider.getPayment(order!.payment_id);
    expect(payment.amount?.cents).toBe(rest);
    expect(order?.payment).toMatchObject({
      methodKey: 'credit-cards',
      giftCard: { giftCardId: card.id, amount: half },
    });
    expect(await debitsOf(cart.id)).toEqual([
      { state: 'SPENT', amount: half, hosted_checkout_id: `payment:${order!.payment_id}` },
    ]);
    expect(await balanceOf(card.id)).toBe(10_000 - half);
    const { disagreements } = await checkPayments(bed.testApp.database.db, bed.testApp.app.paymentProvider, {
      days: 1,
      now: later(2 * 60_000),
    });
    expect(
      disagreements.filter(
        (found) => found.orderNumber === order!.order_number || found.paymentId === order!.payment_id,
      ),
    ).toEqual([]);
  });

  it('releases the held part when the issuer declines the 3-D Secure step, and when the page is abandoned (status check)', async () => {
    const declined = await shopperWithCards(10_000, testCardNumbers.challenge);
    const part = Math.floor(declined.cart.priceInfo.total / 3);
    const started = await pay(
      declined.shopper,
      payBody(declined.cart, declined.methodId, { id: declined.card.id, amount: part }),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    expect(hostedCheckoutId).toMatch(/^payment:/);
    expect(await debitsOf(declined.cart.id)).toEqual([
      { state: 'HELD', amount: part, hosted_checkout_id: hostedCheckoutId },
    ]);
    expect(await balanceOf(declined.card.id)).toBe(10_000 - part);
    const back = returnParameters(await submitPage(pageOf(redirectUrl), { action: 'fail' }), testReturnUrl);
    const returned = await declined.shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: back.get('RETURNMAC') },
    });
    expect(returned.statusCode, returned.body).toBe(409);
    expect(returned.json()).toMatchObject({ code: 'PAYMENT_NOT_AUTHORIZED' });
    expect(await debitsOf(declined.cart.id)).toEqual([
      { state: 'RELEASED', amount: part, hosted_checkout_id: hostedCheckoutId },
    ]);
    expect(await balanceOf(declined.card.id)).toBe(10_000);

    const abandoned = await shopperWithCards(10_000, testCardNumbers.challenge);
    const left = await pay(
      abandoned.shopper,
      payBody(abandoned.cart, abandoned.methodId, { id: abandoned.card.id, amount: part }),
    );
    expect(left.statusCode, left.body).toBe(200);
    expect(await balanceOf(abandoned.card.id)).toBe(10_000 - part);
    // Still on the issuer's page a minute on: held. Past the page's lifetime: released.
    await statusCheck(later(2 * 60_000));
    expect(await balanceOf(abandoned.card.id)).toBe(10_000 - part);
    await statusCheck(later(4 * 60 * 60_000));
    expect((await debitsOf(abandoned.cart.id)).map(({ state }) => state)).toEqual(['RELEASED']);
    expect(await balanceOf(abandoned.card.id)).toBe(10_000);
  });

  it('places the order by the 3-D Secure return, spending the held part', async () => {
    const { shopper, card, cart, methodId } = await shopperWithCards(10_000, testCardNumbers.challenge);
    const part = Math.floor(cart.priceInfo.total / 3);
    const started = await pay(shopper, payBody(cart, methodId, { id: card.id, amount: part }));
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    const back = returnParameters(
      await submitPage(pageOf(redirectUrl), { action: 'confirm' }),
      testReturnUrl,
    );
    const returned = await shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: back.get('RETURNMAC') },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(placedOrderSchema.parse(returned.json()).cartId).toBe(cart.id);
    expect(await debitsOf(cart.id)).toEqual([
      { state: 'SPENT', amount: part, hosted_checkout_id: hostedCheckoutId },
    ]);
  });

  it('replays a lost answer with its gift card part (held and spent once), and holds nothing when the cart moved on', async () => {
    const provider = bed.testApp.app.paymentProvider;
    const loseNextAnswer = () => {
      const real = provider.createTokenPayment.bind(provider);
      return vi.spyOn(provider, 'createTokenPayment').mockImplementationOnce(async (request) => {
        await real(request);
        throw new Error('socket hang up');
      });
    };
    const replayed = await shopperWithCards(10_000, testCardNumbers.visaSuccess);
    let lost = loseNextAnswer();
    const first = await pay(
      replayed.shopper,
      payBody(replayed.cart, replayed.methodId, { id: replayed.card.id, amount: 100 }),
    );
    lost.mockRestore();
    expect(first.statusCode).toBe(500);
    expect(await debitsOf(replayed.cart.id)).toEqual([]);
    await statusCheck(later(2 * 60_000));
    const order = await orderOf(replayed.cart.id);
    expect(order?.payment).toMatchObject({ giftCard: { giftCardId: replayed.card.id, amount: 100 } });
    expect(await debitsOf(replayed.cart.id)).toEqual([
      { state: 'SPENT', amount: 100, hosted_checkout_id: `payment:${order!.payment_id}` },
    ]);
    expect(await balanceOf(replayed.card.id)).toBe(10_000 - 100);

    const movedOn = await shopperWithCards(10_000, testCardNumbers.visaSuccess);
    lost = loseNextAnswer();
    await pay(movedOn.shopper, payBody(movedOn.cart, movedOn.methodId, { id: movedOn.card.id, amount: 100 }));
    lost.mockRestore();
    expect((await movedOn.shopper.client.call('POST', '/api/carts/reset', { body: {} })).statusCode).toBe(
      200,
    );
    await statusCheck(later(2 * 60_000));
    expect(await orderOf(movedOn.cart.id)).toBeUndefined();
    expect(await debitsOf(movedOn.cart.id)).toEqual([]);
    expect(await balanceOf(movedOn.card.id)).toBe(10_000);
  });

  it('keeps the card that pays the rest on the hosted page when asked, and answers 400 for what a gift card cannot go with', async () => {
    const { shopper, card, cart } = await wallet.customerWithCart(10_000, [[bed.piece, 4]]);
    const part = Math.floor(cart.priceInfo.total / 2);
    const refusals = [
      // The gift card pays it all: nothing is left for a saved card or to save.
      [{ paymentMethodKey: 'gift-card', savedPaymentMethodId: card.id }, '260', 'savedPaymentMethodId'],
      [
        { paymentMethodKey: 'gift-card', savePaymentMethod: true },
        'PAYMENT_METHOD_NOT_SAVABLE',
        'savePaymentMethod',
      ],
      [
        { paymentMethodKey: 'credit-cards', savedPaymentMethodId: card.id, savePaymentMethod: true },
        'PAYMENT_METHOD_NOT_SAVABLE',
        'savePaymentMethod',
      ],
    ] as const;
    for (const [fields, code, field] of refusals) {
      const refused = await pay(shopper, {
        checkoutId: cart.id,
        giftCard: {
          id: card.id,
          amount: fields.paymentMethodKey === 'credit-cards' ? part : cart.priceInfo.total,
        },
        ...fields,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code, details: { field } });
    }
    expect(await debitsOf(cart.id)).toEqual([]);

    const started = await pay(shopper, {
      checkoutId: cart.id,
      paymentMethodKey: 'credit-cards',
      giftCard: { id: card.id, amount: part },
      savePaymentMethod: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    const back = returnParameters(
      await submitPage(pageOf(redirectUrl), { action: 'card', cardNumber: testCardNumbers.visaSuccess }),
      testReturnUrl,
    );
    const returned = await shopper.client.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: back.get('RETURNMAC') },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const methods = savedPaymentMethodListSchema.parse(
      (await shopper.client.get('/api/customers/payment-methods')).json(),
    );
    expect(methods.activeMethods).toHaveLength(1);
    expect(await debitsOf(cart.id)).toEqual([
      { state: 'SPENT', amount: part, hosted_checkout_id: hostedCheckoutId },
    ]);
  });

  it('never spends a balance twice: two saved-card checkouts at once on one gift card, 10 rounds', async () => {
    for (let round = 0; round < 10; round += 1) {
      const one = await shopperWithCards(150, testCardNumbers.visaSuccess);
      // A gift card is in one customer's wallet and a customer has one cart: two presses at once
      // with different splits are two payments of the rest competing for the same card.
      const bodies = ['a', 'b'].map((key) =>
        payBody(one.cart, one.methodId, { id: one.card.id, amount: 100 + (key === 'a' ? 0 : 1) }),
      );
      const answers = await Promise.all(bodies.map((body) => pay(one.shopper, body)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toContain(200);
      const balance = await balanceOf(one.card.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      const spent = (await debitsOf(one.cart.id)).filter(({ state }) => state === 'SPENT');
      expect(spent).toHaveLength(1);
      expect(balance).toBe(150 - spent[0]!.amount);
    }
  });
});
