import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import {
  COMMERCE_API,
  customerApiHandlers,
  makeAddress,
  makeCustomer,
  type RecordedCall,
} from '../../tests/storefront/handlers/commerce-api-customers';
import { createApiClient } from './api-client.server';
import { ApiError } from './api-errors.server';
import { createCustomerClient } from './customer.server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function customerClient(relayed: string[] = []) {
  const api = createApiClient({
    baseUrl: COMMERCE_API,
    tenantId: 'de',
    requestId: 'req-customer',
    cookie: 'SESSION=s-1; logged-in=true',
    onSetCookie: (cookie) => relayed.push(cookie),
    unavailableMessage: () => 'Backend or internet is not available',
  });
  return createCustomerClient(api);
}

function answering(answer: Parameters<typeof customerApiHandlers>[1]) {
  const calls: RecordedCall[] = [];
  server.use(...customerApiHandlers(calls, answer));
  return calls;
}

describe('the customer client', () => {
  it('logs in with the recaptcha answer in the query and relays the session cookies', async () => {
    const relayed: string[] = [];
    const calls = answering(() => ({
      status: 200,
      body: makeCustomer(),
      setCookie: 'logged-in=true; Path=/',
    }));
    const customer = await customerClient(relayed).login(
      { email: 'anna@example.at', password: 'Sicher-123' },
      'sandbox-passed',
    );
    expect(customer.firstName).toBe('Anna');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      query: '?recaptchaResponse=sandbox-passed',
      body: { email: 'anna@example.at', password: 'Sicher-123' },
      xsrf: 'xsrf-1',
    });
    expect(relayed).toContain('logged-in=true; Path=/');
  });

  it('tells a 202 registration (e-mail sent) from a 200 one (logged in)', async () => {
    answering(() => ({ status: 202, body: { status: 'CONFIRMATION_SENT' } }));
    const body = { email: 'a@b.at', password: 'Sicher-123', firstName: 'A', newsletterTopicIds: [] };
    expect(await customerClient().register(body)).toEqual({ status: 'CONFIRMATION_SENT' });
    server.resetHandlers();
    answering(() => ({ status: 200, body: makeCustomer() }));
    expect(await customerClient().register(body)).toMatchObject({ id: 'c-1' });
  });

  it('maps a 429 to an ApiError with the wait in its details', async () => {
    answering(() => ({
      status: 429,
      body: { code: 'LOGIN_RATE_LIMITED', message: 'Too many', details: { retryAfterSeconds: 42 } },
    }));
    const failure = await customerClient()
      .login({ email: 'a@b.at', password: 'x' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 429,
      code: 'LOGIN_RATE_LIMITED',
      details: { retryAfterSeconds: 42 },
    });
  });

  it('reports a newsletter change that waits for the e-mail (202) apart from a done one (200)', async () => {
    const calls = answering(({ path }) =>
      path.endsWith('/manage') ? { status: 202, body: { status: 'CONFIRMATION_SENT' } } : { status: 404 },
    );
    expect(await customerClient().manageNewsletterTopics(['weekly'], [])).toBe(true);
    expect(calls[0]?.body).toEqual({ subscribe: ['weekly'], unsubscribe: [] });
    server.resetHandlers();
    answering(() => ({ status: 200, body: makeCustomer() }));
    expect(await customerClient().manageNewsletterTopics([], ['weekly'])).toBe(false);
  });

  it('uses the address paths of §7: per type, primary, and the combined delete', async () => {
    const calls = answering(({ method }) =>
      method === 'GET' ? { status: 200, body: { addresses: [makeAddress()] } } : { status: 204 },
    );
    const client = customerClient();
    const address = makeAddress();
    const { id: _id, category: _c, addressType: _t, primary: _p, ...fields } = address;
    const body = {
      ...fields,
      salutation: undefined,
      academicTitle: undefined,
      lastName: 'Muster',
      companyName: undefined,
      stairCase: undefined,
      floor: undefined,
      door: undefined,
      phoneNumber: '+436641234567',
      additionalInfo: undefined,
      valueAddedTaxId: undefined,
      companyRegistrationNumber: undefined,
    };
    await client.createAddress('billing', { ...body, primary: true });
    await client.updateAddress('combined', { ...body, id: address.id });
    await client.makeAddressPrimary(address.id);
    await client.deleteAddress(address.id, 'delivery');
    await client.deleteAddress(address.id, 'combined');
    expect(await client.listAddresses()).toHaveLength(1);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/customers/addresses/billing',
      'PUT /api/customers/addresses/combined',
      `POST /api/customers/addresses/${address.id}/primary`,
      `DELETE /api/customers/addresses/${address.id}`,
      `DELETE /api/customers/addresses/${address.id}/combined`,
      'GET /api/customers/addresses',
    ]);
  });

  it('asks for my-products with the flags of each §3 source option', async () => {
    const calls = answering(() => ({ status: 200, body: { products: [] } }));
    const client = customerClient();
    for (const source of ['favoritesOrPurchased', 'favorites', 'purchased', 'favoritesAndPurchased'] as const)
      await client.getFavoriteProducts(source, 'alphabetically');
    expect(calls.map((call) => call.query)).toEqual([
      '?favorites=true&purchasedProducts=true&sort=alphabetically',
      '?favorites=true&sort=alphabetically',
      '?purchasedProducts=true&sort=alphabetically',
      '?favorites=true&purchasedProducts=true&both=true&sort=alphabetically',
    ]);
  });
});
