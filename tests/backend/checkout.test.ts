import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UnavailableError } from '../../backend/src/errors.js';
import { isGenuineReturn } from '../../backend/src/payments/return-mac.js';
import { cartSchema, type Cart } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { hostedCheckoutAnswerSchema } from '../../backend/src/schemas/checkout.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { startPaymentSandbox, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import type { accountClient } from './support/account-client.js';
import { readyCarts } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;
type PendingPayment = {
  status: string;
  payment_hosted_checkout_id: string | null;
  payment_return_mac: string | null;
  payment_amount: number | null;
  payment_currency: string | null;
  payment_method_key: string | null;
};

describe.each(drivers)('paying a finalized cart on the hosted page on %s', (driver) => {
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let piece: ProductSummary;
  let weighed: ProductSummary;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
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
  });

  const ready = readyCarts(() => testApp);
  const finalized = async (items: [ProductSummary, number][]) => {
    const guest = await ready.readyGuest(items);
    const response = await guest.call('POST', '/api/carts/finalize', { body: {} });
    expect(response.statusCode, response.body).toBe(200);
    return { guest, cart: cartSchema.parse(response.json()) };
  };
  const checkout = (guest: Shopper, cart: Cart, paymentMethodKey = 'credit-cards') =>
    guest.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey, paymentInitiator: 'REDIRECT' },
    });
  const pendingOf = async (cartId: string) =>
    (
      await rowsOf<PendingPayment>(
        testApp.database.db,
        sql`select status, payment_hosted_checkout_id, payment_return_mac, payment_amount, payment_currency,
              payment_method_key from carts where id = ${cartId}`,
      )
    )[0]!;
  const hostedPage = (redirectUrl: string) => redirectUrl.replace(/^https?:\/\/[^/]+/, sandbox.url);

  it('creates the hosted checkout for exactly the finalized amount, keeps it on the cart and answers the page', async () => {
    const { guest, cart } = await finalized([[piece, 3]]);
    const response = await checkout(guest, cart);
    expect(response.statusCode, response.body).toBe(200);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(response.json());
    expect(redirectUrl).toContain(`/hostedcheckout/${hostedCheckoutId}`);
    const pending = await pendingOf(cart.id);
    expect(pending).toMatchObject({
      status: 'FINALIZED',
      payment_hosted_checkout_id: hostedCheckoutId,
      payment_amount: cart.priceInfo.totalWithSurcharge,
      payment_currency: 'EUR',
      payment_method_key: 'credit-cards',
    });

    const back = returnParameters(
      await submitPage(hostedPage(redirectUrl), { action: 'card', cardNumber: testCardNumbers.visaSuccess }),
      'http://localhost:3999/kasse/zahlung',
    );
    expect(back.get('hostedCheckoutId')).toBe(hostedCheckoutId);
    expect(back.get('methodKey')).toBe('credit-cards');
    expect(back.get('initiator')).toBe('REDIRECT');
    expect(isGenuineReturn(pending.payment_return_mac!, back.get('RETURNMAC'))).toBe(true);
    const state = await testApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId);
    expect(state.payment?.amount).toEqual({ cents: cart.priceInfo.totalWithSurcharge, currency: 'EUR' });
    expect(state.payment?.merchantReference).toBe(cart.id);
  });

  it('authorises a cart with a weight article with its surcharge (§9 totalWithSurcharge)', async () => {
    const { guest, cart } = await finalized([[weighed, 700]]);
    expect(cart.priceInfo.totalWithSurcharge).toBeGreaterThan(cart.priceInfo.total);
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(
      (await checkout(guest, cart)).json(),
    );
    await submitPage(hostedPage(redirectUrl), { action: 'card', cardNumber: testCardNumbers.visaSuccess });
    const state = await testApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId);
    expect(state.payment?.amount?.cents).toBe(cart.priceInfo.totalWithSurcharge);
  });

  it('refuses an open cart, another cart than the current one and a method this cart cannot use', async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const open = cartSchema.parse((await guest.get('/api/carts')).json());
    const notFinalized = await checkout(guest, open);
    expect(notFinalized.statusCode).toBe(409);
    expect(notFinalized.json()).toMatchObject({ code: 'CART_NOT_FINALIZED' });

    const { guest: payer, cart } = await finalized([[piece, 1]]);
    const stale = await checkout(payer, { ...cart, id: open.id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CHECKOUT_CART_MISMATCH' });
    const atTheStore = await checkout(payer, cart, 'payment-at-the-store');
    expect(atTheStore.statusCode).toBe(400);
    expect(atTheStore.json()).toMatchObject({ code: 'PAYMENT_METHOD_PICKUP_ONLY' });
    expect((await pendingOf(cart.id)).payment_hosted_checkout_id).toBeNull();
  });

  it('keeps only the latest checkout of a cart, and a reset drops the pending payment', async () => {
    const { guest, cart } = await finalized([[piece, 2]]);
    const first = hostedCheckoutAnswerSchema.parse((await checkout(guest, cart)).json());
    const second = hostedCheckoutAnswerSchema.parse((await checkout(guest, cart, 'paypal')).json());
    expect(second.hostedCheckoutId).not.toBe(first.hostedCheckoutId);
    expect(await pendingOf(cart.id)).toMatchObject({
      payment_hosted_checkout_id: second.hostedCheckoutId,
      payment_method_key: 'paypal',
    });

    const reset = await guest.call('POST', '/api/carts/reset', { body: {} });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await pendingOf(cart.id)).toEqual({
      status: 'OPEN',
      payment_hosted_checkout_id: null,
      payment_return_mac: null,
      payment_amount: null,
      payment_currency: null,
      payment_method_key: null,
    });
    const afterReset = await checkout(guest, cart);
    expect(afterReset.json()).toMatchObject({ code: 'CART_NOT_FINALIZED' });
  });

  describe('with finalize: true (issue 39: the pay form freezes and pays in one call)', () => {
    const payNow = (guest: Shopper, body: Record<string, unknown> = {}) =>
      guest.call('POST', '/api/checkout', {
        body: { finalize: true, paymentMethodKey: 'credit-cards', paymentInitiator: 'REDIRECT', ...body },
      });
    const currentCart = async (guest: Shopper) => cartSchema.parse((await guest.get('/api/carts')).json());

    it('freezes the open cart and opens the hosted page for its finalized amount', async () => {
      const guest = await ready.readyGuest([[piece, 3]]);
      const open = await currentCart(guest);
      const response = await payNow(guest);
      expect(response.statusCode, response.body).toBe(200);
      const { hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(response.json());
      const frozen = await currentCart(guest);
      expect(frozen.cartStatus).toBe('FINALIZED');
      expect(await pendingOf(open.id)).toMatchObject({
        status: 'FINALIZED',
        payment_hosted_checkout_id: hostedCheckoutId,
        payment_amount: frozen.priceInfo.totalWithSurcharge,
        payment_method_key: 'credit-cards',
      });
    });

    it('freezes anew a cart an earlier payment page left finalized, dropping that page', async () => {
      const { guest, cart } = await finalized([[piece, 2]]);
      const first = hostedCheckoutAnswerSchema.parse((await checkout(guest, cart)).json());
      const again = await payNow(guest, { paymentMethodKey: 'paypal' });
      expect(again.statusCode, again.body).toBe(200);
      const second = hostedCheckoutAnswerSchema.parse(again.json());
      expect(second.hostedCheckoutId).not.toBe(first.hostedCheckoutId);
      expect(await pendingOf(cart.id)).toMatchObject({
        status: 'FINALIZED',
        payment_hosted_checkout_id: second.hostedCheckoutId,
        payment_method_key: 'paypal',
      });
    });

    it("answers the freeze's refusal and leaves the cart as it was", async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const open = await currentCart(guest);
      expect((await guest.call('DELETE', '/api/carts/items/all')).statusCode).toBe(200);
      const refused = await payNow(guest);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'CART_EMPTY' });
      expect(await pendingOf(open.id)).toMatchObject({ status: 'OPEN', payment_hosted_checkout_id: null });
    });

    it('opens the cart again when the payment is refused or the provider fails after the freeze', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const open = await currentCart(guest);
      const atTheStore = await payNow(guest, { paymentMethodKey: 'payment-at-the-store' });
      expect(atTheStore.statusCode).toBe(400);
      expect(atTheStore.json()).toMatchObject({ code: 'PAYMENT_METHOD_PICKUP_ONLY' });
      expect(await pendingOf(open.id)).toMatchObject({ status: 'OPEN', payment_hosted_checkout_id: null });
      expect((await currentCart(guest)).productLineItems).toHaveLength(1);

      const provider = vi
        .spyOn(testApp.app.paymentProvider, 'createHostedCheckout')
        .mockRejectedValueOnce(new UnavailableError('The payment provider does not answer'));
      try {
        const down = await payNow(guest);
        expect(down.statusCode).toBe(503);
        expect(provider).toHaveBeenCalledOnce();
      } finally {
        provider.mockRestore();
      }
      expect(await pendingOf(open.id)).toMatchObject({ status: 'OPEN', payment_hosted_checkout_id: null });
      const paid = await payNow(guest);
      expect(paid.statusCode, paid.body).toBe(200);
    });

    it('keeps no attempt of a page opened while the cart was reset, and leaves the reset cart as it is', async () => {
      const { guest, cart } = await finalized([[piece, 1]]);
      const provider = testApp.app.paymentProvider;
      const create = provider.createHostedCheckout.bind(provider);
      let opened: string | undefined;
      // The shopper resets the cart in another tab while the provider opens the page.
      const spy = vi.spyOn(provider, 'createHostedCheckout').mockImplementationOnce(async (request) => {
        const reset = await guest.call('POST', '/api/carts/reset');
        expect(reset.statusCode, reset.body).toBe(200);
        const created = await create(request);
        opened = created.hostedCheckoutId;
        return created;
      });
      try {
        const refused = await checkout(guest, cart);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toMatchObject({ code: 'CART_NOT_FINALIZED' });
      } finally {
        spy.mockRestore();
      }
      expect(opened).toBeDefined();
      expect(await pendingOf(cart.id)).toMatchObject({ status: 'OPEN', payment_hosted_checkout_id: null });
      const attempts = await rowsOf<{ hosted_checkout_id: string }>(
        testApp.database.db,
        sql`select hosted_checkout_id from payment_attempts where cart_id = ${cart.id}`,
      );
      expect(attempts).toEqual([]);
    });

    it('two pay calls at once leave at most one payment pending on the cart, one they answered', async () => {
      const guest = await ready.readyGuest([[piece, 2]]);
      const open = await currentCart(guest);
      const answers = await Promise.all([payNow(guest), payNow(guest, { paymentMethodKey: 'paypal' })]);
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
      const answered = answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => hostedCheckoutAnswerSchema.parse(answer.json()).hostedCheckoutId);
      const pending = await pendingOf(open.id);
      // Either the later call's payment stands, or a refused one opened the cart with none.
      expect(
        pending.status === 'FINALIZED'
          ? answered.includes(pending.payment_hosted_checkout_id!)
          : pending.status === 'OPEN' && pending.payment_hosted_checkout_id === null,
      ).toBe(true);
      // A refused call undoes only its own freeze: the page a call answered is never taken away
      // by the other one's refusal (the provider fails neither of them here).
      if (answered.length > 0) expect(answered).toContain(pending.payment_hosted_checkout_id);
      const orders = await rowsOf<{ id: string }>(
        testApp.database.db,
        sql`select id from orders where cart_id = ${open.id}`,
      );
      expect(orders).toEqual([]);
    });

    it('takes the finalized cart or finalize, exactly one of them', async () => {
      const { guest, cart } = await finalized([[piece, 1]]);
      const neither = await guest.call('POST', '/api/checkout', {
        body: { paymentMethodKey: 'credit-cards' },
      });
      expect(neither.statusCode).toBe(400);
      expect(neither.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      const both = await payNow(guest, { checkoutId: cart.id });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(await pendingOf(cart.id)).toMatchObject({
        status: 'FINALIZED',
        payment_hosted_checkout_id: null,
      });
    });
  });
});
