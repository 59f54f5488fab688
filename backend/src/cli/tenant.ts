import { readFile, writeFile } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { DomainError } from '../errors.js';
import { exportTenant, importTenant } from '../tenant/tenant-transfer.js';

const usage = `Usage:
  npm run tenant -- export <tenant-id> [file.json]   write the tenant's config (stdout without a file)
  npm run tenant -- import <file.json>               validate and create or replace a tenant

Uses the API's database settings (DATABASE_URL, else PGlite at PGLITE_DATA_DIR). PGlite serves one
process only: stop the API before running this against its data directory. The API answers with the
new config at once; restart the storefront so it picks up changed slugs.`;

async function run(args: string[]): Promise<number> {
  const [command, first, second] = args;
  if ((command !== 'export' && command !== 'import') || !first) {
    console.error(usage);
    return 2;
  }
  const database = openConfiguredDatabase(loadConfig());
  try {
    await prepareDatabase(database);
    if (command === 'export') {
      const json = `${JSON.stringify(await exportTenant(database.db, first), null, 2)}\n`;
      if (second) await writeFile(second, json);
      else process.stdout.write(json);
      if (second) console.error(`Exported tenant ${first} to ${second}`);
    } else {
      const { tenantId, created } = await importTenant(
        database.db,
        JSON.parse(await readFile(first, 'utf8')),
      );
      console.error(`${created ? 'Created' : 'Updated'} tenant ${tenantId}`);
    }
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
