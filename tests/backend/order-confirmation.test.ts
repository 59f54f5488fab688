import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import {
  hostedCheckoutAnswerSchema,
  orderConfirmationSchema,
  placedOrderSchema,
} from '../../backend/src/schemas/checkout.js';
import { returnParameters, submitPage, testCardNumbers } from '../payments/hosted-page-client.js';
import { startPaymentSandbox, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { accountClient } from './support/account-client.js';
import { readyCarts, reachableAddress } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const returnUrl = 'http://localhost:3999/kasse/zahlung';

describe.each(drivers)('the confirmation of a placed order, on %s', (driver) => {
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let piece: ProductSummary;
  const ready = readyCarts(() => testApp);

  beforeAll(async () => {
    sandbox = await startPaymentSandbox({ timing: 'none' });
    testApp = await startTestApp(driver, {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      STOREFRONT_URL: 'http://localhost:3999',
    });
    piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  async function orderAsGuest() {
    const guest = await ready.readyGuest([[piece, 3]]);
    const cart = cartSchema.parse((await guest.call('POST', '/api/carts/finalize', { body: {} })).json());
    const started = await guest.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'credit-cards' },
    });
    const { redirectUrl, hostedCheckoutId } = hostedCheckoutAnswerSchema.parse(started.json());
    const page = redirectUrl.replace(/^https?:\/\/[^/]+/, sandbox.url);
    const back = returnParameters(
      await submitPage(page, { action: 'card', cardNumber: testCardNumbers.visaSuccess }),
      returnUrl,
    );
    const returned = await guest.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: back.get('RETURNMAC')! },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    return { guest, cart, placed: placedOrderSchema.parse(returned.json()) };
  }

  it('shows the guest who ordered the lines, address, slot and total as they were paid', async () => {
    const { guest, cart, placed } = await orderAsGuest();
    const answer = await guest.get(`/api/orders/${placed.orderNumber}/confirmation`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const confirmation = orderConfirmationSchema.parse(answer.json());
    expect(confirmation).toMatchObject({
      orderNumber: placed.orderNumber,
      total: cart.priceInfo.total,
      // Issue 34: paid without a gift card.
      payment: { methodKey: 'credit-cards', brandName: 'VISA', giftCardAmount: null },
    });
    expect(confirmation.cart.cartStatus).toBe('ORDERED');
    expect(confirmation.cart.productLineItems).toEqual([
      expect.objectContaining({ quantity: 3, product: expect.objectContaining({ sku: piece.sku }) }),
    ]);
    expect(confirmation.cart.distributionAddress).toMatchObject({ streetName: reachableAddress.streetName });
    expect(confirmation.cart.timeSlot).toEqual(cart.timeSlot);

    // The shopper's current cart is a new, empty one; the confirmation stays readable.
    const current = cartSchema.parse((await guest.get('/api/carts')).json());
    expect(current.id).not.toBe(cart.id);
    expect((await guest.get(`/api/orders/${placed.orderNumber}/confirmation`)).statusCode).toBe(200);
  });

  it('tells another shopper, and a number that does not exist, nothing', async () => {
    const { placed } = await orderAsGuest();
    const stranger = accountClient(() => testApp);
    await stranger.get('/api/carts');
    for (const path of [`/api/orders/${placed.orderNumber}/confirmation`, '/api/orders/123/confirmation']) {
      const answer = await stranger.get(path);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    expect((await stranger.get('/api/orders/12a/confirmation')).statusCode).toBe(400);
  });
});
