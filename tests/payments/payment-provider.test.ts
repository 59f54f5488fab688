import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../backend/src/config.js';
import { createPaymentProvider, type PaymentProvider } from '../../backend/src/payments/payment-provider.js';
import { idempotence } from '../../backend/src/payments/idempotence.js';
import { isGenuineReturn } from '../../backend/src/payments/return-mac.js';
import { openPage, returnParameters, submitPage, testCardNumbers } from './hosted-page-client.js';
import { signedFetch, startPaymentSandbox, type RunningSandbox } from './payment-sandbox-server.js';

const returnUrl = 'http://localhost:3999/kasse/zahlung?methodKey=credit-cards&initiator=REDIRECT';

describe('the payment provider module, through the SDK, against the payment sandbox', () => {
  let sandbox: RunningSandbox;
  let provider: PaymentProvider;

  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
    provider = createPaymentProvider(sandbox.apiConfig);
  });
  afterAll(() => sandbox.close());

  const checkout = (overrides: Partial<Parameters<PaymentProvider['createHostedCheckout']>[0]> = {}) =>
    provider.createHostedCheckout({
      amountInCents: 1234,
      currency: 'EUR',
      merchantReference: 'cart-42',
      returnUrl,
      locale: 'de-AT',
      methodKeys: ['credit-cards', 'paypal', 'apple-pay'],
      cardBrands: ['VISA', 'MASTERCARD', 'AMEX', 'DINERS'],
      ...overrides,
    });

  it('creates a hosted checkout whose page offers only the chosen methods, in the shop language', async () => {
    const created = await checkout({ methodKeys: ['credit-cards'] });
    expect(created.redirectUrl).toBe(
      `${sandbox.url.replace('127.0.0.1', 'localhost')}/hostedcheckout/${created.hostedCheckoutId}`,
    );
    expect(created.merchantReference).toBe('cart-42');
    const page = await openPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="de-AT">');
    expect(page.html).toContain('<h1>Bezahlung</h1>');
    expect(page.html).toContain('4111 1111 1111 1111');
    expect(page.html).not.toContain('value="paypal"');
    expect(await provider.getHostedCheckout(created.hostedCheckoutId)).toEqual({
      status: 'IN_PROGRESS',
      paymentStatusCategory: null,
      payment: null,
    });
  });

  it('pays by card: back to the shop with hostedCheckoutId and RETURNMAC, authorized and waiting for capture', async () => {
    const created = await checkout();
    const page = `${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`;
    const back = returnParameters(
      await submitPage(page, { action: 'card', cardNumber: testCardNumbers.visaSuccess }),
      returnUrl,
    );
    expect(back.get('hostedCheckoutId')).toBe(created.hostedCheckoutId);
    expect(isGenuineReturn(created.returnMac, back.get('RETURNMAC'))).toBe(true);
    expect(isGenuineReturn(created.returnMac, `${created.returnMac.slice(1)}x`)).toBe(false);
    expect(isGenuineReturn(created.returnMac, null)).toBe(false);
    expect(back.get('methodKey')).toBe('credit-cards');

    const state = await provider.getHostedCheckout(created.hostedCheckoutId);
    expect(state).toMatchObject({
      status: 'PAYMENT_CREATED',
      paymentStatusCategory: 'SUCCESSFUL',
      payment: {
        paymentId: `${created.hostedCheckoutId}_0`,
        hostedCheckoutId: created.hostedCheckoutId,
        merchantReference: 'cart-42',
        status: 'PENDING_CAPTURE',
        statusCode: 5,
        isAuthorized: true,
        isCancellable: true,
        amount: { cents: 1234, currency: 'EUR' },
        product: { methodKey: 'credit-cards', brandName: 'VISA', methodType: 'TWO_TIER' },
      },
    });
    // Opening the page again (back button) sends the shopper back once more, to the same place.
    expect((await openPage(page)).location).toBe((await openPage(page)).location);
  });

  it('captures less than authorized, then refunds in parts up to the captured amount', async () => {
    const created = await checkout();
    await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
      action: 'card',
      cardNumber: testCardNumbers.mastercardSuccess,
    });
    const paymentId = `${created.hostedCheckoutId}_0`;
    const capture = await provider.capturePayment(paymentId, 1000);
    expect(capture).toMatchObject({
      status: 'CAPTURED',
      statusCode: 9,
      amount: { cents: 1000, currency: 'EUR' },
    });
    expect(await provider.getPayment(paymentId)).toMatchObject({ status: 'CAPTURED', isRefundable: true });

    expect(await provider.refundPayment(paymentId, { cents: 400, currency: 'EUR' })).toMatchObject({
      status: 'REFUNDED',
      amount: { cents: 400, currency: 'EUR' },
    });
    await expect(provider.refundPayment(paymentId, { cents: 700, currency: 'EUR' })).rejects.toMatchObject({
      code: 'PAYMENT_ACTION_NOT_ALLOWED',
      statusCode: 409,
    });
    const second = await provider.refundPayment(paymentId, { cents: 600, currency: 'EUR' });
    expect(await provider.getPayment(paymentId)).toMatchObject({ status: 'REFUNDED', statusCode: 8 });
    // The refunds taken, as a refund whose answer was lost is found again (decision 0084).
    const refunds = await provider.getRefunds(paymentId);
    expect(refunds.map((refund) => refund.amount?.cents)).toEqual([400, 600]);
    expect(refunds[1]!.operationId).toBe(second.operationId);
  });

  it('a final partial capture takes the amount and releases the rest; a partial one that is not final keeps the rest authorised', async () => {
    const created = await checkout();
    await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
      action: 'card',
      cardNumber: testCardNumbers.visaSuccess,
    });
    const paymentId = `${created.hostedCheckoutId}_0`;
    const authorized = (await provider.getPayment(paymentId)).amount!.cents;
    // The SDK's isFinal (the provider module always sends true): the rest is released.
    await provider.capturePayment(paymentId, authorized - 300);
    expect(await provider.getPayment(paymentId)).toMatchObject({
      status: 'CAPTURED',
      isCancellable: false,
      amount: { cents: authorized },
      acquired: { cents: authorized - 300 },
    });
    await expect(provider.capturePayment(paymentId, 300)).rejects.toMatchObject({
      code: 'PAYMENT_ACTION_NOT_ALLOWED',
    });

    const other = await checkout();
    await submitPage(`${sandbox.url}/hostedcheckout/${other.hostedCheckoutId}`, {
      action: 'card',
      cardNumber: testCardNumbers.visaSuccess,
    });
    const path = `/v2/${sandbox.options.merchantId}/payments/${other.hostedCheckoutId}_0/capture`;
    const partial = await signedFetch(sandbox, 'POST', path, { body: { amount: 200, isFinal: false } });
    expect(partial.status).toBe(200);
    expect(await provider.getPayment(`${other.hostedCheckoutId}_0`)).toMatchObject({
      status: 'PENDING_CAPTURE',
      acquired: { cents: 200 },
    });
    const rest = await signedFetch(sandbox, 'POST', path, { body: { isFinal: true } });
    expect(rest.status).toBe(200);
    expect(await provider.getPayment(`${other.hostedCheckoutId}_0`)).toMatchObject({
      status: 'CAPTURED',
      acquired: { cents: authorized },
    });
    expect((await provider.getCaptures(`${other.hostedCheckoutId}_0`)).map((c) => c.amount?.cents)).toEqual([
      200,
      authorized - 200,
    ]);
  });

  it('captures once: a repeat with the same idempotency key answers the first capture, another capture is refused', async () => {
    const created = await checkout();
    await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
      action: 'card',
      cardNumber: testCardNumbers.visaSuccess,
    });
    const paymentId = `${created.hostedCheckoutId}_0`;
    const [first, repeated] = await Promise.all([
      provider.capturePayment(paymentId, 1234, { idempotencyKey: 'order-for-cart-42' }),
      provider.capturePayment(paymentId, 1234, { idempotencyKey: 'order-for-cart-42' }),
    ]);
    expect(repeated).toEqual(first);
    await expect(provider.capturePayment(paymentId, 1234)).rejects.toMatchObject({
      code: 'PAYMENT_ACTION_NOT_ALLOWED',
    });
  });

  it('keeps idempotence keys within the platform’s 40 ASCII characters: the sandbox refuses a longer one, the module never sends one', async () => {
    const created = await checkout();
    await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
      action: 'card',
      cardNumber: testCardNumbers.visaSuccess,
    });
    const path = `/v2/${sandbox.options.merchantId}/payments/${created.hostedCheckoutId}_0/capture`;
    const tooLong = await signedFetch(sandbox, 'POST', path, {
      body: { amount: 1234, isFinal: true },
      headers: { 'x-gcs-idempotence-key': `capture-${'0123456789abcdef'.repeat(2)}-` },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ errors: [{ id: 'INVALID_VALUE' }] });
    await expect(
      provider.capturePayment(created.hostedCheckoutId + '_0', 1234, { idempotencyKey: 'k'.repeat(41) }),
    ).rejects.toThrow('not 1 to 40 printable ASCII characters');
    expect(idempotence('k'.repeat(40))).toEqual({ idempotence: { key: 'k'.repeat(40) } });
    expect(() => idempotence('Bestellung-für-42')).toThrow('printable ASCII');
    // The key captures use: an order's uuid without its dashes after "capture-".
    expect(`capture-${crypto.randomUUID().replaceAll('-', '')}`).toHaveLength(40);
  });

  it('replays the first answer, as JSON, to a repeated request with the same idempotency key', async () => {
    const created = await checkout();
    await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
      action: 'card',
      cardNumber: testCardNumbers.visaSuccess,
    });
    const capture = () =>
      signedFetch(
        sandbox,
        'POST',
        `/v2/${sandbox.options.merchantId}/payments/${created.hostedCheckoutId}_0/capture`,
        {
          body: { amount: 1234 },
          headers: { 'x-gcs-idempotence-key': 'capture-once' },
        },
      );
    const first = await capture();
    const replayed = await capture();
    expect(replayed.status).toBe(first.status);
    expect(replayed.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(replayed.headers.get('x-gcs-idempotence-request-timestamp')).toMatch(/^\d+$/);
    expect(await replayed.json()).toEqual(await first.json());
  });

  it('a declined card returns to the shop with a rejected payment that cannot be captured', async () => {
    const created = await checkout();
    const back = returnParameters(
      await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
        action: 'card',
        cardNumber: testCardNumbers.declined,
      }),
      returnUrl,
    );
    expect(back.get('hostedCheckoutId')).toBe(created.hostedCheckoutId);
    const state = await provider.getHostedCheckout(created.hostedCheckoutId);
    expect(state).toMatchObject({
      status: 'PAYMENT_CREATED',
      paymentStatusCategory: 'REJECTED',
      payment: {
        status: 'REJECTED',
        statusCode: 2,
        isAuthorized: false,
        errors: [{ id: 'AUTHORIZATION_DECLINED' }],
      },
    });
    await expect(provider.capturePayment(state.payment!.paymentId, 1234)).rejects.toMatchObject({
      code: 'PAYMENT_ACTION_NOT_ALLOWED',
    });
  });

  it('with attempts left, a declined card shows the page again with the reason, and another card pays', async () => {
    const created = await checkout({ allowedPaymentAttempts: 2 });
    const page = `${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`;
    const declined = await submitPage(page, { action: 'card', cardNumber: testCardNumbers.declined });
    expect(declined.status).toBe(200);
    expect(declined.html).toMatch(/<p class="error" role="alert">Die Bank hat die Karte abgelehnt/);
    returnParameters(
      await submitPage(page, { action: 'card', cardNumber: testCardNumbers.mastercardSuccess }),
      returnUrl,
    );
    expect(await provider.getHostedCheckout(created.hostedCheckoutId)).toMatchObject({
      payment: {
        paymentId: `${created.hostedCheckoutId}_1`,
        status: 'PENDING_CAPTURE',
        product: { brandName: 'MASTERCARD' },
      },
    });
  });

  it('3-D Secure: an extra page where the shopper confirms, or fails the check', async () => {
    const confirmed = await checkout({ locale: 'en-GB' });
    const page = `${sandbox.url}/hostedcheckout/${confirmed.hostedCheckoutId}`;
    const toChallenge = await submitPage(page, { action: 'card', cardNumber: testCardNumbers.challenge });
    expect(toChallenge).toMatchObject({
      status: 303,
      location: `/hostedcheckout/${confirmed.hostedCheckoutId}/challenge`,
    });
    const challenge = await openPage(`${page}/challenge`);
    expect(challenge.html).toContain('<h1>3-D Secure check</h1>');
    expect(await provider.getHostedCheckout(confirmed.hostedCheckoutId)).toMatchObject({
      status: 'IN_PROGRESS',
      payment: null,
    });
    returnParameters(await submitPage(`${page}/challenge`, { action: 'confirm' }), returnUrl);
    expect(await provider.getHostedCheckout(confirmed.hostedCheckoutId)).toMatchObject({
      payment: { status: 'PENDING_CAPTURE' },
    });

    const failed = await checkout();
    const failedPage = `${sandbox.url}/hostedcheckout/${failed.hostedCheckoutId}`;
    await submitPage(failedPage, { action: 'card', cardNumber: testCardNumbers.challenge });
    returnParameters(await submitPage(`${failedPage}/challenge`, { action: 'fail' }), returnUrl);
    expect(await provider.getHostedCheckout(failed.hostedCheckoutId)).toMatchObject({
      paymentStatusCategory: 'REJECTED',
      payment: { status: 'REJECTED', errors: [{ id: 'AUTHENTICATION_FAILURE' }] },
    });
  });

  it('cancel on the page returns to the shop without a payment', async () => {
    const created = await checkout();
    const back = returnParameters(
      await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, { action: 'cancel' }),
      returnUrl,
    );
    expect(back.get('RETURNMAC')).toBe(created.returnMac);
    expect(await provider.getHostedCheckout(created.hostedCheckoutId)).toEqual({
      status: 'CANCELLED_BY_CONSUMER',
      paymentStatusCategory: null,
      payment: null,
    });
  });

  it('pays with the PayPal and Apple Pay buttons, and cancels an authorization', async () => {
    for (const [action, methodKey, brandName] of [
      ['paypal', 'paypal', 'PAYPAL'],
      ['apple-pay', 'apple-pay', 'APPLEPAY'],
    ] as const) {
      const created = await checkout();
      returnParameters(
        await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, { action }),
        returnUrl,
      );
      const paymentId = `${created.hostedCheckoutId}_0`;
      expect(await provider.getPayment(paymentId)).toMatchObject({
        status: 'PENDING_CAPTURE',
        product: { methodKey, brandName, methodType: 'WALLET' },
      });
      expect(await provider.cancelPayment(paymentId)).toMatchObject({
        status: 'CANCELLED',
        statusCode: 6,
        isCancellable: false,
      });
      await expect(provider.capturePayment(paymentId, 1234)).rejects.toMatchObject({
        code: 'PAYMENT_ACTION_NOT_ALLOWED',
      });
    }
  });

  it('refuses a wallet the checkout did not offer', async () => {
    const created = await checkout({ methodKeys: ['credit-cards'] });
    const answer = await submitPage(`${sandbox.url}/hostedcheckout/${created.hostedCheckoutId}`, {
      action: 'paypal',
    });
    expect(answer.status).toBe(400);
    expect(answer.html).toContain('role="alert"');
  });

  it('refuses to send a method that is not paid on the hosted page', async () => {
    await expect(checkout({ methodKeys: ['payment-at-the-door'] })).rejects.toMatchObject({
      code: 'PAYMENT_METHOD_NOT_HOSTED',
      statusCode: 400,
    });
  });

  it('answers an unknown payment with PAYMENT_NOT_FOUND', async () => {
    await expect(provider.getPayment('1000000000_0')).rejects.toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
      statusCode: 404,
    });
    await expect(provider.getHostedCheckout('1000000000')).rejects.toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    });
  });

  it('refuses a request signed with a wrong secret, as the platform does', async () => {
    const wrongSecret = createPaymentProvider({
      ...sandbox.apiConfig,
      PAYMENT_API_SECRET: 'not-the-merchant-secret',
    });
    await expect(wrongSecret.getPayment('1000000000_0')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_AUTHENTICATION_FAILED',
      statusCode: 503,
    });
    const unsigned = await fetch(`${sandbox.url}/v2/${sandbox.options.merchantId}/payments/1000000000_0`);
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({
      errorId: expect.any(String),
      errors: [
        { id: 'MISSING_OR_INVALID_AUTHORIZATION', httpStatusCode: 401, category: 'DIRECT_PLATFORM_ERROR' },
      ],
    });
    const otherMerchant = createPaymentProvider({
      ...sandbox.apiConfig,
      PAYMENT_MERCHANT_ID: 'someone-else',
    });
    await expect(otherMerchant.getPayment('1000000000_0')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_AUTHENTICATION_FAILED',
    });
  });

  it('answers PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot be reached', async () => {
    const stopped = await startPaymentSandbox();
    await stopped.close();
    await expect(createPaymentProvider(stopped.apiConfig).getPayment('1000000000_0')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      statusCode: 503,
    });
  });

  it('gives up on a provider that accepts the call but never answers', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const config = loadConfig({ PAYMENT_API_HOST: '127.0.0.1', PAYMENT_API_PORT: String(port) });
    try {
      await expect(
        createPaymentProvider(config, { timeoutMs: 200 }).getPayment('1000000000_0'),
      ).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('reads the status of an answer that is not JSON, such as a proxy error page', async () => {
    const proxy = createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'text/html' }).end('<html><body>Unauthorized</body></html>');
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    const config = loadConfig({ PAYMENT_API_HOST: '127.0.0.1', PAYMENT_API_PORT: String(port) });
    try {
      await expect(createPaymentProvider(config).getPayment('1000000000_0')).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_AUTHENTICATION_FAILED',
      });
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
