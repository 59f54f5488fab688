import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { http, HttpResponse, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import '../../tests/storefront/console-guard';
import { createApiClient, type ApiClientOptions } from './api-client.server';
import { ApiError, ApiNotFoundError } from './api-errors.server';

const API = 'http://commerce-api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}) {
  const relayed: string[] = [];
  const api = createApiClient({
    baseUrl: API,
    tenantId: 'de',
    requestId: 'req-1',
    cookie: 'session=abc; __session=storefront-only',
    onSetCookie: (cookie) => relayed.push(cookie),
    unavailableMessage: () => 'Backend oder Internet ist nicht verfügbar',
    ...overrides,
  });
  return { api, relayed };
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );
}

/** A real API on a free port, counting the connections the client opens. */
async function localApi(listener: RequestListener) {
  const api = createHttpServer(listener);
  let connections = 0;
  api.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  onTestFinished(() => {
    api.closeAllConnections();
    api.close();
  });
  return { baseUrl, server: api, connections: () => connections };
}

/** A promise the test opens by hand. */
function latch() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A shopper's upload: its first part at once, the rest once `ready` settles. */
function shopperUpload(
  first: string,
  ready: Promise<void>,
  rest: (controller: ReadableStreamDefaultController<Uint8Array>) => void,
) {
  return new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(first)),
    pull: (controller) => ready.then(() => rest(controller)),
  });
}

const unavailable = {
  data: { code: 'BACKEND_UNAVAILABLE', message: 'Backend oder Internet ist nicht verfügbar' },
  init: { status: 500 },
};

