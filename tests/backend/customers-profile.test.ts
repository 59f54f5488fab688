import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema, newsletterTopicListSchema } from '../../backend/src/schemas/customer.js';
import {
  demoCustomerEmail,
  demoMemberEmail,
  demoPassword,
} from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient, latestEmailTo, tokenFromEmail } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const someId = '00000000-0000-4000-8000-000000000000';
const customerRoutes = [
  ['GET', '/api/customers'],
  ['GET', '/api/customers/refresh'],
  ['PUT', '/api/customers'],
  ['PUT', '/api/customers/password'],
  ['POST', '/api/customers/newsletter-topics/manage'],
  ['POST', '/api/customers/newsletter-topics/confirm'],
  ['GET', '/api/customers/communication-settings'],
  ['PUT', '/api/customers/communication-settings'],
  ['POST', '/api/customers/favorite-store'],
  ['GET', '/api/customers/addresses'],
  ['POST', '/api/customers/addresses/delivery'],
  ['PUT', '/api/customers/addresses/billing'],
  ['POST', `/api/customers/addresses/${someId}/primary`],
  ['DELETE', `/api/customers/addresses/${someId}`],
  ['POST', '/api/customers/addresses/combined'],
  ['PUT', '/api/customers/addresses/combined'],
  ['DELETE', `/api/customers/addresses/${someId}/combined`],
  ['GET', '/api/customers/favorites'],
  ['PUT', '/api/customers/favorites/PRODUCT'],
  ['DELETE', '/api/customers/favorites/PRODUCT/123'],
  ['GET', '/api/customers/favorites/products?favorites=true'],
] as const;

const profile = {
  email: demoCustomerEmail,
  firstName: 'Maximilian',
  lastName: 'Muster',
  salutation: 'Male',
  academicTitle: 'DI',
  birthdate: '1980-07-01',
};

