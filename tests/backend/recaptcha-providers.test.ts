import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRecaptchaAnswer } from '../../backend/src/auth/recaptcha.js';
import { loadConfig } from '../../backend/src/config.js';
import { tenants } from '../../backend/src/db/schema/tenants.js';
import type { ClientRuntimeConfig } from '../../backend/src/schemas/tenant.js';
import { demoCustomerEmail, demoPassword } from '../../backend/src/seed/customers/insert-customers.js';
import {
  googleSecretKey,
  googleSiteverify,
  googleSiteverifyDown,
  passingGoogleToken,
} from './handlers/google-recaptcha.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const google = setupServer(googleSiteverify);

async function useRecaptcha(testApp: TestApp, tenantId: string, recaptcha: ClientRuntimeConfig['recaptcha']) {
  const [stored] = await testApp.database.db
    .select({ config: tenants.clientRuntimeConfig })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  await testApp.database.db
    .update(tenants)
    .set({ clientRuntimeConfig: { ...stored!.config, recaptcha } })
    .where(eq(tenants.id, tenantId));
}

const logIn = (testApp: TestApp, answer: string) =>
  accountClient(() => testApp).call('POST', `/api/auth/login?recaptchaResponse=${answer}`, {
    body: { email: demoCustomerEmail, password: demoPassword },
  });

describe.each(drivers)('Google reCAPTCHA on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    google.listen({ onUnhandledRequest: 'error' });
    testApp = await startTestApp(driver, { NODE_ENV: 'production', RECAPTCHA_SECRET_KEY: googleSecretKey });
    await useRecaptcha(testApp, 'de', { enabled: true, provider: 'google', siteKey: 'site-key' });
  });
  afterEach(() => google.resetHandlers());
  afterAll(async () => {
    google.close();
    await testApp.close();
  });

  it('logs in when Google accepts the answer', async () => {
    expect((await logIn(testApp, passingGoogleToken)).statusCode).toBe(200);
  });

  it('refuses an answer Google refuses, and the sandbox answer, with 400 RECAPTCHA_FAILED', async () => {
    for (const answer of ['a-forged-token', sandboxRecaptchaAnswer]) {
      const response = await logIn(testApp, answer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'RECAPTCHA_FAILED' });
    }
  });

  it('answers 503 RECAPTCHA_UNAVAILABLE while Google does not answer', async () => {
    google.use(googleSiteverifyDown);
    const response = await logIn(testApp, passingGoogleToken);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'RECAPTCHA_UNAVAILABLE' });
  });
});

describe('the sandbox verifier in production', () => {
  it('is refused unless the operator enables it for a demo', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).RECAPTCHA_SANDBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RECAPTCHA_SANDBOX: 'true' }).RECAPTCHA_SANDBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).RECAPTCHA_SANDBOX).toBe(true);
  });

  it('does not let the fixed sandbox answer log in', async () => {
    const testApp = await startTestApp('pglite', { NODE_ENV: 'production', RECAPTCHA_SANDBOX: undefined });
    try {
      const response = await logIn(testApp, sandboxRecaptchaAnswer);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      const demo = await startTestApp('pglite', { NODE_ENV: 'production', RECAPTCHA_SANDBOX: true });
      try {
        expect((await logIn(demo, sandboxRecaptchaAnswer)).statusCode).toBe(200);
      } finally {
        await demo.close();
      }
    } finally {
      await testApp.close();
    }
  });
});
