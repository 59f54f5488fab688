import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../tests/storefront/console-guard';
import { cart } from '../../tests/storefront/cart-test-support';
import { createApiClient } from './api-client.server';
import { ApiError } from './api-errors.server';
import { createCartClient } from './cart.server';

const API = 'http://commerce-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function cartClient(cookie: string | null = 'XSRF-TOKEN=tok') {
  const relayed: string[] = [];
  const api = createApiClient({
    baseUrl: API,
    tenantId: 'de',
    requestId: 'req-cart',
    cookie,
    onSetCookie: (setCookie) => relayed.push(setCookie),
    unavailableMessage: () => 'Backend or internet is not available',
  });
  return { client: createCartClient(api), relayed };
}

describe('cart client', () => {
  it('makes the cart when the API has none, adds again, and relays the guest token it sets', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/api/carts`, () => {
        calls.push('get cart');
        return HttpResponse.json(cart(), {
          headers: { 'Set-Cookie': 'ANONYMOUS_TOKEN=guest-1; Path=/; HttpOnly' },
        });
      }),
      http.post(`${API}/api/carts/items`, async ({ request }) => {
        const cookie = request.headers.get('cookie') ?? '';
        const hasToken = cookie.includes('ANONYMOUS_TOKEN=guest-1');
        calls.push(`add ${JSON.stringify(await request.json())} token ${hasToken}`);
        if (!hasToken)
          return HttpResponse.json(
            { code: 'CART_MISSING', message: 'There is no cart yet' },
            { status: 400 },
          );
        return HttpResponse.json({ cart: cart({ lineItemCount: 2 }), result: 'added' });
      }),
    );
    const { client, relayed } = cartClient();

    const answer = await client.addItem({ sku: '100001', quantity: 2 });

    expect(answer.result).toBe('added');
    expect(answer.cart.lineItemCount).toBe(2);
    const add = 'add {"sku":"100001","quantity":2,"replace":false}';
    expect(calls).toEqual([`${add} token false`, 'get cart', `${add} token true`]);
    expect(relayed).toEqual(['ANONYMOUS_TOKEN=guest-1; Path=/; HttpOnly']);
  });

  it('adds at once for a shopper who has a cart, and passes other refusals on', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/api/carts`, () => {
        calls.push('get cart');
        return HttpResponse.json(cart());
      }),
      http.post(`${API}/api/carts/items`, async ({ request }) => {
        const { sku } = (await request.json()) as { sku: string };
        calls.push(`add ${sku}`);
        if (sku === 'GONE')
          return HttpResponse.json({ code: 'NOT_FOUND', message: 'no such product' }, { status: 404 });
        return HttpResponse.json({ cart: cart({ lineItemCount: 1 }), result: 'added' });
      }),
    );
    const { client } = cartClient();

    await client.addItem({ sku: '100001', quantity: 1 });
    const refusal = await client.addItem({ sku: 'GONE', quantity: 1 }).catch((error: unknown) => error);

    expect(refusal).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(calls).toEqual(['add 100001', 'add GONE']);
  });

  it('asks for the cart only once in a request that has already seen it', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/api/carts`, () => {
        calls.push('get cart');
        return HttpResponse.json(cart());
      }),
      http.post(`${API}/api/carts/items`, () => {
        calls.push('add');
        return HttpResponse.json({ cart: cart({ lineItemCount: 1 }), result: 'added' });
      }),
    );
    const { client } = cartClient();

    await client.getCart();
    await client.addItem({ sku: '100001', quantity: 1 });
    await client.addItem({ sku: '100002', quantity: 1 });

    expect(calls).toEqual(['get cart', 'add', 'add']);
  });

  it('answers a refused discount code as an ApiError with its §8 code', async () => {
    server.use(
      http.post(`${API}/api/carts/discount-codes`, () =>
        HttpResponse.json(
          { code: '223', message: 'This discount code cannot be used', details: { field: 'code' } },
          { status: 400 },
        ),
      ),
    );
    const { client } = cartClient();

    const refusal = await client.addDiscountCode('SOMMER5').catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, code: '223' });
  });

  it('removes several line items in one call, their ids joined', async () => {
    let asked = '';
    server.use(
      http.delete(`${API}/api/carts/items/multiple`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('lineItemIds') ?? '';
        return HttpResponse.json(cart({ productLineItems: [], lineItemCount: 0 }));
      }),
    );
    const { client } = cartClient();

    const emptied = await client.removeLineItems(['line-1', 'line-2']);

    expect(asked).toBe('line-1,line-2');
    expect(emptied.lineItemCount).toBe(0);
  });

  it('asks for the time slots of a delivery area', async () => {
    let asked = '';
    server.use(
      http.get(`${API}/api/capacity/windows`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ timeSlots: [] });
      }),
    );
    const { client } = cartClient();

    await client.listTimeSlots('DELIVERY', '103');

    expect(asked).toBe('?distributionType=DELIVERY&appointableId=103');
  });

  it('sends the crate deposit choice as the API names it', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/api/carts/crate-deposit-desired`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(cart({ crateDepositDesired: true }));
      }),
    );
    const { client } = cartClient();

    const answer = await client.setCrateDepositDesired(true);

    expect(body).toEqual({ crateDepositDesired: true });
    expect(answer.crateDepositDesired).toBe(true);
  });
});
