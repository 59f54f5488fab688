import type { AddressInfo } from 'node:net';
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
