import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../backend/src/schemas/error.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('platform on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('answers /health with 200 when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('echoes a sane X-Request-Id and generates one otherwise', async () => {
    const echoed = await testApp.app.inject({
      url: '/health',
      headers: { 'x-request-id': 'storefront-42.a:b' },
    });
    expect(echoed.headers['x-request-id']).toBe('storefront-42.a:b');

    const generated = await testApp.app.inject({ url: '/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const unsafe = await testApp.app.inject({
      url: '/health',
      headers: { 'x-request-id': 'evil id\twith spaces' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown routes with 404 ROUTE_NOT_FOUND and the request id', async () => {
    const response = await testApp.app.inject({ url: '/no/such/route', headers: { 'x-request-id': 'abc' } });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    expect(response.headers['x-request-id']).toBe('abc');
  });

  it('refuses an invalid request with 400 VALIDATION_FAILED and details', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', payload: { level: 'loud' } });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'body', path: 'message' })]),
    );
  });

  it('lists the routes in the OpenAPI document and serves the UI at /docs', async () => {
    const response = await testApp.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/health',
        '/tenants',
        '/tenant/config',
        '/logs',
        '/api/csrf',
        '/api/content/pages',
        '/api/content/pages/{*}',
        '/api/content/configs/client',
      ]),
    );
    const ui = await testApp.app.inject({ url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe.each(drivers)('health with the database gone, on %s', (driver) => {
  it('answers 503 DATABASE_UNAVAILABLE', async () => {
    const testApp = await startTestApp(driver);
    await testApp.database.close();
    const response = await testApp.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
    await testApp.app.close();
  });
});
