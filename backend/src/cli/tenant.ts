import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { DomainError } from '../errors.js';
import { exportSynonyms, importSynonyms } from '../search/synonym-transfer.js';
import { exportTenant, importTenant } from '../tenant/tenant-transfer.js';

const usage = `Usage:
  npm run tenant -- export <tenant-id> [file.json]            write the tenant's config (stdout without a file)
  npm run tenant -- import <file.json>                        validate and create or replace a tenant
  npm run tenant -- export-synonyms <tenant-id> [file.json]   write the tenant's search synonym sets
  npm run tenant -- import-synonyms <file.json>               validate and replace all its synonym sets

Uses the API's database settings (DATABASE_URL, else PGlite at PGLITE_DATA_DIR). PGlite serves one
process only: stop the API before running this against its data directory. The API answers with the
new config at once; restart the storefront so it picks up changed slugs.`;

async function writeJson(value: unknown, file: string | undefined, done: string) {
  const json = `${JSON.stringify(value, null, 2)}\n`;
  if (!file) return void process.stdout.write(json);
  await writeFile(file, json);
  console.error(`${done} to ${file}`);
}

const readJson = async (file: string): Promise<unknown> => JSON.parse(await readFile(file, 'utf8'));

const commands = {
  export: async (db: Database, tenantId: string, file?: string) =>
    writeJson(await exportTenant(db, tenantId), file, `Exported tenant ${tenantId}`),
  import: async (db: Database, file: string) => {
    const { tenantId, created } = await importTenant(db, await readJson(file));
    console.error(`${created ? 'Created' : 'Updated'} tenant ${tenantId}`);
  },
  'export-synonyms': async (db: Database, tenantId: string, file?: string) =>
    writeJson(await exportSynonyms(db, tenantId), file, `Exported the synonyms of ${tenantId}`),
  'import-synonyms': async (db: Database, file: string) => {
    const { tenantId, sets } = await importSynonyms(db, await readJson(file));
    console.error(`Replaced the synonyms of ${tenantId}: ${sets} sets`);
  },
};

async function run(args: string[]): Promise<number> {
  const [command, first, second] = args;
  if (!command || !(command in commands) || !first) {
    console.error(usage);
    return 2;
  }
  const database = openConfiguredDatabase(loadConfig());
  try {
    await prepareDatabase(database);
    await commands[command as keyof typeof commands](database.db, first, second);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(`${error.code}: ${error.message}`);
      if (error.details) console.error(JSON.stringify(error.details, null, 2));
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
