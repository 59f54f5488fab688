import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import {
  COMMERCE_API,
  customerApiHandlers,
  type RecordedCall,
} from '../../tests/storefront/handlers/commerce-api-customers';
import { createApiClient } from './api-client.server';
import { ApiError } from './api-errors.server';
import { createStaffClient } from './staff.server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const paula = {
  id: 's-1',
  name: 'Paula Pickerin',
  email: 'paula.pickerin@example.at',
  role: 'picker',
  storeIds: ['1234'],
  deliveryAreaNumbers: ['01'],
};

function staffClient(cookie: string | null, relayed: string[] = []) {
  const api = createApiClient({
    baseUrl: COMMERCE_API,
    tenantId: 'de',
    requestId: 'req-staff',
    cookie,
    onSetCookie: (setCookie) => relayed.push(setCookie),
    unavailableMessage: () => 'Backend or internet is not available',
  });
  return createStaffClient(api);
}

function answering(answer: Parameters<typeof customerApiHandlers>[1]) {
  const calls: RecordedCall[] = [];
  server.use(...customerApiHandlers(calls, answer));
  return calls;
}

describe('the staff client', () => {
  it('logs in with the XSRF token and relays the API’s staff_session cookie to the browser', async () => {
    const calls = answering(() => ({
      status: 200,
      body: { staff: paula },
      setCookie: 'staff_session=abc; Path=/; HttpOnly; SameSite=Lax',
    }));
    const relayed: string[] = [];
    const staff = await staffClient(null, relayed).login({ email: paula.email, password: 'Demo-Passwort-1' });
    expect(staff).toEqual(paula);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/staff/session',
        query: '',
        body: { email: paula.email, password: 'Demo-Passwort-1' },
        xsrf: 'xsrf-1',
      },
    ]);
    expect(relayed).toContain('staff_session=abc; Path=/; HttpOnly; SameSite=Lax');
  });

  it('sends a line’s outcome to the line’s own path', async () => {
    const line = {
      lineId: 'l-1',
      productId: '1000123',
      name: 'Bergkäse',
      shelf: 'Käsetheke',
      quantity: 500,
      isWeightArticle: true,
      unitPrice: 1190,
      substitutionAllowed: false,
      outcome: 'picked',
      pickedGrams: 480,
    };
    const calls = answering(() => ({ status: 200, body: line }));
    await staffClient('XSRF-TOKEN=xsrf-1; staff_session=abc').pickLine('100000777', 'l-1', {
      outcome: 'picked',
      pickedGrams: 480,
    });
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/staff/orders/100000777/lines/l-1',
        query: '',
        body: { outcome: 'picked', pickedGrams: 480 },
        xsrf: 'xsrf-1',
      },
    ]);
  });

  it('asks for the day’s orders by date and turns a missing session into a 401 error', async () => {
    const calls = answering(() => ({
      status: 401,
      body: { code: 'STAFF_UNAUTHENTICATED', message: 'Sign in' },
    }));
    const listing = staffClient(null).listOrders('2026-12-07');
    await expect(listing).rejects.toBeInstanceOf(ApiError);
    await expect(listing).rejects.toMatchObject({ status: 401, code: 'STAFF_UNAUTHENTICATED' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/staff/orders', query: '?date=2026-12-07' });
  });
});
