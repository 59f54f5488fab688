import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { trustProxySchema, type TrustProxy } from '../backend/src/schemas/trust-proxy.js';
import { createStorefrontApp } from './app.js';

const noRedirects = { oneToOne: {}, manyToOne: [], manyToMany: [] };

async function seenBehind(trustProxy: TrustProxy) {
  const app = createStorefrontApp({
    isDevelopment: false,
    trustProxy,
    publicDirectory: 'public',
    log: () => undefined,
    runtimeFor: () => ({
      redirects: noRedirects,
      handleRequest: (req, res) =>
        void res.json({ protocol: req.protocol, hostname: req.hostname, ip: req.ip }),
      renderErrorPage: () => Promise.reject(new Error('no error page expected')),
    }),
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/kasse`, {
      headers: {
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'shop.example.at',
        'X-Forwarded-For': '203.0.113.7',
      },
    });
    return (await response.json()) as { protocol: string; hostname: string; ip: string };
  } finally {
    server.close();
  }
}

describe('TRUST_PROXY', () => {
  it('reads true, a hop count or a list of addresses', () => {
    expect(trustProxySchema.parse('true')).toBe(true);
    expect(trustProxySchema.parse('false')).toBe(false);
    expect(trustProxySchema.parse('1')).toBe(1);
    expect(trustProxySchema.parse('10.0.0.0/8, loopback')).toEqual(['10.0.0.0/8', 'loopback']);
    expect(trustProxySchema.parse(undefined)).toBeUndefined();
  });

  it('ignores forwarded headers when no proxy is trusted, so a shopper cannot forge them', async () => {
    expect(await seenBehind(undefined)).toEqual({
      protocol: 'http',
      hostname: '127.0.0.1',
      ip: '::ffff:127.0.0.1',
    });
  });

  it('takes the protocol, host and address from the trusted load balancer', async () => {
    expect(await seenBehind(trustProxySchema.parse('loopback'))).toEqual({
      protocol: 'https',
      hostname: 'shop.example.at',
      ip: '203.0.113.7',
    });
  });
});

/** The body as it travels, not decoded as fetch would. */
function request(port: number, headers: http.OutgoingHttpHeaders) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, path: '/kategorie/milch-kaese', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  // A page like a category listing: repeated markup with varying names and prices.
  const page = `<!DOCTYPE html><html><body><ul>${Array.from(
    { length: 400 },
    (_, index) =>
      `<li class="product-grid__item"><article class="product-tile" data-sku="${10_000_000 + index * 7919}"><h3><a href="/produkte/produkt-${index}">Produkt ${index} Bio-Vollmilch ${index % 7},5 % 1 l</a></h3><p class="price">€ ${(index * 37) % 100},${index % 10}9</p></article></li>`,
  ).join('')}</ul></body></html>`;

  it('compresses pages with brotli at quality 6, so a listing fits the first round trip (decision 0065)', async () => {
    const app = createStorefrontApp({
      isDevelopment: false,
      publicDirectory: 'public',
      log: () => undefined,
      runtimeFor: () => ({
        redirects: noRedirects,
        handleRequest: (_req, res) => void res.type('html').send(page),
        renderErrorPage: () => Promise.reject(new Error('no error page expected')),
      }),
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await request(port, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(response.headers['content-encoding']).toBe('br');
      const quality = (level: number) =>
        zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } }).length;
      expect(response.body.length).toBe(quality(6));
      expect(response.body.length).toBeLessThan(quality(4));
      expect(zlib.brotliDecompressSync(response.body).toString()).toBe(page);
    } finally {
      server.close();
    }
  });
});
