import { withPreparedDatabase } from './prepared-database.js';
import { rankGenericWords } from '../search/generic-words.js';
import { listUnansweredSearches } from '../search/search-insight-repository.js';

const usage = `Usage: npm run report:search [-- [--ranking] <tenant-id>]

Writes the searches that found nothing as CSV to stdout (term, count, last seen), most asked
first, for the tenant named or TENANT. They show which synonyms the shop lacks (docs/catalogue-and-search.md).

With --ranking: the generic food words of the shop's language instead (decision 0080), each with
the shelf it should list first, the product it lists first, that product's shelves and whether
they hold the expected one (word, expected shelf, first product, its shelves, on shelf).`;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

async function run(args: string[]): Promise<number> {
  const ranking = args[0] === '--ranking';
  const rest = ranking ? args.slice(1) : args;
  if (rest.length > 1 || rest[0]?.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  return withPreparedDatabase(async (db, config) => {
    const tenantId = rest[0] ?? config.TENANT;
    if (ranking) return writeRanking(db, tenantId);
    const rows = await listUnansweredSearches(db, tenantId);
    const lines = rows.map(({ term, count, lastSeenAt }) =>
      [csvField(term), String(count), lastSeenAt.toISOString()].join(','),
    );
    process.stdout.write(['term,count,last seen', ...lines].join('\r\n') + '\r\n');
    return 0;
  });
}

async function writeRanking(db: Parameters<typeof rankGenericWords>[0], tenantId: string): Promise<number> {
  const rankings = await rankGenericWords(db, tenantId);
  if (!rankings) {
    console.error(`No tenant ${tenantId}.`);
    return 1;
  }
  const lines = rankings.map(({ word, shelf, first, ranked }) =>
    [word, shelf, first?.name ?? '', first?.shelves.join(' ') ?? '', ranked ? 'yes' : 'no']
      .map(csvField)
      .join(','),
  );
  process.stdout.write(
    ['word,expected shelf,first product,its shelves,on shelf', ...lines].join('\r\n') + '\r\n',
  );
  return 0;
}

process.exitCode = await run(process.argv.slice(2));
