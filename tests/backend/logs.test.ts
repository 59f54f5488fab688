import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../../backend/src/db/schema/logs.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('client logs on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it('stores a report with the request id and tenant and answers 202', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      headers: { 'x-request-id': 'page-view-7', 'x-tenant': 'en' },
      payload: {
        message: 'Cannot read properties of undefined',
        level: 'error',
        path: '/basket',
        status: 500,
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');

    const stored = await testApp.database.db.select().from(clientLogs);
    expect(stored).toEqual([
      expect.objectContaining({
        requestId: 'page-view-7',
        tenantId: 'en',
        level: 'error',
        message: 'Cannot read properties of undefined',
        path: '/basket',
        status: 500,
      }),
    ]);
  });

  it('still stores a report whose tenant is unknown, without a tenant', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      headers: { 'x-tenant': 'nowhere', 'x-request-id': 'lost-tenant' },
      payload: { message: 'from somewhere' },
    });
    expect(response.statusCode).toBe(202);
    const [row] = await testApp.database.db
      .select()
      .from(clientLogs)
      .where(sql`${clientLogs.requestId} = 'lost-tenant'`);
    expect(row).toMatchObject({ tenantId: null, level: 'error' });
  });

  it('refuses an invalid report with 400', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', payload: { message: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a body over the small limit with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      payload: { message: 'big', stackTrace: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 202 even when the report cannot be stored', async () => {
    await testApp.database.db.execute(sql`drop table client_logs`);
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', payload: { message: 'lost' } });
    expect(response.statusCode).toBe(202);
  });
});
