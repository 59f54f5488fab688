import { seedDatabaseIfEmpty } from '../seed/seed-database.js';
import type { DatabaseHandle } from './database.js';

export async function prepareDatabase(database: DatabaseHandle): Promise<{ seeded: boolean }> {
  await database.migrate();
  return { seeded: await seedDatabaseIfEmpty(database.db) };
}
