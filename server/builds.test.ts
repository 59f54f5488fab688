import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redirects } from '../backend/src/schemas/tenant.js';
import { createStorefrontApp } from './app.js';

const redirects: Redirects = {
  oneToOne: { '/alte-aktion': '/aktionen' },
  manyToOne: [],
  manyToMany: [{ fromPrefix: '/shop', toPrefix: '/produkte' }],
};
const pagesAsked: string[] = [];
let build = { id: 'f0702e95', timestamp: 1_790_000_000_000 };
let origin = '';
let close = () => undefined as void;

beforeAll(async () => {
  const app = createStorefrontApp({
    isDevelopment: false,
    publicDirectory: 'public',
    log: () => undefined,
    currentBuild: () => build,
    runtimeFor: () => ({
      redirects,
      handleRequest: (req, res) => {
        pagesAsked.push(req.path);
        res.status(404).send('page');
      },
      renderErrorPage: () => Promise.reject(new Error('no error page expected')),
    }),
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => void server.close();
});
afterAll(() => close());

describe('the build answers (§7, decision 0085)', () => {
  it('names the build being served in latest.json, never cached, whatever the timestamp query', async () => {
    const response = await fetch(`${origin}/builds/latest.json?1790000123456`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ id: 'f0702e95', timestamp: 1_790_000_000_000 });
  });

  it('answers the build that is live now: a new build is seen by the next request', async () => {
    const before = build;
    build = { id: '0b1d2e3f', timestamp: before.timestamp + 60_000 };
    try {
      const response = await fetch(`${origin}/builds/latest.json?t=2`);
      expect(((await response.json()) as { id: string }).id).toBe('0b1d2e3f');
      expect((await fetch(`${origin}/builds/meta/f0702e95.json`)).status).toBe(404);
    } finally {
      build = before;
    }
  });

  it("gives the live build's manifest with the shop's route rules and no prerendered pages", async () => {
    const response = await fetch(`${origin}/builds/meta/f0702e95.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.json()).toEqual({
      id: 'f0702e95',
      timestamp: 1_790_000_000_000,
      routeRules: { redirects },
      prerendered: [],
    });
  });

  it('answers 404, never cached, for a build id it does not serve', async () => {
    for (const file of ['00000000.json', 'f0702e95', 'f0702e95.json.bak', '..%2Flatest.json']) {
      const response = await fetch(`${origin}/builds/meta/${file}`);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('cache-control'), file).toBe('no-store');
      expect(await response.json(), file).toEqual({ error: 'unknown build' });
    }
    expect(pagesAsked).toEqual([]);
  });

  it('leaves /build (the assets) and other paths alone', async () => {
    expect((await fetch(`${origin}/builds`)).status).toBe(404);
    expect(pagesAsked).toEqual(['/builds']);
  });
});
