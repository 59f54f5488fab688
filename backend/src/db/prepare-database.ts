import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import { seedDatabaseIfEmpty } from '../seed/seed-database.js';
import type { DatabaseHandle } from './database.js';
import { openConfiguredDatabase } from './open-configured-database.js';

export async function prepareDatabase(database: DatabaseHandle): Promise<{ seeded: boolean }> {
  await database.migrate();
  const seeded = await seedDatabaseIfEmpty(database.db);
  // The planner needs statistics: without them it took the catalogue for a few dozen rows and
  // chose its plans accordingly (issue 20). PGlite has no autovacuum to gather them at all.
  if (seeded || database.driver === 'pglite') await database.db.execute(sql`analyze`);
  return { seeded };
}

// PGlite's WebAssembly memory only grows, and seeding grows the process by about 150 MB. The
// embedded database is migrated and seeded by a child process, whose memory goes when it ends.
async function prepareInChildProcess(dataDir: string, sharedBuffers: string): Promise<{ seeded: boolean }> {
  const script = import.meta.url.endsWith('.ts')
    ? './prepare-database-child.ts'
    : './prepare-database-child.js';
  const child = fork(fileURLToPath(new URL(script, import.meta.url)), [dataDir, sharedBuffers], {
    stdio: 'inherit',
    // From the sources (tests, `npm run dev`) the child runs TypeScript as its parent does.
    ...(script.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
  });
  let answer: { seeded: boolean } | undefined;
  child.once('message', (message: { seeded: boolean }) => (answer = message));
  const [exitCode] = (await once(child, 'exit')) as [number | null];
  if (exitCode !== 0 || !answer) throw new Error(`preparing the database ended with code ${exitCode}`);
  return answer;
}

/** Opens the configured database, migrated and seeded. */
export async function openPreparedDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'PGLITE_DATA_DIR' | 'PGLITE_SHARED_BUFFERS'>,
): Promise<{ database: DatabaseHandle; seeded: boolean }> {
  if (!config.DATABASE_URL && config.PGLITE_DATA_DIR) {
    const { seeded } = await prepareInChildProcess(config.PGLITE_DATA_DIR, config.PGLITE_SHARED_BUFFERS);
    return { database: openConfiguredDatabase(config), seeded };
  }
  const database = openConfiguredDatabase(config);
  try {
    return { database, seeded: (await prepareDatabase(database)).seeded };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
