import { expect } from 'vitest';
import { buildApp, type App } from '../../../backend/src/app.js';
import { loadConfig } from '../../../backend/src/config.js';
import type { DatabaseHandle } from '../../../backend/src/db/database.js';
import { prepareDatabase } from '../../../backend/src/db/prepare-database.js';
import { createTestDatabase, type Driver } from './test-database.js';

// Tests change tenants in the database directly and expect the next request to see it; the tenant
// cache has its own test (tenant-transfer.test.ts).
export const testConfig = loadConfig({
  NODE_ENV: 'test',
  TENANT: 'de',
  LOG_LEVEL: 'silent',
  TENANT_CACHE_SECONDS: '0',
});

export type TestApp = { app: App; database: DatabaseHandle; close(): Promise<void> };

/** The real app on a fresh, migrated and seeded database; call it through `app.inject`. */
export async function startTestApp(
  driver: Driver,
  config: Partial<typeof testConfig> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(driver, { seeded: true });
  await prepareDatabase(database);
  const app = await buildApp({ database, config: { ...testConfig, ...config }, logger: false });
  await app.ready();
  return testAppOf(app, database);
}

/** A ready app and its database, closed together. */
export function testAppOf(app: App, database: DatabaseHandle): TestApp {
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * GET helpers for a test file's app (started in its beforeAll, hence the getter): `get` answers
 * the response, `json` the body of a 200 and fails the test on any other status.
 */
export function tenantRequests(current: () => TestApp) {
  const get = (url: string, tenant = 'de') => current().app.inject({ url, headers: { 'x-tenant': tenant } });
  const json = async (url: string, tenant = 'de'): Promise<unknown> => {
    const response = await get(url, tenant);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  return { get, json };
}

/** The order search_fold gives (migration 0001): umlauts and accents sort as their base letter. */
export const folded = (text: string) =>
  text.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{M}/gu, '');
