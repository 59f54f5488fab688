import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('XSRF protection on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  async function fetchToken(): Promise<string> {
    const response = await testApp.app.inject({ url: '/api/csrf' });
    const cookie = response.cookies.find(({ name }) => name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('no XSRF-TOKEN cookie');
    return cookie.value;
  }

  it('sets a readable, lax XSRF-TOKEN cookie on GET /api/csrf and answers 204', async () => {
    const response = await testApp.app.inject({ url: '/api/csrf' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = response.cookies.find(({ name }) => name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('keeps a still valid token instead of issuing a new one', async () => {
    const token = await fetchToken();
    const again = await testApp.app.inject({ url: '/api/csrf', cookies: { 'XSRF-TOKEN': token } });
    expect(again.cookies.find(({ name }) => name === 'XSRF-TOKEN')?.value).toBe(token);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses %s under /api without the header',
    async (method) => {
      const token = await fetchToken();
      const response = await testApp.app.inject({
        method,
        url: '/api/carts/items',
        cookies: { 'XSRF-TOKEN': token },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    },
  );

  it('refuses a header that differs from the cookie', async () => {
    const token = await fetchToken();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/carts/items',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': await fetchToken() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
  });

  it('refuses a self-made token even when cookie and header agree', async () => {
    const forged = 'bm9uY2U.c2lnbmF0dXJl';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/carts/items',
      cookies: { 'XSRF-TOKEN': forged },
      headers: { 'x-xsrf-token': forged },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a request with the matching cookie and header through to routing', async () => {
    const token = await fetchToken();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/carts/items',
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': token, 'x-tenant': 'de' },
      payload: { sku: '1', quantity: 1 },
    });
    // Past the guard the cart route itself answers: this shopper has no cart yet.
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CART_MISSING' });
  });

  it('does not guard reads under /api nor POST /logs outside it', async () => {
    expect((await testApp.app.inject({ url: '/api/content/pages' })).statusCode).toBe(200);
    const log = await testApp.app.inject({ method: 'POST', url: '/logs', payload: { message: 'boom' } });
    expect(log.statusCode).toBe(202);
  });
});
