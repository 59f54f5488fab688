import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../backend/src/db/database.js';
import { findMigrationsFolder } from '../../backend/src/db/migrations-folder.js';
import { openPreparedDatabase, prepareDatabase } from '../../backend/src/db/prepare-database.js';
import { clientConfigs, contentPages } from '../../backend/src/db/schema/content.js';
import { tenants } from '../../backend/src/db/schema/tenants.js';
import { tenantSeeds } from '../../backend/src/seed/tenant-seeds.js';
import { createTestDatabase, drivers } from './support/test-database.js';

// A seed writes the whole real-sized catalogue: about 15 s on PGlite alone, more when the other
// test files share the two cores.
const seedingTimeout = 120_000;

async function countRows(db: Database) {
  const count = async (table: typeof tenants | typeof contentPages | typeof clientConfigs) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  return {
    tenants: await count(tenants),
    pages: await count(contentPages),
    configs: await count(clientConfigs),
  };
}

describe.each(drivers)('migrations and seed on %s', (driver) => {
  it(
    'migrates an empty database and seeds it once; a second start changes nothing',
    async () => {
      const database = await createTestDatabase(driver);
      try {
        expect(await prepareDatabase(database)).toEqual({ seeded: true });
        const afterFirstStart = await countRows(database.db);
        const seededPages = tenantSeeds.reduce((count, seed) => count + seed.pages.length, 0);
        expect(seededPages).toBeGreaterThanOrEqual(15);
        expect(afterFirstStart).toEqual({ tenants: 2, pages: seededPages, configs: 10 });

        expect(await prepareDatabase(database)).toEqual({ seeded: false });
        expect(await countRows(database.db)).toEqual(afterFirstStart);
      } finally {
        await database.close();
      }
    },
    seedingTimeout,
  );

  // Decision 0051: PGlite never vacuums, and a pending list is merged only by VACUUM.
  it('creates every GIN index without a pending list', async () => {
    const database = await createTestDatabase(driver);
    try {
      await database.migrate();
      const result = (await database.db.execute(sql`
        select index.relname as name, index.reloptions as options
        from pg_class as index
        join pg_am on pg_am.oid = index.relam
        join pg_namespace on pg_namespace.oid = index.relnamespace
        where pg_am.amname = 'gin' and pg_namespace.nspname = current_schema()
        order by index.relname
      `)) as unknown as { rows: { name: string; options: string[] | null }[] };
      expect(result.rows.map(({ name }) => name)).toEqual(
        expect.arrayContaining(['products_search_vector', 'search_lexemes_trigram']),
      );
      for (const index of result.rows) expect(index.options ?? [], index.name).toContain('fastupdate=false');
    } finally {
      await database.close();
    }
  });

  it(
    'seeds once when two API processes start at the same time',
    async () => {
      const database = await createTestDatabase(driver);
      try {
        await database.migrate();
        const results = await Promise.all([prepareDatabase(database), prepareDatabase(database)]);
        expect(results.filter(({ seeded }) => seeded)).toHaveLength(1);
        expect((await countRows(database.db)).tenants).toBe(2);
      } finally {
        await database.close();
      }
    },
    seedingTimeout,
  );
});

describe('PGlite on disk', () => {
  it(
    'is seeded by a child process once and keeps its data across a restart',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'grocery-pglite-'));
      const config = { PGLITE_DATA_DIR: dataDir, PGLITE_SHARED_BUFFERS: '16MB' };
      try {
        const first = await openPreparedDatabase(config);
        expect(first.seeded).toBe(true);
        await first.database.db
          .update(tenants)
          .set({ locale: 'de-DE' })
          .where(sql`${tenants.id} = 'de'`);
        await first.database.close();

        const second = await openPreparedDatabase(config);
        expect(second.seeded).toBe(false);
        const [de] = await second.database.db
          .select()
          .from(tenants)
          .where(sql`${tenants.id} = 'de'`);
        expect(de?.locale).toBe('de-DE');
        await second.database.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    seedingTimeout,
  );
});

describe('the migrations folder', () => {
  const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

  it('is found from the source tree', () => {
    expect(findMigrationsFolder(join(repositoryRoot, 'backend/src/db'))).toBe(
      join(repositoryRoot, 'backend/drizzle'),
    );
  });

  it('is found from the compiled tree in dist/', () => {
    expect(findMigrationsFolder(join(repositoryRoot, 'dist/backend/src/db'))).toBe(
      join(repositoryRoot, 'backend/drizzle'),
    );
  });
});
