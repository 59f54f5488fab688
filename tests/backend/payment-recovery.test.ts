import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import { hostedCheckoutAnswerSchema, placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { startPaymentSandbox, signedFetch, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { accountClient } from './support/account-client.js';
import { payOnHostedPage, placeOrderWithoutCapture, testReturnUrl } from './support/hosted-payment.js';
import { readyCarts } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

// Issue 32, money: every authorisation ends as a captured order or given back, whatever was
// lost on the way; only the payer's session learns about the order; the tenant's card brands only.

type OrderState = {
  order_number: string;
  captured_at: Date | null;
  capture_id: string | null;
  capture_refused_at: Date | null;
  capture_refusal: string | null;
};

describe.each(drivers)('payments that end captured or given back, on %s', (driver) => {
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let piece: ProductSummary;
  beforeAll(async () => {
    // No webhooks: each test decides who reports the payment.
    sandbox = await startPaymentSandbox({ url: 'http://127.0.0.1:9/unused', timing: 'none' });
    testApp = await startTestApp(driver, {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      STOREFRONT_URL: 'http://localhost:3999',
      PAYMENT_STATUS_CHECK_SECONDS: 1,
    });
    piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  const ready = readyCarts(() => testApp);
  const provider = () => testApp.app.paymentProvider;
  const execute = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query);
  const orderOf = async (cartId: string) =>
    (
      await rowsOf<OrderState>(
        testApp.database.db,
        sql`select order_number, captured_at, capture_id, capture_refused_at, capture_refusal from orders where cart_id = ${cartId}`,
      )
    )[0];
  /** Placed a minute ago by an API that stopped before capturing. */
  async function placeWithoutCapture(cartId: string, hostedCheckoutId: string) {
    const order = await placeOrderWithoutCapture(testApp, cartId, hostedCheckoutId);
    await execute(sql`update orders set placed_at = now() - interval '2 minutes' where cart_id = ${cartId}`);
    return order.paymentId!;
  }
  const providerStatus = async (hostedCheckoutId: string) =>
    (await provider().getHostedCheckout(hostedCheckoutId)).payment?.status;

  describe('captures', () => {
    it('captures an order the API placed and never captured (it stopped), through the status check', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { cart, hostedCheckoutId } = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess);
      const paymentId = await placeWithoutCapture(cart.id, hostedCheckoutId);
      expect(await providerStatus(hostedCheckoutId)).toBe('PENDING_CAPTURE');

      await vi.waitFor(async () => expect((await orderOf(cart.id))?.captured_at).toBeTruthy(), {
        timeout: 10_000,
      });
      const [capture] = await provider().getCaptures(paymentId);
      expect((await orderOf(cart.id))?.capture_id).toBe(capture!.operationId);
      expect(capture!.amount?.cents).toBe(cart.priceInfo.total);
    });

    it('records a capture taken at the provider whose answer was lost, without capturing twice', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { cart, hostedCheckoutId, returnMac } = await payOnHostedPage(
        guest,
        sandbox,
        testCardNumbers.visaSuccess,
      );
      const back = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(back.statusCode, back.body).toBe(200);
      const { capture_id: captureId } = (await orderOf(cart.id))!;
      // The provider took the capture, the API died before writing it down, a minute ago.
      await execute(
        sql`update orders set captured_at = null, capture_id = null, capture_claimed_at = now() - interval '2 minutes', placed_at = now() - interval '2 minutes' where cart_id = ${cart.id}`,
      );
      await vi.waitFor(async () => expect((await orderOf(cart.id))?.captured_at).toBeTruthy(), {
        timeout: 10_000,
      });
      expect((await orderOf(cart.id))?.capture_id).toBe(captureId);
      const { paymentId } = (await provider().getHostedCheckout(hostedCheckoutId)).payment!;
      expect(await provider().getCaptures(paymentId)).toHaveLength(1);
    });

    it('keeps a capture the provider refuses with the order for operators and does not ask again', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { cart, hostedCheckoutId } = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess);
      const paymentId = await placeWithoutCapture(cart.id, hostedCheckoutId);
      // The authorisation lapsed at the provider before anyone captured it.
      await provider().cancelPayment(paymentId);

      await vi.waitFor(async () => expect((await orderOf(cart.id))?.capture_refused_at).toBeTruthy(), {
        timeout: 10_000,
      });
      const refused = (await orderOf(cart.id))!;
      expect(refused.captured_at).toBeNull();
      expect(refused.capture_refusal).toMatch(/^CANCELLED: PAYMENT_ACTION_NOT_ALLOWED/);
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect((await orderOf(cart.id))?.capture_refused_at).toEqual(refused.capture_refused_at);
    });
  });

  describe('authorisations without an order', () => {
    it('gives back a superseded checkout paid anyway, on its return, and the newer one still pays', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const older = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess);
      // The shopper went back and started paying again before the older page's return arrived.
      const newer = await guest.call('POST', '/api/checkout', {
        body: { checkoutId: older.cart.id, paymentMethodKey: 'credit-cards' },
      });
      expect(newer.statusCode, newer.body).toBe(200);

      const back = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId: older.hostedCheckoutId, RETURNMAC: older.returnMac },
      });
      expect(back.statusCode, back.body).toBe(404);
      expect(back.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      expect(await providerStatus(older.hostedCheckoutId)).toBe('CANCELLED');
      expect(await orderOf(older.cart.id)).toBeUndefined();

      const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(newer.json());
      const page = redirectUrl.replace(/^https?:\/\/[^/]+/, sandbox.url);
      const paid = returnParameters(
        await submitPage(page, { action: 'card', cardNumber: testCardNumbers.visaSuccess }),
        testReturnUrl,
      );
      const placed = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: paid.get('RETURNMAC') },
      });
      expect(placed.statusCode, placed.body).toBe(200);
    });

    it('gives back, through the status check, an authorisation whose cart was reset and which nobody reported', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { hostedCheckoutId } = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess);
      expect((await guest.call('POST', '/api/carts/reset')).statusCode).toBe(200);
      await execute(
        sql`update payment_attempts set created_at = now() - interval '2 minutes' where hosted_checkout_id = ${hostedCheckoutId}`,
      );
      await vi.waitFor(async () => expect(await providerStatus(hostedCheckoutId)).toBe('CANCELLED'), {
        timeout: 10_000,
      });
      // The status check settles the attempt just after the provider's cancellation: wait for it.
      await vi.waitFor(
        async () => {
          const [attempt] = await rowsOf<{ outcome: string }>(
            testApp.database.db,
            sql`select outcome from payment_attempts where hosted_checkout_id = ${hostedCheckoutId}`,
          );
          expect(attempt?.outcome).toBe('CANCELLED');
        },
        { timeout: 10_000 },
      );
    });

    it('changes nothing on a return with a forged id, and the genuine return still places the order', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { cart, hostedCheckoutId, returnMac } = await payOnHostedPage(
        guest,
        sandbox,
        testCardNumbers.visaSuccess,
      );
      for (const forged of [
        { hostedCheckoutId: `${hostedCheckoutId}1`, RETURNMAC: returnMac },
        { hostedCheckoutId, RETURNMAC: `${returnMac}x` },
      ]) {
        const refused = await guest.call('POST', '/api/checkout/return', { body: forged });
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'PAYMENT_RETURN_INVALID' });
      }
      const current = cartSchema.parse((await guest.call('GET', '/api/carts')).json());
      expect(current.cartStatus).toBe('FINALIZED');
      const placed = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placedOrderSchema.parse(placed.json()).cartId).toBe(cart.id);
    });
  });

  describe('who learns about the order', () => {
    it('places the order on a genuine return from a stranger but tells them nothing; the payer learns it', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { cart, hostedCheckoutId, returnMac } = await payOnHostedPage(
        guest,
        sandbox,
        testCardNumbers.visaSuccess,
      );
      const stranger = accountClient(() => testApp);
      const foreign = await stranger.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(foreign.statusCode, foreign.body).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'PAYMENT_RETURN_FOREIGN' });
      const order = (await orderOf(cart.id))!;
      expect(order.captured_at).toBeTruthy();
      for (const secret of [order.order_number, cart.id, String(cart.priceInfo.total)])
        expect(foreign.body).not.toContain(secret);

      const own = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(own.statusCode, own.body).toBe(200);
      expect(placedOrderSchema.parse(own.json()).orderNumber).toBe(order.order_number);
    });
  });

  describe("the tenant's card brands", () => {
    it('opens the page for the brands the shop takes only: an AMEX card is refused there', async () => {
      await execute(
        sql`update tenants set client_runtime_config = jsonb_set(client_runtime_config, '{checkout,cardBrands}', '["VISA","MASTERCARD"]') where id = 'de'`,
      );
      try {
        const guest = await ready.readyGuest([[piece, 1]]);
        const finalized = cartSchema.parse(
          (await guest.call('POST', '/api/carts/finalize', { body: {} })).json(),
        );
        const started = await guest.call('POST', '/api/checkout', {
          body: { checkoutId: finalized.id, paymentMethodKey: 'credit-cards' },
        });
        const { redirectUrl } = hostedCheckoutAnswerSchema.parse(started.json());
        const page = redirectUrl.replace(/^https?:\/\/[^/]+/, sandbox.url);
        const amex = await submitPage(page, { action: 'card', cardNumber: '378282246310005' });
        expect(amex.status).toBe(400);
        returnParameters(
          await submitPage(page, { action: 'card', cardNumber: testCardNumbers.mastercardSuccess }),
          testReturnUrl,
        );
      } finally {
        await execute(
          sql`update tenants set client_runtime_config = jsonb_set(client_runtime_config, '{checkout,cardBrands}', '["VISA","MASTERCARD","AMEX","DINERS"]') where id = 'de'`,
        );
      }
    });

    it('refuses and cancels a payment made with a product the page was not opened for', async () => {
      const guest = await ready.readyGuest([[piece, 1]]);
      const { cart, hostedCheckoutId, returnMac } = await payOnHostedPage(
        guest,
        sandbox,
        testCardNumbers.visaSuccess,
      );
      // As if the provider had let a VISA card through on a page for MASTERCARD only.
      await execute(
        sql`update payment_attempts set product_ids = '{3}' where hosted_checkout_id = ${hostedCheckoutId}`,
      );
      const back = await guest.call('POST', '/api/checkout/return', {
        body: { hostedCheckoutId, RETURNMAC: returnMac },
      });
      expect(back.statusCode, back.body).toBe(409);
      expect(back.json()).toMatchObject({ code: 'PAYMENT_BRAND_NOT_OFFERED' });
      expect(await providerStatus(hostedCheckoutId)).toBe('CANCELLED');
      expect(await orderOf(cart.id)).toBeUndefined();
    });
  });

  it('answers the captures of a payment as the provider lists them', async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const { hostedCheckoutId, returnMac } = await payOnHostedPage(
      guest,
      sandbox,
      testCardNumbers.visaSuccess,
    );
    await guest.call('POST', '/api/checkout/return', { body: { hostedCheckoutId, RETURNMAC: returnMac } });
    const { paymentId } = (await provider().getHostedCheckout(hostedCheckoutId)).payment!;
    const listed = await signedFetch(
      sandbox,
      'GET',
      `/v2/${sandbox.options.merchantId}/payments/${paymentId}/captures`,
    );
    expect(listed.status).toBe(200);
    const { captures } = (await listed.json()) as { captures: { id: string; status: string }[] };
    expect(captures).toEqual([expect.objectContaining({ id: `${paymentId}_1`, status: 'CAPTURED' })]);
  });
});
