import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config.js';
import { loadSandboxEnvironment } from '../../payment-sandbox/sandbox-config.js';

describe('the payment settings', () => {
  it('point the API at the payment sandbox on this machine by default', () => {
    expect(loadConfig({})).toMatchObject({
      PAYMENT_API_HOST: 'localhost',
      PAYMENT_API_SCHEME: 'http',
      PAYMENT_API_PORT: loadSandboxEnvironment({}).PAYMENT_SANDBOX_PORT,
      PAYMENT_MERCHANT_ID: loadSandboxEnvironment({}).PAYMENT_SANDBOX_MERCHANT_ID,
    });
  });

  it('take the real platform from the environment', () => {
    expect(
      loadConfig({
        PAYMENT_API_HOST: 'payment.preprod.direct.worldline-solutions.com',
        PAYMENT_API_SCHEME: 'https',
        PAYMENT_API_PORT: '443',
      }),
    ).toMatchObject({ PAYMENT_API_SCHEME: 'https', PAYMENT_API_PORT: 443 });
  });

  it('fail loudly on a bad scheme, port or short secret', () => {
    expect(() =>
      loadConfig({ PAYMENT_API_SCHEME: 'ftp', PAYMENT_API_PORT: 'eighty', PAYMENT_WEBHOOK_SECRET: 'short' }),
    ).toThrow(/PAYMENT_API_SCHEME[\s\S]*PAYMENT_API_PORT[\s\S]*PAYMENT_WEBHOOK_SECRET/);
    expect(() => loadSandboxEnvironment({ PAYMENT_SANDBOX_WEBHOOK_TIMING: 'sometimes' })).toThrow(
      /PAYMENT_SANDBOX_WEBHOOK_TIMING/,
    );
  });
});
