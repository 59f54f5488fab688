import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../backend/src/db/database.js';

export type Driver = DatabaseHandle['driver'];
export const drivers: Driver[] = ['pglite', 'postgres'];

/** A fresh, empty database of its own, so test files can run in parallel. */
export async function createTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const template = await readFile(inject('pgliteTemplatePath'));
    return openDatabase({ driver: 'pglite', initialDataDir: new Blob([template]) });
  }

  const adminUrl = new URL(inject('postgresAdminUrl'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const testUrl = new URL(adminUrl);
  testUrl.pathname = `/${name}`;
  const database = openDatabase({ driver: 'postgres', url: testUrl.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
