import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('security headers of the API on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('answers JSON with a policy that lets nothing load, run or frame it', async () => {
    const response = await testApp.app.inject({ url: '/tenant/config', headers: { 'x-tenant': 'de' } });
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('sends the same headers on errors', async () => {
    const response = await testApp.app.inject({ url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('lets the OpenAPI UI load its own scripts and styles, there only', async () => {
    const ui = await testApp.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    const policy = String(ui.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain("default-src 'none'");
  });
});

describe('the OpenAPI UI in production', () => {
  it('is off unless API_DOCS enables it', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).API_DOCS).toBe(true);
    const hidden = await startTestApp('pglite', { NODE_ENV: 'production', API_DOCS: undefined });
    try {
      expect((await hidden.app.inject({ url: '/docs/' })).statusCode).toBe(404);
      expect((await hidden.app.inject({ url: '/docs/json' })).statusCode).toBe(404);
    } finally {
      await hidden.close();
    }
    const shown = await startTestApp('pglite', { NODE_ENV: 'production', API_DOCS: true });
    try {
      expect((await shown.app.inject({ url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await shown.close();
    }
  });
});
