import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config.js';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('account configuration', () => {
  it('serves the outbox page outside production unless EMAIL_OUTBOX_PAGE says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).EMAIL_OUTBOX_PAGE).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).EMAIL_OUTBOX_PAGE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', EMAIL_OUTBOX_PAGE: 'true' }).EMAIL_OUTBOX_PAGE).toBe(true);
  });

  it('defaults sessions to an hour idle and 30 days at most, and links to the local storefront', () => {
    expect(loadConfig({})).toMatchObject({
      SESSION_IDLE_MINUTES: 60,
      SESSION_MAX_DAYS: 30,
      STOREFRONT_URL: 'http://localhost:3000',
    });
  });

  it('refuses a short recaptcha bypass key', () => {
    expect(() => loadConfig({ RECAPTCHA_BYPASS_KEY: 'short' })).toThrow(/RECAPTCHA_BYPASS_KEY/);
  });
});

describe('session cookies in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite', { NODE_ENV: 'production' });
  });
  afterAll(() => testApp.close());

  it('marks the session and logged-in cookies Secure', async () => {
    const response = await accountClient(() => testApp).loggedIn(demoCustomerEmail);
    const names = ['SESSION', 'logged-in'];
    const cookies = response.cookies.filter(({ name }) => names.includes(name));
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie.secure).toBe(true);
  });
});