describe.each(drivers)('customer profile on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  it.each(customerRoutes)('answers %s %s with 401 UNAUTHENTICATED without a session', async (method, url) => {
    const response = await accountClient(current).call(method, url, {
      body: method === 'GET' ? undefined : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('changes the profile and refuses an e-mail that belongs to another account', async () => {
    const shopper = accountClient(current, 'en');
    await shopper.loggedIn(demoCustomerEmail);
    const changed = await shopper.call('PUT', '/api/customers', { body: profile });
    expect(changed.statusCode).toBe(200);
    expect(customerSchema.parse(changed.json())).toMatchObject({
      firstName: 'Maximilian',
      academicTitle: 'DI',
    });
    const taken = await shopper.call('PUT', '/api/customers', {
      body: { ...profile, email: 'ANNA.muster@example.at' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await shopper.get('/api/customers/refresh')).json()).toMatchObject({ email: demoCustomerEmail });
  });

  it('changes the password only with the right old one, naming the oldPassword field otherwise', async () => {
    const shopper = accountClient(current, 'en');
    await shopper.loggedIn(demoCustomerEmail);
    const wrong = await shopper.call('PUT', '/api/customers/password', {
      body: { oldPassword: 'not-it', newPassword: 'Ein-neues-Passwort' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      details: [expect.objectContaining({ path: 'oldPassword' })],
    });
    const right = await shopper.call('PUT', '/api/customers/password', {
      body: { oldPassword: demoPassword, newPassword: 'Ein-neues-Passwort' },
    });
    expect(right.statusCode).toBe(204);
    expect((await shopper.logIn(demoCustomerEmail, 'Ein-neues-Passwort')).statusCode).toBe(200);
  });

  it('unsubscribes at once (200) and subscribes after the e-mailed confirmation (202)', async () => {
    const anna = accountClient(current);
    await anna.loggedIn(demoMemberEmail);
    const unsubscribed = await anna.call('POST', '/api/customers/newsletter-topics/manage', {
      body: { unsubscribe: ['weekly-offers'] },
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json()).toMatchObject({ newsletterTopics: [] });

    const subscribed = await anna.call('POST', '/api/customers/newsletter-topics/manage', {
      body: { subscribe: ['organic', 'recipes'] },
    });
    expect(subscribed.statusCode).toBe(202);
    expect((await anna.get('/api/customers')).json()).toMatchObject({ newsletterTopics: [] });
    const mail = await latestEmailTo(current, demoMemberEmail);
    expect(mail?.text).toContain('Rezeptideen, Bio und regional');
    const token = await tokenFromEmail(current, demoMemberEmail, 'newsletterToken');
    const confirmed = await anna.call('POST', '/api/customers/newsletter-topics/confirm', {
      body: { token },
    });
    expect(confirmed.json()).toMatchObject({
      newsletterTopics: [{ newsletterTopicId: 'organic' }, { newsletterTopicId: 'recipes' }],
    });

    const unknown = await anna.call('POST', '/api/customers/newsletter-topics/manage', {
      body: { subscribe: ['x'] },
    });
    expect(unknown.json()).toMatchObject({ code: 'NEWSLETTER_TOPIC_UNKNOWN' });
  });

  it("refuses another customer's newsletter confirmation link", async () => {
    const max = accountClient(current);
    await max.loggedIn(demoCustomerEmail);
    await max.call('POST', '/api/customers/newsletter-topics/manage', { body: { subscribe: ['organic'] } });
    const token = await tokenFromEmail(current, demoCustomerEmail, 'newsletterToken');
    const anna = accountClient(current);
    await anna.loggedIn(demoMemberEmail);
    const response = await anna.call('POST', '/api/customers/newsletter-topics/confirm', { body: { token } });
    expect(response.json()).toMatchObject({ code: 'CONFIRMATION_TOKEN_INVALID' });
    const own = await max.call('POST', '/api/customers/newsletter-topics/confirm', { body: { token } });
    expect(own.json()).toMatchObject({ newsletterTopics: [{ newsletterTopicId: 'organic' }] });
  });

  it('lists the newsletter topics in a language the tenant offers, without a session', async () => {
    const de = newsletterTopicListSchema.parse(
      (await accountClient(current).get('/api/newsletter-topics')).json(),
    );
    const en = newsletterTopicListSchema.parse(
      (await accountClient(current, 'en').get('/api/newsletter-topics')).json(),
    );
    expect(de.topics.map((topic) => topic.name)).toEqual([
      'Wochenangebote',
      'Rezeptideen',
      'Bio und regional',
    ]);
    expect(en.topics.map((topic) => topic.name)).toEqual([
      'Weekly offers',
      'Recipe ideas',
      'Organic and local',
    ]);
    const englishInGermanShop = await testApp.app.inject({
      url: '/api/newsletter-topics',
      headers: { 'x-tenant': 'de', 'accept-language': 'fr;q=1, en-GB;q=0.8, de;q=0.5' },
    });
    expect(englishInGermanShop.json().topics[0].name).toBe('Weekly offers');
    const germanInEnglishOnlyShop = await testApp.app.inject({
      url: '/api/newsletter-topics',
      headers: { 'x-tenant': 'en', 'accept-language': 'de' },
    });
    expect(germanInEnglishOnlyShop.json().topics[0].name).toBe('Weekly offers');
  });

  it('keeps communication settings and the favourite store', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoMemberEmail);
    const settings = { personalEmailAllowed: false, personalMailAllowed: true, personalSmsAllowed: true };
    expect(
      (await shopper.call('PUT', '/api/customers/communication-settings', { body: settings })).json(),
    ).toEqual(settings);
    expect((await shopper.get('/api/customers/communication-settings')).json()).toEqual(settings);
    const store = await shopper.call('POST', '/api/customers/favorite-store', {
      body: { storeType: 'MY_STORE_10101', storeId: '10101' },
    });
    expect(store.json()).toMatchObject({ favoriteStoreId: '10101' });
  });

  it('shows sent e-mails on the outbox page, newest first, filtered by recipient', async () => {
    const page = await testApp.app.inject({ url: `/outbox?to=${encodeURIComponent(demoMemberEmail)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<h1>E-mail outbox</h1>');
    expect(page.body).toContain(demoMemberEmail);
  });
});

describe('outbox page switched off', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite', { EMAIL_OUTBOX_PAGE: false });
  });
  afterAll(() => testApp.close());

  it('is not served when EMAIL_OUTBOX_PAGE is false', async () => {
    expect((await testApp.app.inject({ url: '/outbox' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: '/outbox/messages' })).statusCode).toBe(404);
  });
});
