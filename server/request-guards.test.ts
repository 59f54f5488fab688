import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxySchema, type TrustProxy } from '../backend/src/schemas/trust-proxy.js';
import { createStorefrontApp } from './app.js';
import { Readable } from 'node:stream';
import { FORM_BODY_LIMIT, isMultipartForm } from './request-body.js';

const noRedirects = { oneToOne: {}, manyToOne: [], manyToMany: [] };

/** The storefront's Express app with a runtime that echoes what reached the routes. */
async function startShop(trustProxy?: TrustProxy, publicDirectory = 'public') {
  const app = createStorefrontApp({
    isDevelopment: false,
    trustProxy,
    publicDirectory,
    log: () => undefined,
    bodyLimitFor: (req) => (req.path === '/kontakt' ? 4 * FORM_BODY_LIMIT : FORM_BODY_LIMIT),
    runtimeFor: () => ({
      redirects: noRedirects,
      handleRequest: (req, res) => {
        const body: unknown = req.body;
        res.json({ reached: req.originalUrl, bytes: Buffer.isBuffer(body) ? body.length : 0 });
      },
      renderErrorPage: async (_req, res, refusal) => {
        res
          .status(refusal.status)
          .type('html')
          .send(`<!DOCTYPE html><p>${refusal.messageKey ?? 'page'}</p>`);
      },
    }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

type Shop = Awaited<ReturnType<typeof startShop>>;

async function post(shop: Shop, path: string, headers: Record<string, string>, body = 'sku=1001&quantity=1') {
  const response = await fetch(`${shop.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('cross-site requests (decision 0029)', () => {
  let shop: Shop;
  beforeAll(async () => (shop = await startShop()));
  afterAll(() => shop.close());

  it('refuses a post from another origin with the error page, before any action runs', async () => {
    const answer = await post(shop, '/resources/cart', { Origin: 'https://evil.example' });
    expect(answer).toMatchObject({ status: 403, text: expect.stringContaining('error.crossSite') });
    expect(answer.type).toMatch(/^text\/html/);
  });

  it('refuses `Origin: null` and a cross-site Sec-Fetch-Site without an Origin', async () => {
    expect((await post(shop, '/anmelden', { Origin: 'null' })).status).toBe(403);
    expect((await post(shop, '/anmelden', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await post(shop, '/anmelden', { 'Sec-Fetch-Site': 'same-site' })).status).toBe(403);
    expect(
      (await fetch(`${shop.url}/anmelden`, { method: 'DELETE', headers: { Origin: 'http://x.example' } }))
        .status,
    ).toBe(403);
  });

  it('lets the shop’s own forms through, with JavaScript or without', async () => {
    expect(await post(shop, '/resources/cart', { Origin: shop.url })).toMatchObject({ status: 200 });
    expect(await post(shop, '/resources/cart', { 'Sec-Fetch-Site': 'same-origin' })).toMatchObject({
      status: 200,
    });
    expect((await fetch(`${shop.url}/`, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(200);
  });

  it('does not believe forwarded headers of a proxy it does not trust', async () => {
    const answer = await post(shop, '/resources/cart', {
      Origin: 'https://shop.example.at',
      'X-Forwarded-Host': 'shop.example.at',
      'X-Forwarded-Proto': 'https',
    });
    expect(answer.status).toBe(403);
  });
});

describe('behind a trusted proxy', () => {
  let shop: Shop;
  beforeAll(async () => (shop = await startShop(trustProxySchema.parse('loopback'))));
  afterAll(() => shop.close());

  it("takes the shop's origin from the forwarded host and protocol", async () => {
    const forwarded = { 'X-Forwarded-Host': 'shop.example.at', 'X-Forwarded-Proto': 'https' };
    expect(
      (await post(shop, '/resources/cart', { ...forwarded, Origin: 'https://shop.example.at' })).status,
    ).toBe(200);
    expect(
      (await post(shop, '/resources/cart', { ...forwarded, Origin: 'http://shop.example.at' })).status,
    ).toBe(403);
    expect((await post(shop, '/resources/cart', { ...forwarded, Origin: shop.url })).status).toBe(403);
  });
});

describe('request bodies and paths', () => {
  let shop: Shop;
  beforeAll(async () => (shop = await startShop()));
  afterAll(() => shop.close());

  it('hands a form post to the routes whole', async () => {
    expect(JSON.parse((await post(shop, '/resources/cart', {})).text)).toEqual({
      reached: '/resources/cart',
      bytes: 19,
    });
  });

  it('refuses a body over the limit with a page, declared or streamed', async () => {
    const large = 'a='.padEnd(FORM_BODY_LIMIT + 1, 'x');
    const declared = await post(shop, '/resources/cart', {}, large);
    expect(declared).toMatchObject({ status: 413, text: expect.stringContaining('error.tooLarge') });
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= FORM_BODY_LIMIT; sent += 1024) controller.enqueue(new Uint8Array(1024));
        controller.close();
      },
    });
    const streamed = await fetch(`${shop.url}/resources/cart`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('gives a route with uploads its own limit', async () => {
    const larger = 'a='.padEnd(2 * FORM_BODY_LIMIT, 'x');
    expect(JSON.parse((await post(shop, '/kontakt', {}, larger)).text)).toMatchObject({
      bytes: 2 * FORM_BODY_LIMIT,
    });
  });

  it('answers a path with malformed escapes with the error page, not a failure', async () => {
    for (const path of ['/suche/%E0%A4%A', '/%ff%fe', '/x/%ff']) {
      const response = await fetch(`${shop.url}${path}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('error.badRequest');
    }
  });

  it('answers a path out of the assets folder with the not-found page', async () => {
    for (const path of ['/build/..%2F..%2Fpackage.json', '/build/missing.js']) {
      const response = await fetch(`${shop.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });
});

describe('control characters (decision 0070)', () => {
  let shop: Shop;
  beforeAll(async () => (shop = await startShop()));
  afterAll(() => shop.close());

  const page = async (response: Response) => ({ status: response.status, text: await response.text() });
  const refused = { status: 400, text: expect.stringContaining('error.controlCharacters') };

  it('answers a path or query string with them with the error page that says so', async () => {
    for (const url of ['/suche/milch%00', '/%1b', '/filialfinder?q=%00', '/suche?x%7f=1'])
      expect(await page(await fetch(`${shop.url}${url}`)), url).toEqual(refused);
  });

  it('answers a form post, a JSON post or a form read whole with them with that page', async () => {
    const form = new FormData();
    form.append('email', 'anna\u0000@example.at');
    const posts: [string, RequestInit][] = [
      [
        'form',
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'sku=%00' },
      ],
      [
        'json',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":["\\u0000"]}' },
      ],
      ['multipart', { method: 'POST', body: form }],
    ];
    for (const [kind, init] of posts)
      expect(await page(await fetch(`${shop.url}/anmelden`, init)), kind).toEqual(refused);
  });

  it('answers a multipart post read whole that does not parse with the error page, status 400', async () => {
    const response = await fetch(`${shop.url}/anmelden`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: 'xxx',
    });
    expect(await page(response)).toEqual({ status: 400, text: expect.stringContaining('error.badRequest') });
  });

  it('lets tabs and line breaks through', async () => {
    const query = await fetch(`${shop.url}/filialfinder?q=Wien%09%0D%0A`);
    expect(query.status).toBe(200);
    expect((await post(shop, '/kontakt', {}, 'message=Hallo%0D%0A%09Welt')).status).toBe(200);
  });
});

describe('uploads (issue 18)', () => {
  const uploadLimit = 4 * FORM_BODY_LIMIT;
  let shop: Shop;
  beforeAll(async () => {
    const app = createStorefrontApp({
      isDevelopment: false,
      publicDirectory: 'public',
      log: () => undefined,
      bodyLimitFor: (req) =>
        isMultipartForm(req) && req.path === '/kontakt' ? uploadLimit : FORM_BODY_LIMIT,
      runtimeFor: () => ({
        redirects: noRedirects,
        handleRequest: async (req, res, next) => {
          const body: unknown = req.body;
          if (!(body instanceof Readable)) return res.json({ streamed: false });
          try {
            let bytes = 0;
            for await (const chunk of body) bytes += (chunk as Buffer).length;
            res.json({ streamed: true, bytes });
          } catch (error) {
            next(error);
          }
        },
        renderErrorPage: async (_req, res, refusal) => {
          res
            .status(refusal.status)
            .type('html')
            .send(`<p>${refusal.messageKey ?? 'page'}</p>`);
        },
      }),
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    shop = { url: `http://127.0.0.1:${port}`, close: () => server.close() };
  });
  afterAll(() => shop.close());

  const multipart = (bytes: number) => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
    return form;
  };

  it('hands a multipart post to a page with uploads on as a stream, unread', async () => {
    const response = await fetch(`${shop.url}/kontakt`, {
      method: 'POST',
      body: multipart(2 * FORM_BODY_LIMIT),
    });
    const answer = (await response.json()) as { streamed: boolean; bytes: number };
    expect(answer.streamed).toBe(true);
    expect(answer.bytes).toBeGreaterThan(2 * FORM_BODY_LIMIT);
  });

  it('refuses an upload past its limit with a page, and a large multipart post elsewhere', async () => {
    const tooLarge = await fetch(`${shop.url}/kontakt`, { method: 'POST', body: multipart(uploadLimit) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.text()).toContain('error.tooLarge');
    const elsewhere = await fetch(`${shop.url}/anmelden`, {
      method: 'POST',
      body: multipart(2 * FORM_BODY_LIMIT),
    });
    expect(elsewhere.status).toBe(413);
  });
});

describe('built assets (decision 0061)', () => {
  let shop: Shop;
  let publicDirectory: string;
  beforeAll(async () => {
    publicDirectory = await mkdtemp(path.join(tmpdir(), 'storefront-public-'));
    await mkdir(path.join(publicDirectory, 'build'));
    await writeFile(path.join(publicDirectory, 'build', 'chunk-ABC123.js'), 'export const a = 1;');
    shop = await startShop(undefined, publicDirectory);
  });
  afterAll(async () => {
    shop.close();
    await rm(publicDirectory, { recursive: true, force: true });
  });

  it('carry the headers that apply to a script, not those of a document', async () => {
    const response = await fetch(`${shop.url}/build/chunk-ABC123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    for (const header of ['content-security-policy', 'x-frame-options', 'strict-transport-security'])
      expect(response.headers.get(header)).toBeNull();
  });

  it('answer a missing asset with the error page and its Content-Security-Policy', async () => {
    const response = await fetch(`${shop.url}/build/chunk-MISSING.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("'nonce-");
  });

  it('keep the document headers on pages', async () => {
    const response = await fetch(`${shop.url}/kategorie/milch`);
    expect(response.headers.get('content-security-policy')).toContain("'nonce-");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
