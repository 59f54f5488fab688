import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open-configured-database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { listUnansweredSearches } from '../search/search-insight-repository.js';

const usage = `Usage: npm run report:search [-- <tenant-id>]

Writes the searches that found nothing as CSV to stdout (term, count, last seen), most asked
first, for the tenant named or TENANT. They show which synonyms the shop lacks (docs/catalogue-and-search.md).`;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

async function run(args: string[]): Promise<number> {
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const tenantId = args[0] ?? config.TENANT;
  const database = openConfiguredDatabase(config);
  try {
    await prepareDatabase(database);
    const rows = await listUnansweredSearches(database.db, tenantId);
    const lines = rows.map(({ term, count, lastSeenAt }) =>
      [csvField(term), String(count), lastSeenAt.toISOString()].join(','),
    );
    process.stdout.write(['term,count,last seen', ...lines].join('\r\n') + '\r\n');
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
