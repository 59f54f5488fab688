import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs } from '../../backend/src/db/schema/logs.js';
import {
  maxClientLogsOfAllClients,
  maxClientLogsPerAddress,
} from '../../backend/src/logs/client-log-rate-limit.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

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

  it('refuses the 31st report of one client address in 15 minutes with 429, and stores none of the excess', async () => {
    const report = (remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: '/logs', remoteAddress, payload: { message: 'flood' } });
    for (let attempt = 0; attempt < maxClientLogsPerAddress; attempt++) {
      expect((await report('198.51.100.7')).statusCode).toBe(202);
    }
    const refused = await report('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LOG_RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [stored] = await rowsOf<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from client_logs where message = 'flood'`,
    );
    expect(stored?.count).toBe(maxClientLogsPerAddress);
    expect((await report('198.51.100.8')).statusCode).toBe(202);
  });

  it('refuses every client once all clients together reached the shared limit', async () => {
    await testApp.database.db.execute(
      sql`update login_attempts set attempts = ${maxClientLogsOfAllClients} where scope = 'client-log' and key = '*'`,
    );
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/logs',
      remoteAddress: '198.51.100.99',
      payload: { message: 'one more' },
    });
    expect(response.statusCode).toBe(429);
    await testApp.database.db.execute(sql`delete from login_attempts where scope = 'client-log'`);
  });

  it('answers 202 even when the report cannot be stored', async () => {
    await testApp.database.db.execute(sql`drop table client_logs`);
    const response = await testApp.app.inject({ method: 'POST', url: '/logs', payload: { message: 'lost' } });
    expect(response.statusCode).toBe(202);
  });
});
