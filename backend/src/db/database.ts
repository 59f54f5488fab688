import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { findMigrationsFolder } from './migrations-folder.js';
import { withPreparedStatements } from './pglite-statements.js';

// Both drivers share this query surface, so repositories and routes never know which one runs.
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseLocation =
  | { driver: 'postgres'; url: string }
  | {
      driver: 'pglite';
      dataDir?: string;
      initialDataDir?: Blob;
      sharedBuffers?: string;
    };

export function openDatabase(location: DatabaseLocation): DatabaseHandle {
  return location.driver === 'postgres' ? openPostgres(location.url) : openPglite(location);
}

function openPglite({
  dataDir,
  initialDataDir,
  sharedBuffers = '16MB',
}: Extract<DatabaseLocation, { driver: 'pglite' }>): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm ships with PGlite as a contrib module; search needs it (migration 0001).
  const client = new PGlite({
    dataDir,
    loadDataDir: initialDataDir,
    extensions: { pg_trgm },
    // Decision 0113: a kept statement is planned once, generically (the cart's lines were planned
    // anew at every read, 1.2 ms of the pay round trip's API time).
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${sharedBuffers}`,
      '-c',
      'plan_cache_mode=force_generic_plan',
    ],
  });
  // Decision 0097: each statement text is parsed once and its plan kept by PostgreSQL's plan cache.
  const db = drizzlePglite({ client: withPreparedStatements(client) });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string): DatabaseHandle {
  // A busy machine (or a server just started) may take seconds to accept: wait 15 s before failing.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 15_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool });
  let closed = false;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: findMigrationsFolder() }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
