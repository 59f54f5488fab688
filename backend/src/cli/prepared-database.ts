import { loadConfig, type AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import { prepareDatabase } from '../db/prepare-database.js';

/** A command's database: the configured one, migrated and seeded, closed once `work` is done. */
export async function withPreparedDatabase<T>(
  work: (db: Database, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  try {
    await prepareDatabase(database);
    return await work(database.db, config);
  } finally {
    await database.close();
  }
}
