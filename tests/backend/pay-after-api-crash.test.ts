import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import { hostedCheckoutAnswerSchema, placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { callApiProcess } from './support/api-process.js';
import { testReturnUrl } from './support/hosted-payment.js';
import { killedApiBed } from './support/killed-api-bed.js';
import { readyCarts } from './support/ready-cart.js';
import { rowsOf } from './support/test-database.js';

// Decision 0111, the pay form's one call: the cart is frozen and committed, then the provider is
// asked for a hosted page, then the shop stores it. A real API process is killed with SIGKILL
// while a proxy holds that provider call, once unsent and once with the page opened and its
// answer lost. Started again, each shopper's next pay call freezes the cart anew and its page
// places one order; the payment check must find the shop and the provider agreeing.
// PostgreSQL only: two processes share the database, which PGlite (one process) cannot.

describe('the pay form’s freeze and pay after a killed API', () => {
  const { bed, current, db, provider, startApi, held, disagreementsAbout } = killedApiBed();

  const cartRowOf = async (cartId: string) =>
    (
      await rowsOf<{
        status: string;
        /** Milliseconds since the epoch: the raw query answers a timestamp as text. */
        frozen_ms: number | null;
        amount_to_pay: number | null;
        payment_hosted_checkout_id: string | null;
      }>(
        db(),
        sql`select status, (extract(epoch from finalized_at) * 1000)::float8 as frozen_ms, amount_to_pay, payment_hosted_checkout_id from carts where id = ${cartId}`,
      )
    )[0]!;
  const attemptsOf = (cartId: string) =>
    rowsOf<{ hosted_checkout_id: string }>(
      db(),
      sql`select hosted_checkout_id from payment_attempts where cart_id = ${cartId}`,
    );
  const ordersOf = (cartId: string) =>
    rowsOf<{
      order_number: string;
      payment_id: string;
      hosted_checkout_id: string;
      captured_at: Date | null;
    }>(
      db(),
      sql`select order_number, payment_id, payment->>'hostedCheckoutId' as hosted_checkout_id, captured_at
        from orders where cart_id = ${cartId}`,
    );
  const pagePath = (redirectUrl: string) => redirectUrl.replace(/^https?:\/\/[^/]+/, bed.sandbox.url);

  type Shopper = Awaited<ReturnType<ReturnType<typeof readyCarts>['readyGuest']>>;
  type Paying = { shopper: Shopper; cartId: string; frozenMs: number };
  const payNow = ({ shopper }: Paying) =>
    callApiProcess(bed.api.url, shopper.cookies, 'POST', '/api/checkout', {
      finalize: true,
      paymentMethodKey: 'credit-cards',
      paymentInitiator: 'REDIRECT',
    });

  // One API process dies in the middle of both writes at once, and one restart finishes them.
  const neverAsked = {} as Paying;
  const answerLost = {} as Paying & { orphanHostedCheckoutId: string };
  const paidAgain = new Map<Paying, { hostedCheckoutId: string; orderNumber: string }>();

  it('dies while the provider is asked for the page, once unsent and once opened with its answer lost: both carts stay frozen, nothing stored', async () => {
    for (const paying of [neverAsked, answerLost]) {
      const shopper = await readyCarts(current).readyGuest([[bed.piece, 2]]);
      paying.shopper = shopper;
      paying.cartId = cartSchema.parse((await shopper.get('/api/carts')).json()).id;
    }

    await startApi();
    // Both calls are killed well within the provider call's 15 seconds, after which the API
    // would give up and open the cart again itself.
    // 1: the request for the hosted page never leaves.
    await held(
      (method, path) => method === 'POST' && path.endsWith('/hostedcheckouts'),
      'hold-request',
      () => payNow(neverAsked),
    );
    expect(bed.proxy.held.at(-1)?.holding).toBe('hold-request');
    expect(bed.proxy.held.at(-1)?.answer).toBeUndefined();
    // 2: the provider opens the page; its answer never comes back.
    const opened = (await held(
      (method, path) => method === 'POST' && path.endsWith('/hostedcheckouts'),
      'hold-answer',
      () => payNow(answerLost),
    )) as { hostedCheckoutId: string; merchantReference: string };
    expect(opened.merchantReference).toBe(answerLost.cartId);
    answerLost.orphanHostedCheckoutId = opened.hostedCheckoutId;
    await bed.api.kill();

    // The freeze was committed before the provider was asked: both carts finalized, nothing more.
    for (const paying of [neverAsked, answerLost]) {
      const cart = await cartRowOf(paying.cartId);
      expect(cart).toMatchObject({ status: 'FINALIZED', payment_hosted_checkout_id: null });
      expect(cart.amount_to_pay).toBeGreaterThan(0);
      expect(cart.frozen_ms).toBeGreaterThan(0);
      paying.frozenMs = cart.frozen_ms!;
      expect(await attemptsOf(paying.cartId)).toEqual([]);
      expect(await ordersOf(paying.cartId)).toEqual([]);
    }
    // 2: the provider holds a page the shop does not know, nobody paid on it.
    const orphan = await provider().getHostedCheckout(answerLost.orphanHostedCheckoutId);
    expect(orphan).toMatchObject({ status: 'IN_PROGRESS', payment: null });
    expect(
      await rowsOf(
        db(),
        sql`select 1 from payment_attempts where hosted_checkout_id = ${answerLost.orphanHostedCheckoutId}`,
      ),
    ).toEqual([]);
  }, 120_000);

  it('restarted, each shopper’s next pay call freezes the cart anew and its paid page places one order', async () => {
    await startApi(1);
    // The judge holds the shop's records against the provider's: neither crash left the shop a
    // record of a page, so the orphan page is safe only because nobody was ever sent to it.
    expect(
      await disagreementsAbout(neverAsked.cartId, answerLost.cartId, answerLost.orphanHostedCheckoutId),
    ).toEqual([]);
    for (const paying of [neverAsked, answerLost]) {
      const answer = await payNow(paying);
      expect(answer.status).toBe(200);
      const page = hostedCheckoutAnswerSchema.parse(await answer.json());
      expect(page.hostedCheckoutId).not.toBe(answerLost.orphanHostedCheckoutId);
      const cart = await cartRowOf(paying.cartId);
      expect(cart).toMatchObject({ status: 'FINALIZED', payment_hosted_checkout_id: page.hostedCheckoutId });
      expect(cart.frozen_ms).toBeGreaterThan(paying.frozenMs);
      expect(await attemptsOf(paying.cartId)).toEqual([{ hosted_checkout_id: page.hostedCheckoutId }]);

      const back = returnParameters(
        await submitPage(pagePath(page.redirectUrl), {
          action: 'card',
          cardNumber: testCardNumbers.visaSuccess,
        }),
        testReturnUrl,
      );
      expect(back.get('hostedCheckoutId')).toBe(page.hostedCheckoutId);
      const returned = await callApiProcess(
        bed.api.url,
        paying.shopper.cookies,
        'POST',
        '/api/checkout/return',
        {
          hostedCheckoutId: page.hostedCheckoutId,
          RETURNMAC: back.get('RETURNMAC'),
        },
      );
      expect(returned.status).toBe(200);
      const { orderNumber, cartId } = placedOrderSchema.parse(await returned.json());
      expect(cartId).toBe(paying.cartId);
      paidAgain.set(paying, { hostedCheckoutId: page.hostedCheckoutId, orderNumber });
    }
    await bed.api.kill();
  }, 120_000);

  /** The cart has exactly one order, placed for the page it was paid by after the restart, and captured. */
  async function expectOneCapturedOrder(cart: Parameters<typeof paidAgain.get>[0]) {
    const paid = paidAgain.get(cart)!;
    const orders = await ordersOf(cart.cartId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      order_number: paid.orderNumber,
      hosted_checkout_id: paid.hostedCheckoutId,
    });
    expect(orders[0]!.captured_at).toBeTruthy();
    expect((await provider().getPayment(orders[0]!.payment_id)).status).toBe('CAPTURED');
    return paid;
  }

  it('1: the cart whose page was never asked for is ordered once, paid by its new page', async () => {
    const { hostedCheckoutId, orderNumber } = await expectOneCapturedOrder(neverAsked);
    expect(await disagreementsAbout(neverAsked.cartId, hostedCheckoutId, orderNumber)).toEqual([]);
  });

  it('2: the page opened but never stored stays unpaid and placed nothing; the new page’s order is the one', async () => {
    const { orphanHostedCheckoutId } = answerLost;
    const { hostedCheckoutId, orderNumber } = await expectOneCapturedOrder(answerLost);
    expect(await provider().getHostedCheckout(orphanHostedCheckoutId)).toMatchObject({
      status: 'IN_PROGRESS',
      payment: null,
    });
    expect(
      await rowsOf(
        db(),
        sql`select 1 from orders where payment->>'hostedCheckoutId' = ${orphanHostedCheckoutId}`,
      ),
    ).toEqual([]);
    expect(
      await disagreementsAbout(answerLost.cartId, hostedCheckoutId, orderNumber, orphanHostedCheckoutId),
    ).toEqual([]);
  });
});
