import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRecaptchaAnswer } from '../../backend/src/auth/recaptcha.js';
import {
  challengeAfterAccountFailures,
  maxFailuresPerAccountAndAddress,
} from '../../backend/src/auth/login-rate-limit.js';
import { tenants } from '../../backend/src/db/schema/tenants.js';
import {
  demoCustomerEmail,
  demoMemberEmail,
  demoPassword,
} from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient, tokenFromEmail } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

async function setRecaptchaEnabled(testApp: TestApp, tenantId: string, enabled: boolean) {
  const [stored] = await testApp.database.db
    .select({ config: tenants.clientRuntimeConfig })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const config = stored!.config;
  await testApp.database.db
    .update(tenants)
    .set({ clientRuntimeConfig: { ...config, recaptcha: { ...config.recaptcha, enabled } } })
    .where(eq(tenants.id, tenantId));
}

describe.each(drivers)('login limits that lock out no owner, on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await setRecaptchaEnabled(testApp, 'en', false);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  it('refuses the sixth attempt at one account from one address, and still lets the owner in from another', async () => {
    const attacker = accountClient(current);
    for (let attempt = 0; attempt < maxFailuresPerAccountAndAddress; attempt++) {
      expect((await attacker.logIn(demoMemberEmail, 'wrong-password', '10.20.0.1')).statusCode).toBe(401);
    }
    const limited = await attacker.logIn(demoMemberEmail, undefined, '10.20.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'LOGIN_RATE_LIMITED',
      message: expect.stringMatching(/Please try again in 15 minutes/),
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    const owner = accountClient(current);
    expect((await owner.logIn(demoMemberEmail, undefined, '10.20.9.9')).statusCode).toBe(200);
  });

  it('lets the owner in with the right password and a passed challenge after failures from many addresses', async () => {
    const attacker = accountClient(current);
    for (let attempt = 0; attempt < challengeAfterAccountFailures + 5; attempt++) {
      const response = await attacker.logIn(demoCustomerEmail, 'wrong-password', `10.21.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const owner = accountClient(current);
    expect((await owner.logIn(demoCustomerEmail, undefined, '10.21.9.9')).statusCode).toBe(200);
  });

  it('asks for the challenge, where the tenant asks for none, once an account failed from many addresses', async () => {
    const attacker = accountClient(current, 'en');
    const login = (password: string, address: string, answer?: string) =>
      attacker.call('POST', `/api/auth/login${answer ? `?recaptchaResponse=${answer}` : ''}`, {
        body: { email: demoCustomerEmail, password },
        remoteAddress: address,
      });
    expect((await login(demoPassword, '10.22.0.200')).statusCode).toBe(200);
    for (let attempt = 0; attempt < challengeAfterAccountFailures; attempt++) {
      expect((await login('wrong-password', `10.22.0.${attempt}`)).statusCode).toBe(401);
    }
    const stepUp = await login(demoPassword, '10.22.9.9');
    expect(stepUp.statusCode).toBe(400);
    expect(stepUp.json()).toMatchObject({ code: 'RECAPTCHA_REQUIRED' });
    expect((await login(demoPassword, '10.22.9.9', 'a-wrong-answer')).json()).toMatchObject({
      code: 'RECAPTCHA_REQUIRED',
    });
    expect((await login(demoPassword, '10.22.9.9', sandboxRecaptchaAnswer)).statusCode).toBe(200);
  });

  it('lets a password reset end the need for the challenge: the mailbox is proof enough', async () => {
    const attacker = accountClient(current, 'en');
    for (let attempt = 0; attempt < challengeAfterAccountFailures + 1; attempt++) {
      await attacker.call('POST', '/api/auth/login', {
        body: { email: demoMemberEmail, password: 'wrong-password' },
        remoteAddress: `10.25.0.${attempt}`,
      });
    }
    const owner = accountClient(current, 'en');
    const login = (password: string) =>
      owner.call('POST', '/api/auth/login', {
        body: { email: demoMemberEmail, password },
        remoteAddress: '10.25.9.9',
      });
    expect((await login(demoPassword)).json()).toMatchObject({ code: 'RECAPTCHA_REQUIRED' });
    await owner.call('POST', '/api/auth/password-reset', { body: { email: demoMemberEmail } });
    const token = await tokenFromEmail(current, demoMemberEmail, 'token');
    const reset = await owner.call('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'Ein-neues-Passwort-9' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await login('Ein-neues-Passwort-9')).statusCode).toBe(200);
    await owner.call('PUT', '/api/customers/password', {
      body: { oldPassword: 'Ein-neues-Passwort-9', newPassword: demoPassword },
    });
  });

  it('starts a new window after 15 minutes', async () => {
    const attacker = accountClient(current);
    for (let attempt = 0; attempt < maxFailuresPerAccountAndAddress; attempt++) {
      await attacker.logIn(demoMemberEmail, 'wrong-password', '10.23.0.1');
    }
    expect((await attacker.logIn(demoMemberEmail, undefined, '10.23.0.1')).statusCode).toBe(429);
    await testApp.database.db.execute(
      sql`update login_attempts set window_started_at = now() - interval '16 minutes' where scope = 'account-address'`,
    );
    expect((await attacker.logIn(demoMemberEmail, undefined, '10.23.0.1')).statusCode).toBe(200);
  });
});

describe.each(drivers)('sessions after a password change or reset, on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  it('ends every other session of the customer when the password changes, and keeps this one', async () => {
    const laptop = accountClient(current);
    const phone = accountClient(current);
    await laptop.loggedIn(demoMemberEmail);
    await phone.loggedIn(demoMemberEmail);
    const changed = await laptop.call('PUT', '/api/customers/password', {
      body: { oldPassword: demoPassword, newPassword: 'Ein-neues-Passwort-1' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await laptop.get('/api/customers')).statusCode).toBe(200);
    const stale = await phone.get('/api/customers');
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('ends every session of the customer when the password is reset', async () => {
    const phone = accountClient(current);
    await phone.loggedIn(demoCustomerEmail);
    const stranger = accountClient(current);
    await stranger.call('POST', '/api/auth/password-reset', { body: { email: demoCustomerEmail } });
    const token = await tokenFromEmail(current, demoCustomerEmail, 'token');
    const reset = await stranger.call('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'Ein-neues-Passwort-2' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await phone.get('/api/customers')).statusCode).toBe(401);
  });

  it('limits the current-password check of the change like a login', async () => {
    const thief = accountClient(current);
    await thief.loggedIn(demoMemberEmail, 'Ein-neues-Passwort-1');
    const change = (oldPassword: string) =>
      thief.call('PUT', '/api/customers/password', {
        body: { oldPassword, newPassword: 'Ein-neues-Passwort-3' },
        remoteAddress: '10.24.0.1',
      });
    for (let attempt = 0; attempt < maxFailuresPerAccountAndAddress; attempt++) {
      expect((await change(`guess-${attempt}`)).json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG' });
    }
    const limited = await change('Ein-neues-Passwort-1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'LOGIN_RATE_LIMITED' });
  });
});

describe.each(drivers)('login limits under a burst, on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    await setRecaptchaEnabled(testApp, 'en', false);
  });
  afterAll(() => testApp.close());

  it('checks exactly the allowed number of passwords when many wrong ones arrive at once', async () => {
    const attacker = accountClient(() => testApp);
    const burst = maxFailuresPerAccountAndAddress + 7;
    const answers = await Promise.all(
      Array.from({ length: burst }, () => attacker.logIn(demoMemberEmail, 'wrong-password', '10.30.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(maxFailuresPerAccountAndAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});
