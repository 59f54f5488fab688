import { seedDatabaseIfEmpty } from '../seed/seed-database.js';
import type { DatabaseHandle } from './database.js';

/** Start-up: apply the SQL migrations, then seed an empty database. */
export async function prepareDatabase(database: DatabaseHandle): Promise<{ seeded: boolean }> {
  await database.migrate();
  return { seeded: await seedDatabaseIfEmpty(database.db) };
}