describe('the base API client', () => {
  it('sends Accept, request id, tenant and the shopper cookies, and validates the answer', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${API}/api/things`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ name: 'Apfel' });
      }),
    );
    const result = await client().api.request('/api/things', { schema: z.object({ name: z.string() }) });
    expect(result).toEqual({ name: 'Apfel' });
    expect(seen?.get('accept')).toBe('application/json');
    expect(seen?.get('x-request-id')).toBe('req-1');
    expect(seen?.get('x-tenant')).toBe('de');
    expect(seen?.get('cookie')).toBe('session=abc');
  });

  it("passes the shopper's address and language on, but not on answers shared between shoppers", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/things`, ({ request }) => {
        seen.push(request.headers.get('x-forwarded-for'), request.headers.get('accept-language'));
        return HttpResponse.json({});
      }),
    );
    const { api } = client({ clientAddress: '203.0.113.7', language: 'en' });
    await api.request('/api/things');
    await api.request('/api/things', { shared: true });
    expect(seen).toEqual(['203.0.113.7', 'en', null, null]);
  });

  it('fetches the XSRF cookie before the first state-changing call and sends it as header', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/api/csrf`, () => {
        calls.push('csrf');
        return new HttpResponse(null, {
          status: 204,
          headers: { 'Set-Cookie': 'XSRF-TOKEN=tok%3D1; Path=/' },
        });
      }),
      http.post(`${API}/api/carts/items`, async ({ request }) => {
        calls.push(`post ${request.headers.get('x-xsrf-token')} ${request.headers.get('content-type')}`);
        expect(request.headers.get('cookie')).toContain('XSRF-TOKEN=tok%3D1');
        expect(await request.json()).toEqual({ sku: '42', quantity: 2 });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { api, relayed } = client();
    await api.request('/api/carts/items', { method: 'POST', body: { sku: '42', quantity: 2 } });
    await api.request('/api/carts/items', { method: 'POST', body: { sku: '42', quantity: 2 } });
    expect(calls).toEqual(['csrf', 'post tok=1 application/json', 'post tok=1 application/json']);
    expect(relayed).toEqual(['XSRF-TOKEN=tok%3D1; Path=/']);
  });

  it('uses an XSRF cookie the shopper already has', async () => {
    server.use(
      http.delete(`${API}/api/carts/items/all`, ({ request }) =>
        request.headers.get('x-xsrf-token') === 'known'
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.error(),
      ),
    );
    await client({ cookie: 'XSRF-TOKEN=known' }).api.request('/api/carts/items/all', { method: 'DELETE' });
  });

  describe('after the API changed its XSRF secret (a restart without XSRF_SECRET)', () => {
    const invalidToken = () =>
      HttpResponse.json(
        { code: 'XSRF_TOKEN_INVALID', message: 'Missing or invalid XSRF token' },
        { status: 403 },
      );

    it("fetches a fresh token and retries the change once, and the shopper's cookie is renewed", async () => {
      const calls: string[] = [];
      server.use(
        http.get(`${API}/api/csrf`, () => {
          calls.push('csrf');
          return new HttpResponse(null, {
            status: 204,
            headers: { 'Set-Cookie': 'XSRF-TOKEN=fresh; Path=/' },
          });
        }),
        http.post(`${API}/api/carts/items`, async ({ request }) => {
          const token = request.headers.get('x-xsrf-token');
          calls.push(`post ${token} ${JSON.stringify(await request.json())}`);
          return token === 'fresh' ? HttpResponse.json({ added: true }) : invalidToken();
        }),
      );
      const { api, relayed } = client({ cookie: 'session=abc; XSRF-TOKEN=stale' });
      const answer = await api.request('/api/carts/items', {
        method: 'POST',
        body: { sku: '42', quantity: 1 },
        schema: z.object({ added: z.boolean() }),
      });
      expect(answer).toEqual({ added: true });
      expect(calls).toEqual([
        'post stale {"sku":"42","quantity":1}',
        'csrf',
        'post fresh {"sku":"42","quantity":1}',
      ]);
      expect(relayed).toEqual(['XSRF-TOKEN=fresh; Path=/']);
    });

    it('gives up after one retry with the API error', async () => {
      let posts = 0;
      server.use(
        http.get(
          `${API}/api/csrf`,
          () => new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': 'XSRF-TOKEN=t; Path=/' } }),
        ),
        http.delete(`${API}/api/carts/items/all`, () => {
          posts += 1;
          return invalidToken();
        }),
      );
      const error = await thrownBy(
        client({ cookie: 'XSRF-TOKEN=stale' }).api.request('/api/carts/items/all', { method: 'DELETE' }),
      );
      expect(error).toMatchObject({ status: 403, code: 'XSRF_TOKEN_INVALID' });
      expect(posts).toBe(2);
    });

    it('does not retry other refusals', async () => {
      let posts = 0;
      server.use(
        http.post(`${API}/api/carts/items`, () => {
          posts += 1;
          return HttpResponse.json({ code: 'FORBIDDEN', message: 'no' }, { status: 403 });
        }),
      );
      const error = await thrownBy(
        client({ cookie: 'XSRF-TOKEN=t' }).api.request('/api/carts/items', { method: 'POST', body: {} }),
      );
      expect(error).toMatchObject({ code: 'FORBIDDEN' });
      expect(posts).toBe(1);
    });
  });

  it("relays the API's Set-Cookie headers to the shopper", async () => {
    server.use(
      http.get(`${API}/api/customers`, () => {
        const headers = new Headers();
        headers.append('Set-Cookie', 'session=new; Path=/; HttpOnly');
        headers.append('Set-Cookie', 'loggedIn=true; Path=/');
        return HttpResponse.json({}, { headers });
      }),
    );
    const { api, relayed } = client();
    await api.request('/api/customers');
    expect(relayed).toEqual(['session=new; Path=/; HttpOnly', 'loggedIn=true; Path=/']);
  });

  it('turns a network error into the 500 "backend not available"', async () => {
    server.use(http.get(`${API}/api/things`, () => HttpResponse.error()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await thrownBy(client().api.request('/api/things'))).toMatchObject(unavailable);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('turns a refused connection into the 500 "backend not available"', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    server.use(http.get(`http://127.0.0.1:${closedPort}/*`, () => passthrough()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = await thrownBy(
      client({ baseUrl: `http://127.0.0.1:${closedPort}` }).api.request('/api/things'),
    );
    expect(error).toMatchObject(unavailable);
    expect(String(warn.mock.calls[0]?.[0])).toContain('ECONNREFUSED');
  });

  it.each([502, 503, 500])('turns a %i into the 500 "backend not available"', async (status) => {
    server.use(
      http.get(`${API}/api/things`, () => HttpResponse.json({ code: 'X', message: 'secret' }, { status })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await thrownBy(client().api.request('/api/things'))).toMatchObject(unavailable);
  });

  it('turns a 404 into a typed not-found error', async () => {
    server.use(
      http.get(`${API}/api/content/pages/x`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'no page' }, { status: 404 }),
      ),
    );
    const error = await thrownBy(client().api.request('/api/content/pages/x'));
    expect(error).toBeInstanceOf(ApiNotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('turns another 4xx into an API error with the code, message and details of its body', async () => {
    server.use(
      http.post(`${API}/logs`, () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'bad', details: { field: 'email' } },
          { status: 400 },
        ),
      ),
    );
    const error = await thrownBy(client().api.request('/logs', { method: 'POST', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ApiNotFoundError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'bad',
      details: { field: 'email' },
    });
  });

  it('sends list query parameters once per value', async () => {
    let query = '';
    server.use(
      http.get(`${API}/api/content/configs/client`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({});
      }),
    );
    await client().api.request('/api/content/configs/client', { query: { 'types[]': ['header', 'footer'] } });
    expect(decodeURIComponent(query)).toBe('?types[]=header&types[]=footer');
  });

  it('refuses an answer outside the contract', async () => {
    server.use(http.get(`${API}/api/things`, () => HttpResponse.json({ name: 42 })));
    await expect(
      client().api.request('/api/things', { schema: z.object({ name: z.string() }) }),
    ).rejects.toThrow(/outside its contract/);
  });

  it('asks once for an answer the request reuses, and again after the request sent a change', async () => {
    const asked: string[] = [];
    let count = 1;
    server.use(
      http.get(`${API}/api/carts`, () => {
        asked.push('get');
        return HttpResponse.json({ count });
      }),
      http.post(`${API}/api/carts/items`, () => {
        asked.push('post');
        count = 2;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { api } = client({ cookie: 'XSRF-TOKEN=tok' });
    const schema = z.object({ count: z.number() });
    const [badge, page] = await Promise.all([
      api.request('/api/carts', { schema, reuse: true }),
      api.request('/api/carts', { schema, reuse: true }),
    ]);
    expect([badge, page]).toEqual([{ count: 1 }, { count: 1 }]);
    await api.request('/api/carts/items', { method: 'POST', body: {} });
    expect(await api.request('/api/carts', { schema, reuse: true })).toEqual({ count: 2 });
    expect(await api.request('/api/carts', { schema })).toEqual({ count: 2 });
    expect(asked).toEqual(['get', 'post', 'get', 'get']);
  });

  // msw's interceptor opens a connection per request and keeps a cookie store of its own that it
  // adds to requests: here a real API sees what the client sends.
  describe('on kept connections to a real API (issue 39)', () => {
    beforeAll(() => server.close());
    afterAll(() => server.listen({ onUnhandledRequest: 'error' }));

    it('stops sending a cookie the API has just expired, and keeps one it has just set', async () => {
      const sent: (string | undefined)[] = [];
      const { baseUrl } = await localApi((request, response) => {
        sent.push(request.headers.cookie);
        if (request.url === '/api/logout')
          response.setHeader('Set-Cookie', ['session=; Path=/; Max-Age=0', 'cart=c%3D1; Path=/']);
        response.setHeader('Content-Type', 'application/json').end('{}');
      });
      const { api, relayed } = client({
        baseUrl,
        cookie: 'session=abc; XSRF-TOKEN=t; __session=storefront-only',
      });
      await api.request('/api/logout', { method: 'POST' });
      await api.request('/api/cart');
      expect(sent).toEqual(['session=abc; XSRF-TOKEN=t', 'XSRF-TOKEN=t; cart=c%3D1']);
      expect(relayed).toEqual(['session=; Path=/; Max-Age=0', 'cart=c%3D1; Path=/']);
    });

    it('asks over one connection, reading every answer whole, one not needed and a refusal too', async () => {
      const { baseUrl, connections } = await localApi((request, response) => {
        response.setHeader('Content-Type', 'application/json');
        if (request.url === '/api/refused')
          response.writeHead(400).end(JSON.stringify({ code: 'VALIDATION_FAILED', message: 'bad' }));
        else response.end(JSON.stringify({ name: 'Apfel' }));
      });
      const { api } = client({ baseUrl });
      await api.request('/api/things');
      const error = await thrownBy(api.request('/api/refused'));
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'bad' });
      const answer = await api.request('/api/things', { schema: z.object({ name: z.string() }) });
      expect(answer).toEqual({ name: 'Apfel' });
      expect(connections()).toBe(1);
    });

    it("closes an idle connection a second before the API's announced keep-alive runs out", async () => {
      const closed = latch();
      const { baseUrl, server: api } = await localApi((_request, response) => {
        response.setHeader('Content-Type', 'application/json').end('{}');
      });
      // node sends `Keep-Alive: timeout=2`: the client lets the connection go after one second.
      api.keepAliveTimeout = 2_000;
      api.on('connection', (socket) => socket.on('close', closed.open));
      await client({ baseUrl }).api.request('/api/things');
      const asked = Date.now();
      await closed.opened;
      expect(Date.now() - asked).toBeLessThan(1_800);
    });

    it('streams an upload to the API as it arrives from the shopper', async () => {
      const firstPart = latch();
      const received: string[] = [];
      let contentType: string | undefined;
      const { baseUrl } = await localApi((request, response) => {
        contentType = request.headers['content-type'];
        request.setEncoding('utf8');
        request.on('data', (chunk: string) => {
          received.push(chunk);
          firstPart.open();
        });
        request.on('end', () => response.writeHead(204).end());
      });
      // The rest comes only once the API has the first part: a buffered upload would never end.
      const body = shopperUpload('--b\r\nfirst', firstPart.opened, (controller) => {
        controller.enqueue(new TextEncoder().encode(' second\r\n--b--'));
        controller.close();
      });
      const { api } = client({ baseUrl, cookie: 'XSRF-TOKEN=t' });
      await api.request('/api/contact', {
        method: 'POST',
        upload: { body, contentType: 'multipart/form-data; boundary=b' },
      });
      expect(received.join('')).toBe('--b\r\nfirst second\r\n--b--');
      expect(contentType).toBe('multipart/form-data; boundary=b');
    });

    it("gives up an upload whose shopper's stream fails, as the API being unavailable", async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const firstPart = latch();
      const apiSawTheEnd = latch();
      const { baseUrl } = await localApi((request) => {
        request.once('data', firstPart.open);
        request.on('close', apiSawTheEnd.open);
      });
      const body = shopperUpload('--b\r\npart', firstPart.opened, (controller) =>
        controller.error(new Error('the shopper went away')),
      );
      const { api } = client({ baseUrl, cookie: 'XSRF-TOKEN=t' });
      const error = await thrownBy(
        api.request('/api/contact', { method: 'POST', upload: { body, contentType: 'text/plain' } }),
      );
      expect(error).toMatchObject(unavailable);
      expect(String(warn.mock.calls[0]?.[0])).toContain('the shopper went away');
      await apiSawTheEnd.opened;
    });

    it("stops when the shopper's request is aborted, with the abort and not as unavailable", async () => {
      const asked = latch();
      const apiSawTheEnd = latch();
      const { baseUrl } = await localApi((request) => {
        request.on('close', apiSawTheEnd.open);
        asked.open();
      });
      const shopper = new AbortController();
      const call = client({ baseUrl, signal: shopper.signal }).api.request('/api/things');
      await asked.opened;
      shopper.abort();
      const error = await thrownBy(call);
      expect(error).toBe(shopper.signal.reason);
      expect(error).toMatchObject({ name: 'AbortError' });
      await apiSawTheEnd.opened;
    });

    it('turns an answer that stops halfway into the 500 "backend not available" after its time', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const timeout = AbortSignal.timeout.bind(AbortSignal);
      const limits = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(50));
      onTestFinished(() => limits.mockRestore());
      const { baseUrl } = await localApi((_request, response) => {
        response.writeHead(200, { 'Content-Type': 'application/json' }).write('{"name":');
      });
      const error = await thrownBy(client({ baseUrl }).api.request('/api/things', { schema: z.unknown() }));
      expect(error).toMatchObject(unavailable);
      expect(limits).toHaveBeenCalledWith(10_000);
      expect(String(warn.mock.calls[0]?.[0])).toContain('timeout');
    });
  });
});
