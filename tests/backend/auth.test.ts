import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '../../backend/src/schemas/customer.js';
import {
  demoCustomerEmail,
  demoMemberEmail,
  demoPassword,
} from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('login and session on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  it('logs in with an HttpOnly, lax session cookie and a readable logged-in flag', async () => {
    const shopper = accountClient(current);
    const response = await shopper.logIn(demoMemberEmail);
    expect(response.statusCode).toBe(200);
    const customer = customerSchema.parse(response.json());
    expect(customer).toMatchObject({ email: demoMemberEmail, firstName: 'Anna' });
    expect(customer.loyaltyMemberInformation?.mpCardId).toBe('2900000000018');
    const session = response.cookies.find(({ name }) => name === 'SESSION');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const flag = response.cookies.find(({ name }) => name === 'logged-in');
    expect(flag?.value).toBe('true');
    expect(flag?.httpOnly).toBeFalsy();
    expect((await shopper.get('/api/customers')).json()).toMatchObject({ email: demoMemberEmail });
  });

  it('rotates the session at login: the old token no longer works', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    const first = shopper.cookies.get('SESSION')!;
    await shopper.loggedIn(demoCustomerEmail);
    const second = shopper.cookies.get('SESSION')!;
    expect(second).not.toBe(first);
    const stale = await testApp.app.inject({
      url: '/api/customers',
      headers: { 'x-tenant': 'de' },
      cookies: { SESSION: first },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('answers 401 INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const shopper = accountClient(current);
    const wrong = await shopper.logIn(demoCustomerEmail, 'not-the-password', '10.1.0.1');
    const unknown = await shopper.logIn('nobody@example.at', 'not-the-password', '10.1.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('logs out: 204, the session is gone and both cookies are cleared', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    const token = shopper.cookies.get('SESSION')!;
    const response = await shopper.call('POST', '/api/auth/logout');
    expect(response.statusCode).toBe(204);
    expect(shopper.cookies.has('SESSION')).toBe(false);
    expect(shopper.cookies.has('logged-in')).toBe(false);
    const reused = await testApp.app.inject({
      url: '/api/customers',
      headers: { 'x-tenant': 'de' },
      cookies: { SESSION: token },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await accountClient(current).get('/api/customers');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers an idle session with 401 SESSION_EXPIRED, clears it and sets the session-expired cookie', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    await testApp.database.db.execute(
      sql`update customer_sessions set last_seen_at = now() - interval '2 hours'`,
    );
    const response = await shopper.get('/api/customers');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const expired = response.cookies.find(({ name }) => name === 'session-expired');
    expect(expired).toMatchObject({ value: 'true', maxAge: 300 });
    expect(expired?.httpOnly).toBeFalsy();
    expect(shopper.cookies.has('SESSION')).toBe(false);
    expect(shopper.cookies.has('logged-in')).toBe(false);
  });

  it('ends a session at its absolute age even when used all along', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    await testApp.database.db.execute(
      sql`update customer_sessions set created_at = now() - interval '31 days'`,
    );
    expect((await shopper.get('/api/customers')).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses a session of another tenant', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    const response = await testApp.app.inject({
      url: '/api/customers',
      headers: { 'x-tenant': 'en' },
      cookies: { SESSION: shopper.cookies.get('SESSION')! },
    });
    expect(response.statusCode).toBe(401);
  });

  it('starts the account count afresh after a successful login', async () => {
    const shopper = accountClient(current);
    for (let attempt = 0; attempt < 4; attempt++) await shopper.logIn(demoCustomerEmail, 'wrong', '10.3.0.1');
    await shopper.loggedIn(demoCustomerEmail);
    for (let attempt = 0; attempt < 4; attempt++) await shopper.logIn(demoCustomerEmail, 'wrong', '10.3.0.1');
    expect((await shopper.logIn(demoCustomerEmail, undefined, '10.3.0.1')).statusCode).toBe(200);
  });

  it('refuses a client address after 30 failed logins across accounts', async () => {
    const shopper = accountClient(current);
    for (let attempt = 0; attempt < 30; attempt++) {
      const response = await shopper.logIn(`guess${attempt}@example.at`, 'wrong', '10.4.0.1');
      expect(response.statusCode).toBe(401);
    }
    const limited = await shopper.logIn(demoCustomerEmail, undefined, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED' });
    expect((await shopper.logIn(demoCustomerEmail, undefined, '10.4.0.2')).statusCode).toBe(200);
  });

  it('refuses a login without the recaptcha answer, or with a wrong one, with 400 RECAPTCHA_FAILED', async () => {
    const shopper = accountClient(current);
    for (const query of ['', '?recaptchaResponse=guess']) {
      const response = await shopper.call('POST', `/api/auth/login${query}`, {
        body: { email: demoCustomerEmail, password: demoPassword },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'RECAPTCHA_FAILED' });
    }
  });
});

describe.each(drivers)('recaptcha bypass key on %s', (driver) => {
  const bypassKey = 'journey-bypass-key-0123456789';
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { RECAPTCHA_BYPASS_KEY: bypassKey });
  });
  afterAll(() => testApp.close());

  it('lets the configured bypass key replace the challenge (§2)', async () => {
    const response = await accountClient(() => testApp).call(
      'POST',
      `/api/auth/login?recaptchaResponse=${bypassKey}`,
      {
        body: { email: demoCustomerEmail, password: demoPassword },
      },
    );
    expect(response.statusCode).toBe(200);
  });
});
