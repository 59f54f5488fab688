import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import {
  COMMERCE_API,
  customerApiHandlers,
  type RecordedCall,
} from '../../tests/storefront/handlers/commerce-api-customers';
import { trackedOrder } from '../../tests/storefront/tracking-test-support';
import { createApiClient } from './api-client.server';
import { ApiNotFoundError } from './api-errors.server';
import { createOrderClient } from './orders.server';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function orderClient() {
  const api = createApiClient({
    baseUrl: COMMERCE_API,
    tenantId: 'de',
    requestId: 'req-orders',
    cookie: 'ANONYMOUS_TOKEN=t-1',
    onSetCookie: () => undefined,
    unavailableMessage: () => 'Backend or internet is not available',
  });
  return createOrderClient(api);
}

function answering(answer: Parameters<typeof customerApiHandlers>[1]) {
  const calls: RecordedCall[] = [];
  server.use(...customerApiHandlers(calls, answer));
  return calls;
}

describe('the order client', () => {
  it('posts number and e-mail in the body, never in the URL, with the XSRF token', async () => {
    const order = trackedOrder();
    const calls = answering(() => ({ status: 200, body: order }));
    const lookup = { orderNumber: '100000101', email: 'anna.muster@example.at' };
    expect(await orderClient().trackOrder(lookup)).toEqual(order);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/orders/tracking', query: '', body: lookup, xsrf: 'xsrf-1' },
    ]);
  });

  it('turns the API’s 404 into a not-found error with its code', async () => {
    answering(() => ({ status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'No order' } }));
    const lookup = orderClient().trackOrder({ orderNumber: '1', email: 'a@example.at' });
    await expect(lookup).rejects.toBeInstanceOf(ApiNotFoundError);
    await expect(lookup).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND', status: 404 });
  });

  // Decision 0090: a guest in another browser names the order's e-mail, in the body as for tracking.
  it('cancels by the session with an empty body, and a guest by the e-mail in the body', async () => {
    const cancellation = {
      orderNumber: '100000101',
      status: 'CANCELLED',
      cancelledAt: '2026-11-23T08:00:00.000Z',
      providerAmount: null,
      giftCardAmount: 0,
      currency: 'EUR',
      outcome: 'NONE',
    };
    const calls = answering(() => ({ status: 200, body: cancellation }));
    expect(await orderClient().cancelOrder('100000101')).toEqual(cancellation);
    await orderClient().cancelOrder('100000101', 'gast@example.at');
    const path = '/api/orders/100000101/cancellation';
    expect(calls).toEqual([
      { method: 'POST', path, query: '', body: {}, xsrf: 'xsrf-1' },
      { method: 'POST', path, query: '', body: { email: 'gast@example.at' }, xsrf: 'xsrf-1' },
    ]);
  });
});
