import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 32 point 7: a proxy on this machine connects from loopback, so its requests must not count as local.
describe('outbox behind a proxy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp('pglite');
  });
  afterAll(() => testApp.close());

  const read = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers, remoteAddress: '127.0.0.1' });

  it('answers a request made on this machine directly', async () => {
    expect((await read('/outbox')).statusCode).toBe(200);
    expect((await read('/outbox/messages')).statusCode).toBe(200);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.7'],
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=203.0.113.7;proto=https'],
    ['x-real-ip', '203.0.113.7'],
    ['x-forwarded-host', 'shop.example.at'],
    ['via', '1.1 proxy.example.at'],
  ])('refuses a request from the loopback socket that carries %s: %s', async (name, value) => {
    for (const url of ['/outbox', '/outbox/messages']) {
      const answer = await read(url, { [name]: value });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
