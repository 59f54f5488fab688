import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import { hostedCheckoutAnswerSchema } from '../../backend/src/schemas/checkout.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { callApiProcess } from './support/api-process.js';
import { testReturnUrl } from './support/hosted-payment.js';
import { readyCarts } from './support/ready-cart.js';
import { savedCard } from './support/saved-cards.js';
import { killedApiBed } from './support/killed-api-bed.js';
import { rowsOf } from './support/test-database.js';

// Issue 34, the two-system writes of the wallet: a real API process is killed with SIGKILL while
// a proxy holds its call to the provider (or right after it wrote its side), then started again;
// the payment check (`npm run check:payments`) must find the shop and the provider agreeing.
// PostgreSQL only: two processes share the database, which PGlite (one process) cannot.

describe('gift cards and saved cards after a killed API', () => {
  const { bed, current, wallet, db, provider, startApi, held, disagreementsAbout } = killedApiBed();

  const balanceOf = async (cardId: string) =>
    (await rowsOf<{ balance: number }>(db(), sql`select balance from gift_cards where id = ${cardId}`))[0]!
      .balance;
  const debitsOf = (cartId: string) =>
    rowsOf<{ state: string; amount: number }>(
      db(),
      sql`select state, amount from gift_card_transactions where cart_id = ${cartId} and kind = 'DEBIT'`,
    );
  const ordersOf = (cartId: string) =>
    rowsOf<{
      order_number: string;
      payment_id: string;
      captured_at: Date | null;
      capture_id: string | null;
    }>(
      db(),
      sql`select order_number, payment_id, captured_at, capture_id from orders where cart_id = ${cartId}`,
    );
  const attemptsOf = (cartId: string) =>
    rowsOf<{ hosted_checkout_id: string }>(
      db(),
      sql`select hosted_checkout_id from payment_attempts where cart_id = ${cartId}`,
    );
  const pagePath = (redirectUrl: string) => redirectUrl.replace(/^https?:\/\/[^/]+/, bed.sandbox.url);

  // One API process dies in the middle of all five writes at once, and one restart finishes
  // them: two process starts for the whole file instead of two per case.
  type Page = { redirectUrl: string; hostedCheckoutId: string };
  type WalletCart = Awaited<ReturnType<typeof wallet.customerWithCart>>;
  const splitCapture = {} as WalletCart & { part: number; hostedCheckoutId: string };
  const abandonedPages = [] as (WalletCart & Page)[];
  const pageNotStored = {} as WalletCart & { hostedCheckoutId: string };
  const deletion = {} as { methodId: string; token: string };
  const tokenPayments = [] as {
    client: WalletCart['shopper']['client'];
    cartId: string;
    paymentId: string;
  }[];

  it('dies in the middle of five writes to the shop and the provider, and leaves what each crash leaves', async () => {
    const split = await wallet.customerWithCart(10_000, [[bed.piece, 4]]);
    const part = Math.floor(split.cart.priceInfo.total / 2);
    const started = await split.shopper.client.call('POST', '/api/checkout', {
      body: {
        checkoutId: split.cart.id,
        paymentMethodKey: 'credit-cards',
        giftCard: { id: split.card.id, amount: part },
      },
    });
    expect(started.statusCode, started.body).toBe(200);
    const splitPage = hostedCheckoutAnswerSchema.parse(started.json());
    const back = returnParameters(
      await submitPage(pagePath(splitPage.redirectUrl), {
        action: 'card',
        cardNumber: testCardNumbers.visaSuccess,
      }),
      testReturnUrl,
    );
    Object.assign(splitCapture, split, { part, hostedCheckoutId: splitPage.hostedCheckoutId });
    const abandoning = [
      await wallet.customerWithCart(10_000, [[bed.piece, 4]]),
      await wallet.customerWithCart(10_000, [[bed.piece, 4]]),
    ];
    Object.assign(pageNotStored, await wallet.customerWithCart(10_000, [[bed.piece, 4]]));
    const deleting = await wallet.customer();
    deletion.methodId = await savedCard(deleting.client, bed.sandbox.url, testCardNumbers.visaSuccess);
    deletion.token = (
      await rowsOf<{ token: string }>(
        db(),
        sql`select provider_token_id as token from saved_payment_methods where id = ${deletion.methodId}`,
      )
    )[0]!.token;
    const payingByToken = [];
    for (let count = 0; count < 2; count += 1) {
      const { client } = await wallet.customer();
      const methodId = await savedCard(client, bed.sandbox.url, testCardNumbers.visaSuccess);
      await readyCarts(current).readyGuest([[bed.piece, 1]], client);
      const cart = cartSchema.parse((await client.call('POST', '/api/carts/finalize', { body: {} })).json());
      payingByToken.push({ client, methodId, cartId: cart.id });
    }

    await startApi();
    // 1b: the API writes the holds of two pages for the rest, and the shoppers go to the pages.
    for (const shopper of abandoning) {
      const part = Math.floor(shopper.cart.priceInfo.total / 2);
      const opened = await callApiProcess(
        bed.api.url,
        shopper.shopper.client.cookies,
        'POST',
        '/api/checkout',
        {
          checkoutId: shopper.cart.id,
          paymentMethodKey: 'credit-cards',
          giftCard: { id: shopper.card.id, amount: part },
        },
      );
      expect(opened.status).toBe(200);
      abandonedPages.push({ ...shopper, ...hostedCheckoutAnswerSchema.parse(await opened.json()) });
      expect(await balanceOf(shopper.card.id)).toBe(10_000 - part);
    }
    // The provider takes each call below but its answer never comes back (or, for the token's
    // DELETE, the call never arrives), and the API dies with all of them under way.
    // 1a: the split order's capture.
    await held(
      (method, path) => method === 'POST' && path.endsWith('/capture'),
      'hold-answer',
      () =>
        callApiProcess(bed.api.url, split.shopper.client.cookies, 'POST', '/api/checkout/return', {
          hostedCheckoutId: splitPage.hostedCheckoutId,
          RETURNMAC: back.get('RETURNMAC'),
        }),
    );
    // 1c: the page for the rest is opened at the provider, its hold not yet stored.
    const opened = (await held(
      (method, path) => method === 'POST' && path.endsWith('/hostedcheckouts'),
      'hold-answer',
      () =>
        callApiProcess(bed.api.url, pageNotStored.shopper.client.cookies, 'POST', '/api/checkout', {
          checkoutId: pageNotStored.cart.id,
          paymentMethodKey: 'credit-cards',
          giftCard: { id: pageNotStored.card.id, amount: Math.floor(pageNotStored.cart.priceInfo.total / 2) },
        }),
    )) as { hostedCheckoutId: string };
    pageNotStored.hostedCheckoutId = opened.hostedCheckoutId;
    // 2: the provider's DELETE of a saved card's token.
    await held(
      (method, path) => method === 'DELETE' && path.includes('/tokens/'),
      'hold-request',
      () =>
        callApiProcess(
          bed.api.url,
          deleting.client.cookies,
          'DELETE',
          `/api/customers/payment-methods/${deletion.methodId}`,
        ),
    );
    // 3: two payments by saved card, authorised at the provider.
    for (const { client, methodId, cartId } of payingByToken) {
      const answer = (await held(
        (method, path) => method === 'POST' && /\/payments$/.test(path),
        'hold-answer',
        () =>
          callApiProcess(bed.api.url, client.cookies, 'POST', '/api/checkout', {
            checkoutId: cartId,
            paymentMethodKey: 'credit-cards',
            savedPaymentMethodId: methodId,
          }),
      )) as { payment: { id: string } };
      tokenPayments.push({ client, cartId, paymentId: answer.payment.id });
    }
    await bed.api.kill();

    // What each crash left: 1a an order not captured, the card spent, the provider captured.
    const [left] = await ordersOf(split.cart.id);
    expect(left?.captured_at).toBeNull();
    expect(await debitsOf(split.cart.id)).toEqual([{ state: 'SPENT', amount: part }]);
    expect((await provider().getHostedCheckout(splitPage.hostedCheckoutId)).payment?.status).toBe('CAPTURED');
    // 1c: nothing of the page in the shop.
    expect(await debitsOf(pageNotStored.cart.id)).toEqual([]);
    expect(await attemptsOf(pageNotStored.cart.id)).toEqual([]);
    // 2: the card hidden, its token still at the provider, listed by the payment check.
    const marked = await rowsOf<{ deleting_at: Date | null }>(
      db(),
      sql`select deleting_at from saved_payment_methods where id = ${deletion.methodId}`,
    );
    expect(marked[0]?.deleting_at).toBeTruthy();
    expect((await provider().getToken(deletion.token)).tokenId).toBe(deletion.token);
    expect(await disagreementsAbout(deletion.methodId)).toEqual(['CARD_DELETION_UNFINISHED']);
    // 3: authorised at the provider, no attempt in the shop, listed by the payment check.
    for (const { cartId, paymentId } of tokenPayments) {
      expect((await provider().getPayment(paymentId)).status).toBe('PENDING_CAPTURE');
      expect(await attemptsOf(cartId)).toEqual([]);
      expect(await disagreementsAbout(cartId)).toEqual(['TOKEN_PAYMENT_UNANSWERED']);
    }
  }, 120_000);

  it('restarted, its status check finishes each of them', async () => {
    const [declined, abandoned] = abandonedPages as [(typeof abandonedPages)[0], (typeof abandonedPages)[0]];
    // While no API runs: one page for the rest is declined (its return and webhook are lost),
    // the other left open past the provider's three hours.
    await submitPage(pagePath(declined.redirectUrl), {
      action: 'card',
      cardNumber: testCardNumbers.declined,
    });
    await db().execute(
      sql`update payment_attempts set created_at = now() - interval '2 minutes' where hosted_checkout_id = ${declined.hostedCheckoutId}`,
    );
    await db().execute(
      sql`update payment_attempts set created_at = now() - interval '4 hours' where hosted_checkout_id = ${abandoned.hostedCheckoutId}`,
    );
    // One shopper who paid by saved card opens the cart again: no cart waits for that payment.
    expect((await tokenPayments[1]!.client.call('POST', '/api/carts/reset', { body: {} })).statusCode).toBe(
      200,
    );
    // A minute later nobody is finishing any of them any more.
    await db().execute(
      sql`update orders set placed_at = now() - interval '2 minutes', capture_claimed_at = now() - interval '2 minutes' where cart_id = ${splitCapture.cart.id}`,
    );
    await db().execute(
      sql`update saved_payment_methods set deleting_at = now() - interval '2 minutes' where id = ${deletion.methodId}`,
    );
    await db().execute(
      sql`update token_payment_intents set created_at = now() - interval '2 minutes' where cart_id in (${tokenPayments[0]!.cartId}, ${tokenPayments[1]!.cartId})`,
    );

    await startApi(1);
    await vi.waitFor(
      async () => {
        expect((await ordersOf(splitCapture.cart.id))[0]?.captured_at).toBeTruthy();
        for (const { cart } of abandonedPages)
          expect((await debitsOf(cart.id)).map(({ state }) => state)).toEqual(['RELEASED']);
        expect(
          await rowsOf(db(), sql`select 1 from saved_payment_methods where id = ${deletion.methodId}`),
        ).toEqual([]);
        expect((await ordersOf(tokenPayments[0]!.cartId))[0]?.captured_at).toBeTruthy();
        expect((await provider().getPayment(tokenPayments[1]!.paymentId)).status).toBe('CANCELLED');
      },
      { timeout: 30_000, interval: 250 },
    );
    await bed.api.kill();
  }, 120_000);

  it('1a: the rest of the split order is captured once for the provider’s share, the gift card spent once', async () => {
    const { cart, card, part, hostedCheckoutId } = splitCapture;
    const [order] = await ordersOf(cart.id);
    const captures = await provider().getCaptures(order!.payment_id);
    expect(captures.map(({ operationId, amount }) => [operationId, amount?.cents])).toEqual([
      [order!.capture_id, cart.priceInfo.total - part],
    ]);
    expect(await debitsOf(cart.id)).toEqual([{ state: 'SPENT', amount: part }]);
    expect(await balanceOf(card.id)).toBe(10_000 - part);
    expect(await disagreementsAbout(order!.order_number, hostedCheckoutId)).toEqual([]);
  });

  it('1b: a declined or abandoned page for the rest gives the held part back, and nothing stays authorised', async () => {
    const [declined, abandoned] = abandonedPages as [(typeof abandonedPages)[0], (typeof abandonedPages)[0]];
    for (const { card, cart } of abandonedPages) {
      expect(await balanceOf(card.id)).toBe(10_000);
      expect(await ordersOf(cart.id)).toEqual([]);
    }
    expect((await provider().getHostedCheckout(declined.hostedCheckoutId)).payment?.status).toBe('REJECTED');
    expect((await provider().getHostedCheckout(abandoned.hostedCheckoutId)).payment ?? null).toBeNull();
    expect(await disagreementsAbout(declined.hostedCheckoutId, abandoned.hostedCheckoutId)).toEqual([]);
  });

  it('1c: a page opened but never stored debits nothing and authorises nothing', async () => {
    const { card, cart, hostedCheckoutId } = pageNotStored;
    expect(await balanceOf(card.id)).toBe(10_000);
    expect(await debitsOf(cart.id)).toEqual([]);
    expect(await attemptsOf(cart.id)).toEqual([]);
    // Nobody was sent to the page the provider opened: it holds no payment.
    expect((await provider().getHostedCheckout(hostedCheckoutId)).payment ?? null).toBeNull();
    expect(await disagreementsAbout(hostedCheckoutId, cart.id)).toEqual([]);
  });

  it('2: the card whose deletion was cut off is gone at the provider and in the shop', async () => {
    await expect(provider().getToken(deletion.token)).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    expect(await disagreementsAbout(deletion.methodId)).toEqual([]);
  });

  it('3: a saved card’s payment whose answer was lost is placed and captured once, or given back', async () => {
    const [placed, movedOn] = tokenPayments as [(typeof tokenPayments)[0], (typeof tokenPayments)[0]];
    const orders = await ordersOf(placed.cartId);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.payment_id).toBe(placed.paymentId);
    const captures = await provider().getCaptures(placed.paymentId);
    expect(captures.map(({ operationId }) => operationId)).toEqual([orders[0]!.capture_id]);
    expect(await ordersOf(movedOn.cartId)).toEqual([]);
    expect(
      await disagreementsAbout(placed.cartId, movedOn.cartId, placed.paymentId, movedOn.paymentId),
    ).toEqual([]);
  });
});
