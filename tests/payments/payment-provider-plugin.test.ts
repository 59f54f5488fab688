import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../backend/support/test-app.js';
import { startPaymentSandbox, type RunningSandbox } from './payment-sandbox-server.js';

describe('the app registers one payment provider built from its configuration', () => {
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox();
    testApp = await startTestApp('pglite', {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
    });
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  it('talks to the configured provider, signed with the configured merchant credentials', async () => {
    const created = await testApp.app.paymentProvider.createHostedCheckout({
      amountInCents: 990,
      currency: 'EUR',
      merchantReference: 'cart-plugin',
      returnUrl: 'http://localhost:3999/kasse/zahlung',
      locale: 'de-AT',
      methodKeys: ['credit-cards'],
      cardBrands: ['VISA', 'MASTERCARD'],
    });
    expect(created.merchantReference).toBe('cart-plugin');
    expect(await testApp.app.paymentProvider.getHostedCheckout(created.hostedCheckoutId)).toMatchObject({
      status: 'IN_PROGRESS',
    });
  });

  it('answers a refused secret with the provider error code, not a generic one', async () => {
    const refused = await startTestApp('pglite', {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      PAYMENT_API_SECRET: 'a-secret-the-sandbox-does-not-know',
    });
    try {
      await expect(refused.app.paymentProvider.getHostedCheckout('unknown')).rejects.toMatchObject({
        code: 'PAYMENT_PROVIDER_AUTHENTICATION_FAILED',
        statusCode: 503,
      });
    } finally {
      await refused.close();
    }
  });
});
