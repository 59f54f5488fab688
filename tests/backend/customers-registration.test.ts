import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRecaptchaAnswer } from '../../backend/src/auth/recaptcha.js';
import { customerSchema } from '../../backend/src/schemas/customer.js';
import {
  demoCustomerEmail,
  demoMemberEmail,
  demoPassword,
} from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient, latestEmailTo, tokenFromEmail } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const captcha = `recaptchaResponse=${sandboxRecaptchaAnswer}`;
const newShopper = (email: string) => ({
  email,
  password: 'Ein-gutes-Passwort',
  salutation: 'Female',
  firstName: 'Lena',
  lastName: 'Neu',
  birthdate: '1990-02-03',
  newsletterTopicIds: ['recipes'],
});

describe.each(drivers)('registration and password reset on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  it('registers with e-mail confirmation (de): 202, a link in the outbox, and the link logs in', async () => {
    const shopper = accountClient(current);
    const registered = await shopper.call('POST', `/api/customers?${captcha}`, {
      body: newShopper('lena@example.at'),
    });
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toEqual({ status: 'CONFIRMATION_SENT' });
    expect(shopper.cookies.has('SESSION')).toBe(false);

    const blocked = await shopper.logIn('lena@example.at', 'Ein-gutes-Passwort');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED' });

    const email = await latestEmailTo(current, 'lena@example.at');
    expect(email?.links[0]).toMatch(/^http:\/\/localhost:3000\/registrieren\?confirmationToken=/);
    const token = await tokenFromEmail(current, 'lena@example.at', 'confirmationToken');
    const confirmed = await shopper.call('POST', '/api/customers/confirmation', { body: { token } });
    expect(confirmed.statusCode).toBe(200);
    const customer = customerSchema.parse(confirmed.json());
    expect(customer).toMatchObject({ email: 'lena@example.at', firstName: 'Lena', birthdate: '1990-02-03' });
    // Confirming the address confirms the newsletter topics chosen with it.
    expect(customer.newsletterTopics).toEqual([{ newsletterTopicId: 'recipes' }]);
    expect(shopper.cookies.get('logged-in')).toBe('true');

    const again = await accountClient(current).call('POST', '/api/customers/confirmation', {
      body: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'CONFIRMATION_TOKEN_INVALID' });
  });

  it('answers a registration with a known e-mail the same, and e-mails its owner a notice', async () => {
    const response = await accountClient(current).call('POST', `/api/customers?${captcha}`, {
      body: newShopper(demoCustomerEmail.toUpperCase()),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'CONFIRMATION_SENT' });
    const notice = await latestEmailTo(current, demoCustomerEmail);
    expect(notice?.subject).toBe('Du hast bereits ein Kundenkonto');
    expect(notice?.links).toContain('http://localhost:3000/passwort-vergessen');
  });

  it('registers without confirmation (en): 200 with the customer and a session; a taken e-mail is 409', async () => {
    const shopper = accountClient(current, 'en');
    const registered = await shopper.call('POST', `/api/customers?${captcha}`, {
      body: newShopper('sam@example.com'),
    });
    expect(registered.statusCode).toBe(200);
    expect(customerSchema.parse(registered.json())).toMatchObject({
      email: 'sam@example.com',
      newsletterTopics: [],
    });
    expect((await shopper.get('/api/customers')).statusCode).toBe(200);
    const newsletterMail = await latestEmailTo(current, 'sam@example.com');
    expect(newsletterMail?.links[0]).toMatch(/^http:\/\/en\.localhost:3000\/account\?newsletterToken=/);

    const taken = await accountClient(current, 'en').call('POST', `/api/customers?${captcha}`, {
      body: newShopper('SAM@example.com'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it('refuses a registration without the recaptcha answer, or below the age of 18', async () => {
    const shopper = accountClient(current);
    const noCaptcha = await shopper.call('POST', '/api/customers', { body: newShopper('robot@example.at') });
    expect(noCaptcha.json()).toMatchObject({ code: 'RECAPTCHA_FAILED' });
    const young = await shopper.call('POST', `/api/customers?${captcha}`, {
      body: { ...newShopper('young@example.at'), birthdate: `${new Date().getFullYear() - 10}-01-01` },
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().details).toContainEqual(
      expect.objectContaining({ path: 'birthdate', message: 'You must be at least 18 years old' }),
    );
  });

  it('creates an account from an unlinked loyalty card and refuses unknown and linked cards', async () => {
    const shopper = accountClient(current, 'en');
    const offline = (cardNumber: string, email: string) =>
      shopper.call('POST', `/api/customers/offline-account?${captcha}`, {
        body: { ...newShopper(email), cardNumber },
      });
    const unknown = await offline('4006381333931', 'card1@example.com');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'LOYALTY_CARD_UNKNOWN' });
    const linked = await offline('2900000000018', 'card2@example.com');
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toMatchObject({ code: 'LOYALTY_CARD_ALREADY_LINKED' });
    const badChecksum = await offline('2900000000019', 'card3@example.com');
    expect(badChecksum.statusCode).toBe(400);

    const created = await offline('2900000000025', 'card4@example.com');
    expect(created.statusCode).toBe(200);
    expect(customerSchema.parse(created.json()).loyaltyMemberInformation).toMatchObject({
      mpCardId: '2900000000025',
      loyalityMemberId: '700002',
    });
    expect((await offline('2900000000025', 'card5@example.com')).statusCode).toBe(409);
  });

  it('answers a password reset request 202 either way; the e-mailed token works once', async () => {
    const shopper = accountClient(current);
    const unknown = await shopper.call('POST', '/api/auth/password-reset', {
      body: { email: 'nobody@example.at' },
    });
    const known = await shopper.call('POST', '/api/auth/password-reset', {
      body: { email: demoMemberEmail },
    });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestEmailTo(current, 'nobody@example.at')).toBeUndefined();

    const otherDevice = accountClient(current);
    await otherDevice.loggedIn(demoMemberEmail);
    const token = await tokenFromEmail(current, demoMemberEmail, 'token');
    const reset = await shopper.call('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'Ganz-neues-Passwort' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await otherDevice.get('/api/customers')).statusCode).toBe(401);
    expect((await shopper.logIn(demoMemberEmail, 'Ganz-neues-Passwort')).statusCode).toBe(200);

    const reused = await shopper.call('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'Noch-ein-Passwort' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('refuses an expired reset token', async () => {
    const shopper = accountClient(current);
    await shopper.call('POST', '/api/auth/password-reset', { body: { email: demoCustomerEmail } });
    const token = await tokenFromEmail(current, demoCustomerEmail, 'token');
    await testApp.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 minute'`,
    );
    const response = await shopper.call('POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'Ganz-neues-Passwort' },
    });
    expect(response.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    expect((await shopper.logIn(demoCustomerEmail, demoPassword)).statusCode).toBe(200);
  });
});
