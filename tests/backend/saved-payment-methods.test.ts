import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkPayments } from '../../backend/src/checkout/payment-check.js';
import { ConflictError } from '../../backend/src/errors.js';
import { paymentErrorCodes } from '../../backend/src/payments/payment-provider-errors.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import {
  checkoutAnswerSchema,
  hostedCheckoutAnswerSchema,
  placedOrderSchema,
} from '../../backend/src/schemas/checkout.js';
import {
  addPaymentMethodAnswerSchema,
  savedPaymentMethodListSchema,
} from '../../backend/src/schemas/payment-methods.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { startWebhookReceiver, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { accountClient } from './support/account-client.js';
import { deliverWebhook, testReturnUrl, webhookFor } from './support/hosted-payment.js';
import { readyCarts } from './support/ready-cart.js';
import { enterCardToAdd, savedCard } from './support/saved-cards.js';
import { runStatusCheck, startAppWithSandbox } from './support/sandbox-app.js';
import type { TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;

describe.each(drivers)('saved payment methods (decision 0075) on %s', (driver) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let closeApp: () => Promise<void>;
  let piece: ProductSummary;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ({ sandbox, testApp, close: closeApp } = await startAppWithSandbox(driver, { webhookUrl: receiver.url }));
    piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(async () => {
    await closeApp();
    await receiver.close();
  });

  const ready = readyCarts(() => testApp);
  const pageOf = (redirectUrl: string) => redirectUrl.replace(/^https?:\/\/[^/]+/, sandbox.url);

  async function customer(email: string) {
    const shopper = accountClient(() => testApp);
    await shopper.loggedIn(email);
    await testApp.database.db.execute(
      sql`delete from saved_payment_methods where customer_id in (select id from customers where email = ${email})`,
    );
    return shopper;
  }

  async function listOf(shopper: Shopper) {
    const listed = await shopper.get('/api/customers/payment-methods');
    expect(listed.statusCode, listed.body).toBe(200);
    return savedPaymentMethodListSchema.parse(listed.json());
  }

  async function finalizedCart(shopper: Shopper) {
    // A cart a refused checkout left finalized is opened again, as the checkout page does.
    await shopper.call('POST', '/api/carts/reset', { body: {} });
    await ready.readyGuest([[piece, 1]], shopper);
    const finalized = await shopper.call('POST', '/api/carts/finalize', { body: {} });
    expect(finalized.statusCode, finalized.body).toBe(200);
    return cartSchema.parse(finalized.json());
  }

  /** Checkout by card on the hosted page, asking to keep the card; answers the return's body. */
  async function payAndSave(shopper: Shopper, cardNumber: string, setPrimary = false) {
    const cart = await finalizedCart(shopper);
    const started = await shopper.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'credit-cards', savePaymentMethod: true, setPrimary },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    let answer = await submitPage(pageOf(redirectUrl), { action: 'card', cardNumber });
    if (answer.location?.endsWith('/challenge'))
      answer = await submitPage(`${pageOf(redirectUrl)}/challenge`, { action: 'confirm' });
    const back = returnParameters(answer, testReturnUrl);
    return { cart, hostedCheckoutId, body: { hostedCheckoutId, RETURNMAC: back.get('RETURNMAC')! } };
  }

  const addCard = (shopper: Shopper, cardNumber: string, setPrimary = false) =>
    enterCardToAdd(shopper, sandbox.url, cardNumber, setPrimary);

  it('answers 401 to every call without a session', async () => {
    const guest = accountClient(() => testApp);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/customers/payment-methods'],
      ['POST', '/api/customers/payment-methods'],
      ['DELETE', `/api/customers/payment-methods/${id}`],
      ['POST', `/api/customers/payment-methods/${id}/set-primary`],
    ] as const) {
      const answer = await guest.call(
        method,
        url,
        method === 'POST' ? { body: { methodKey: 'credit-cards' } } : {},
      );
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves the card of a checkout once when two returns complete at once, and that card pays the next order in one step', async () => {
    const anna = await customer('anna.muster@example.at');
    expect(await listOf(anna)).toEqual({ activeMethods: [], inactiveMethods: [], hasInactiveMethods: false });
    const { hostedCheckoutId, body } = await payAndSave(anna, testCardNumbers.visaSuccess);
    const answers = await Promise.all([
      anna.call('POST', '/api/checkout/return', { body }),
      anna.call('POST', '/api/checkout/return', { body }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const rows = await rowsOf<{ n: number }>(
      testApp.database.db,
      sql`select count(*)::int as n from saved_payment_methods m join payment_method_requests r
          on r.customer_id = m.customer_id where r.hosted_checkout_id = ${hostedCheckoutId}`,
    );
    expect(rows[0]!.n).toBe(1);
    const { activeMethods } = await listOf(anna);
    expect(activeMethods).toHaveLength(1);
    const [card] = activeMethods;
    expect(card).toMatchObject({
      methodKey: 'credit-cards',
      paymentBrand: 'VISA',
      maskedCardNumber: '411111XXXXXX1111',
      cardExpiryMonth: 12,
      cardExpiryYear: new Date().getUTCFullYear() + 3,
      isPrimary: true,
      expired: false,
    });

    const next = await finalizedCart(anna);
    const paid = await anna.call('POST', '/api/checkout', {
      body: { checkoutId: next.id, paymentMethodKey: 'credit-cards', savedPaymentMethodId: card!.id },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const answer = checkoutAnswerSchema.parse(paid.json());
    expect(answer.next).toBe('confirmation');
    const orders = await rowsOf<{ payment_id: string }>(
      testApp.database.db,
      sql`select payment_id from orders where cart_id = ${next.id}`,
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]!.payment_id).toMatch(/_0$/);
  });

  it('saves once when the webhook (twice) and the return race', async () => {
    receiver.received.length = 0;
    const max = await customer('max.muster@example.at');
    const cart = await finalizedCart(max);
    const started = await max.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'credit-cards', savePaymentMethod: true },
    });
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    const back = returnParameters(
      await submitPage(pageOf(redirectUrl), {
        action: 'card',
        cardNumber: testCardNumbers.mastercardSuccess,
        webhookTiming: 'before',
      }),
      testReturnUrl,
    );
    const webhook = await webhookFor(receiver.received, hostedCheckoutId);
    const delivered = await Promise.all([
      deliverWebhook(testApp, webhook),
      max.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: back.get('RETURNMAC') },
      }),
      deliverWebhook(testApp, webhook),
    ]);
    for (const answer of delivered) expect(answer.statusCode, answer.body).toBe(200);
    const { activeMethods } = await listOf(max);
    expect(activeMethods.map((method) => method.paymentBrand)).toEqual(['MASTERCARD']);
  });

  it('pays by a saved card through 3-D Secure when the issuer asks, and places the order on the return', async () => {
    const anna = await customer('anna.muster@example.at');
    const saved = await payAndSave(anna, testCardNumbers.challenge);
    expect((await anna.call('POST', '/api/checkout/return', { body: saved.body })).statusCode).toBe(200);
    const [card] = (await listOf(anna)).activeMethods;
    const next = await finalizedCart(anna);
    const paid = await anna.call('POST', '/api/checkout', {
      body: { checkoutId: next.id, paymentMethodKey: 'credit-cards', savedPaymentMethodId: card!.id },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(paid.json());
    expect(hostedCheckoutId).toMatch(/^payment:/);
    // The payment check reads this attempt by its payment (waiting for the issuer: nothing held),
    // not as a hosted checkout the provider does not know.
    const { disagreements } = await checkPayments(testApp.database.db, testApp.app.paymentProvider, {
      days: 1,
      now: aMinuteOn(),
    });
    expect(disagreements.filter((found) => found.hostedCheckoutId === hostedCheckoutId)).toEqual([]);
    const back = returnParameters(
      await submitPage(pageOf(redirectUrl), { action: 'confirm' }),
      testReturnUrl,
    );
    const returned = await anna.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: `payment:${back.get('paymentId')}`, RETURNMAC: back.get('RETURNMAC') },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(placedOrderSchema.parse(returned.json()).cartId).toBe(next.id);
  });

  it('adds a card without buying anything, makes another primary, refuses others’ and deletes it here and at the provider', async () => {
    const anna = await customer('anna.muster@example.at');
    const max = await customer('max.muster@example.at');
    const first = await addCard(anna, testCardNumbers.visaSuccess);
    const stored = await anna.call('POST', '/api/customers/payment-methods', {
      body: { methodKey: 'credit-cards', checkoutId: first },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    const again = await anna.call('POST', '/api/customers/payment-methods', {
      body: { methodKey: 'credit-cards', checkoutId: first },
    });
    expect(again.json()).toEqual(stored.json());
    const visa = addPaymentMethodAnswerSchema.parse(stored.json());
    expect(visa).toMatchObject({ next: 'saved', method: { paymentBrand: 'VISA', isPrimary: true } });

    // Someone else's card page, or one never opened, keeps nothing.
    const foreign = await max.call('POST', '/api/customers/payment-methods', {
      body: { methodKey: 'credit-cards', checkoutId: first },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'PAYMENT_METHOD_REQUEST_NOT_FOUND' });

    // A page left without a card.
    const opened = await anna.call('POST', '/api/customers/payment-methods', {
      body: { methodKey: 'credit-cards' },
    });
    const unpaid = hostedCheckoutAnswerSchema.parse(opened.json());
    await submitPage(pageOf(unpaid.redirectUrl), { action: 'cancel' });
    const nothing = await anna.call('POST', '/api/customers/payment-methods', {
      body: { methodKey: 'credit-cards', checkoutId: unpaid.hostedCheckoutId },
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_AUTHORIZED' });

    const second = await addCard(anna, testCardNumbers.mastercardSuccess, true);
    const mastercard = addPaymentMethodAnswerSchema.parse(
      (
        await anna.call('POST', '/api/customers/payment-methods', {
          body: { methodKey: 'credit-cards', checkoutId: second, setPrimary: true },
        })
      ).json(),
    );
    if (visa.next !== 'saved' || mastercard.next !== 'saved') throw new Error('not saved');
    expect(
      (await listOf(anna)).activeMethods.map((method) => [method.paymentBrand, method.isPrimary]),
    ).toEqual([
      ['MASTERCARD', true],
      ['VISA', false],
    ]);

    const primary = await anna.call('POST', `/api/customers/payment-methods/${visa.method.id}/set-primary`);
    expect(primary.statusCode, primary.body).toBe(200);
    expect(savedPaymentMethodListSchema.parse(primary.json()).activeMethods[0]!.id).toBe(visa.method.id);

    // Max can neither see, use, make primary nor delete Anna's card.
    expect((await listOf(max)).activeMethods).toEqual([]);
    for (const [method, url] of [
      ['POST', `/api/customers/payment-methods/${visa.method.id}/set-primary`],
      ['DELETE', `/api/customers/payment-methods/${visa.method.id}`],
    ] as const) {
      const refused = await max.call(method, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
    }
    const maxCart = await finalizedCart(max);
    const stolen = await max.call('POST', '/api/checkout', {
      body: {
        checkoutId: maxCart.id,
        paymentMethodKey: 'credit-cards',
        savedPaymentMethodId: visa.method.id,
      },
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });

    const [token] = await rowsOf<{ provider_token_id: string }>(
      testApp.database.db,
      sql`select provider_token_id from saved_payment_methods where id = ${visa.method.id}`,
    );
    const deleted = await anna.call('DELETE', `/api/customers/payment-methods/${visa.method.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(savedPaymentMethodListSchema.parse(deleted.json()).activeMethods).toMatchObject([
      { id: mastercard.method.id, isPrimary: true },
    ]);
    await expect(testApp.app.paymentProvider.getToken(token!.provider_token_id)).rejects.toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    });
    const gone = await anna.call('DELETE', `/api/customers/payment-methods/${visa.method.id}`);
    expect(gone.statusCode).toBe(404);

    // A deleted card does not pay.
    const annaCart = await finalizedCart(anna);
    const refused = await anna.call('POST', '/api/checkout', {
      body: {
        checkoutId: annaCart.id,
        paymentMethodKey: 'credit-cards',
        savedPaymentMethodId: visa.method.id,
      },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
  });

  it('finishes a deletion a crash interrupted between the shop and the provider', async () => {
    const anna = await customer('anna.muster@example.at');
    const checkoutId = await addCard(anna, testCardNumbers.visaSuccess);
    const saved = addPaymentMethodAnswerSchema.parse(
      (
        await anna.call('POST', '/api/customers/payment-methods', {
          body: { methodKey: 'credit-cards', checkoutId },
        })
      ).json(),
    );
    if (saved.next !== 'saved') throw new Error('not saved');
    // The API stopped after marking it: hidden at once, and the next call finishes the job.
    await testApp.database.db.execute(
      sql`update saved_payment_methods set deleting_at = now(), is_primary = false where id = ${saved.method.id}`,
    );
    expect((await listOf(anna)).activeMethods).toEqual([]);
    const finished = await anna.call('DELETE', `/api/customers/payment-methods/${saved.method.id}`);
    expect(finished.statusCode, finished.body).toBe(200);
    const left = await rowsOf(
      testApp.database.db,
      sql`select 1 from saved_payment_methods where id = ${saved.method.id}`,
    );
    expect(left).toEqual([]);
  });

  it('flags an expired card, refuses it at checkout with PAYMENT_METHOD_EXPIRED, and keeps one primary when two set it at once', async () => {
    const anna = await customer('anna.muster@example.at');
    const ids: string[] = [];
    for (const card of [testCardNumbers.visaSuccess, testCardNumbers.mastercardSuccess]) {
      const checkoutId = await addCard(anna, card);
      const saved = addPaymentMethodAnswerSchema.parse(
        (
          await anna.call('POST', '/api/customers/payment-methods', {
            body: { methodKey: 'credit-cards', checkoutId },
          })
        ).json(),
      );
      if (saved.next === 'saved') ids.push(saved.method.id);
    }
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(
        ids.map((id) => anna.call('POST', `/api/customers/payment-methods/${id}/set-primary`)),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const primaries = await rowsOf(
        testApp.database.db,
        sql`select id from saved_payment_methods where id in (${ids[0]}, ${ids[1]}) and is_primary`,
      );
      expect(primaries).toHaveLength(1);
    }
    const lastYear = new Date().getUTCFullYear() - 1;
    await testApp.database.db.execute(
      sql`update saved_payment_methods set expiry_year = ${lastYear} where id = ${ids[0]}`,
    );
    const list = await listOf(anna);
    expect(list.hasInactiveMethods).toBe(true);
    expect(list.inactiveMethods).toMatchObject([{ id: ids[0], expired: true, cardExpiryYear: lastYear }]);
    const cart = await finalizedCart(anna);
    const refused = await anna.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'credit-cards', savedPaymentMethodId: ids[0] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_EXPIRED' });
  });

  it('refuses to save a card for a guest or a method that is no card', async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const finalized = cartSchema.parse(
      (await guest.call('POST', '/api/carts/finalize', { body: {} })).json(),
    );
    const refused = await guest.call('POST', '/api/checkout', {
      body: { checkoutId: finalized.id, paymentMethodKey: 'credit-cards', savePaymentMethod: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_SAVE_NEEDS_LOGIN' });
    const anna = await customer('anna.muster@example.at');
    const cart = await finalizedCart(anna);
    const paypal = await anna.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'paypal', savePaymentMethod: true },
    });
    expect(paypal.statusCode).toBe(400);
    expect(paypal.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_SAVABLE' });
  });

  // Decision 0079: the two-system writes of saved cards survive a process that dies between them
  // (tests/backend/wallet-after-api-crash.test.ts kills a real one); here the status check's side.
  const statusCheck = (now: Date) => runStatusCheck(testApp, now);
  const aMinuteOn = () => new Date(Date.now() + 2 * 60_000);

  it('finishes a saved card’s payment whose answer was lost once, whether the status check or a repeated press comes first, and gives it back when the cart moved on', async () => {
    const provider = testApp.app.paymentProvider;
    /**
     * The provider authorises the next payment by token, but its answer never arrives (or the
     * platform says another request with the key is under way: it may still authorise).
     */
    const loseNextAnswer = (lost: Error) => {
      const real = provider.createTokenPayment.bind(provider);
      return vi.spyOn(provider, 'createTokenPayment').mockImplementationOnce(async (request) => {
        await real(request);
        throw lost;
      });
    };
    const intentsOf = (cartId: string) =>
      rowsOf<{ payment_id: string | null; resolved: boolean }>(
        testApp.database.db,
        sql`select payment_id, resolved_at is not null as resolved from token_payment_intents where cart_id = ${cartId}`,
      );
    const ordersOf = (cartId: string) =>
      rowsOf<{ payment_id: string; capture_id: string | null }>(
        testApp.database.db,
        sql`select payment_id, capture_id from orders where cart_id = ${cartId}`,
      );
    const capturedOnce = async (cartId: string) => {
      const orders = await ordersOf(cartId);
      expect(orders).toHaveLength(1);
      const captures = await provider.getCaptures(orders[0]!.payment_id);
      expect(captures.map(({ operationId }) => operationId)).toEqual([orders[0]!.capture_id]);
      expect(await intentsOf(cartId)).toEqual([{ payment_id: orders[0]!.payment_id, resolved: true }]);
    };
    const anna = await customer('anna.muster@example.at');
    const methodId = await savedCard(anna, sandbox.url, testCardNumbers.visaSuccess);
    const payLosingTheAnswer = async (lostBy: Error = new Error('socket hang up'), status = 500) => {
      const cart = await finalizedCart(anna);
      const body = { checkoutId: cart.id, paymentMethodKey: 'credit-cards', savedPaymentMethodId: methodId };
      const lost = loseNextAnswer(lostBy);
      expect((await anna.call('POST', '/api/checkout', { body })).statusCode).toBe(status);
      lost.mockRestore();
      expect(await intentsOf(cart.id)).toEqual([{ payment_id: null, resolved: false }]);
      // The provider keeps idempotence keys of at most 40 characters.
      const [{ length } = { length: 0 }] = await rowsOf<{ length: number }>(
        testApp.database.db,
        sql`select length(idempotency_key) as length from token_payment_intents where cart_id = ${cart.id}`,
      );
      expect(length).toBeLessThanOrEqual(40);
      expect(
        await rowsOf(testApp.database.db, sql`select 1 from payment_attempts where cart_id = ${cart.id}`),
      ).toEqual([]);
      return { cart, body };
    };

    // The shopper presses pay again while the status check replays the same payment.
    const pressedAgain = await payLosingTheAnswer();
    const [answer] = await Promise.all([
      anna.call('POST', '/api/checkout', { body: pressedAgain.body }),
      statusCheck(aMinuteOn()),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(checkoutAnswerSchema.parse(answer.json())).toMatchObject({ next: 'confirmation' });
    await capturedOnce(pressedAgain.cart.id);

    // The shopper never comes back: the status check alone.
    const leftAlone = await payLosingTheAnswer();
    await statusCheck(aMinuteOn());
    await capturedOnce(leftAlone.cart.id);

    // A 409 (the same key still under way) is no refusal: the intent stays for the status check.
    const underWay = await payLosingTheAnswer(
      new ConflictError('create payment: the payment provider answered 409', {
        code: paymentErrorCodes.actionNotAllowed,
      }),
      409,
    );
    await statusCheck(aMinuteOn());
    await capturedOnce(underWay.cart.id);

    // The cart was opened again meanwhile: the authorisation is given back, no order.
    const movedOn = await payLosingTheAnswer();
    expect((await anna.call('POST', '/api/carts/reset', { body: {} })).statusCode).toBe(200);
    await statusCheck(aMinuteOn());
    expect(await ordersOf(movedOn.cart.id)).toEqual([]);
    const [intent] = await intentsOf(movedOn.cart.id);
    expect(intent?.resolved).toBe(true);
    expect((await provider.getPayment(intent!.payment_id!)).status).toBe('CANCELLED');
  });

  it('has the status check finish a card deletion a crash interrupted once a minute passed, and check:payments list it until then', async () => {
    const anna = await customer('anna.muster@example.at');
    const stuck = await savedCard(anna, sandbox.url, testCardNumbers.visaSuccess);
    const fresh = await savedCard(anna, sandbox.url, testCardNumbers.mastercardSuccess);
    const tokenOf = async (id: string) =>
      (
        await rowsOf<{ token: string }>(
          testApp.database.db,
          sql`select provider_token_id as token from saved_payment_methods where id = ${id}`,
        )
      )[0]!.token;
    const [stuckToken, freshToken] = [await tokenOf(stuck), await tokenOf(fresh)];
    // Both marked, as a DELETE does before asking the provider; one of them two minutes ago.
    await testApp.database.db.execute(
      sql`update saved_payment_methods set deleting_at = now() - interval '2 minutes', is_primary = false where id = ${stuck}`,
    );
    await testApp.database.db.execute(
      sql`update saved_payment_methods set deleting_at = now(), is_primary = false where id = ${fresh}`,
    );
    const unfinished = async () =>
      (await checkPayments(testApp.database.db, testApp.app.paymentProvider, { days: 1 })).disagreements
        .filter(({ kind }) => kind === 'CARD_DELETION_UNFINISHED')
        .map(({ detail }) => [stuck, fresh].find((id) => detail.includes(id)))
        .filter(Boolean);
    expect(await unfinished()).toEqual([stuck]);

    await statusCheck(new Date());
    const left = await rowsOf<{ id: string }>(
      testApp.database.db,
      sql`select id from saved_payment_methods where id in (${stuck}, ${fresh})`,
    );
    expect(left).toEqual([{ id: fresh }]);
    await expect(testApp.app.paymentProvider.getToken(stuckToken)).rejects.toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    });
    expect((await testApp.app.paymentProvider.getToken(freshToken)).tokenId).toBe(freshToken);
    expect(await unfinished()).toEqual([]);
  });
});
