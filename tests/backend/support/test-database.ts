import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../backend/src/db/database.js';
import { withClient } from '../../setup/postgres-template.js';

export type Driver = DatabaseHandle['driver'];
export const drivers: Driver[] = ['pglite', 'postgres'];

export type TestDatabaseOptions = {
  /** A copy of the database migrated and seeded once per run; else an empty one. */
  seeded?: boolean;
};

/** A fresh database of its own, so test files can run in parallel. */
export async function createTestDatabase(
  driver: Driver,
  { seeded = false }: TestDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const template = await readFile(inject(seeded ? 'pgliteSeededPath' : 'pgliteTemplatePath'));
    return openDatabase({ driver: 'pglite', initialDataDir: new Blob([template]) });
  }

  const { url, drop } = await createPostgresTestDatabase({ seeded });
  const database = openDatabase({ driver: 'postgres', url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fresh PostgreSQL database on the test server, by URL, for a process of its own to open. */
export async function createPostgresTestDatabase({ seeded = false }: TestDatabaseOptions = {}) {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = seeded ? ` template ${inject('postgresSeededTemplate')}` : '';
  await withClient(adminUrl, (client) => client.query(`create database ${name}${template}`));
  const testUrl = new URL(adminUrl);
  testUrl.pathname = `/${name}`;
  return {
    url: testUrl.toString(),
    drop: () =>
      withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/** The rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type hides. */
export async function rowsOf<T>(db: DatabaseHandle['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
