// Decision 0080: the product search of migrations 0033 and 0034 against the one before them
// (0029), in one database process, alternating, so a shared and noisy machine slows both alike.
// A measurement, not a test: `npx tsx bench/search-ranking.ts [--rounds N]` on a fresh in-memory
// PGlite (or the one in PGLITE_DATA_DIR), or on PostgreSQL with DATABASE_URL (a scratch database:
// it is migrated and seeded).
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../backend/src/db/database.js';
import { findMigrationsFolder } from '../backend/src/db/migrations-folder.js';
import { prepareDatabase } from '../backend/src/db/prepare-database.js';
import { medianOf, percentile } from './statistics.js';
import { englishSearches, germanSearches } from './shopper-searches.js';

/** Shelves, products, regional synonyms, typos and two-word searches, German and English. */
const searches: [tenant: 'de' | 'en', term: string][] = [
  ...germanSearches.map((term) => ['de', term] as ['de', string]),
  ...englishSearches.map((term) => ['en', term] as ['en', string]),
];

const functionNames = ['search_expansion', 'search_product_page'] as const;

/** Migration 0029's two functions (the search before decision 0080) under names of their own. */
function functionsBefore(): string[] {
  const text = readFileSync(`${findMigrationsFolder()}/0029_search_own_shelf_first.sql`, 'utf8');
  return text
    .split('--> statement-breakpoint')
    .filter((statement) =>
      /CREATE (OR REPLACE )?FUNCTION (search_expansion|search_product_page)\(/.test(statement),
    )
    .map((statement) =>
      functionNames.reduce(
        (changed, name) =>
          changed.replace(
            new RegExp(`CREATE (OR REPLACE )?FUNCTION ${name}\\(`),
            `CREATE OR REPLACE FUNCTION ${name}_before(`,
          ),
        statement,
      ),
    );
}

async function search(database: DatabaseHandle, suffix: '' | '_before', tenant: string, term: string) {
  const words = term.split(' ');
  const config = tenant === 'en' ? 'english' : 'german';
  const started = performance.now();
  const { rows } = (await database.db.execute(sql`
    select page.name, page."categorySlug" from ${sql.raw(`search_expansion${suffix}`)}(${tenant},
      ${`{${words.join(',')}}`}::text[], ${config}::regconfig, 0.45, 24) as expansion
    cross join lateral ${sql.raw(`search_product_page${suffix}`)}(${tenant}, expansion.query::tsquery,
      expansion.exact::tsquery, case when expansion.has_synonyms then expansion.typed::tsquery end,
      expansion.names::tsquery, 0, 24) as page
  `)) as unknown as { rows: { name: string; categorySlug: string }[] };
  return { milliseconds: performance.now() - started, first: rows[0] };
}

async function run(rounds: number) {
  const url = process.env.DATABASE_URL;
  // PGLITE_DATA_DIR: a PGlite database of its own, kept between runs (seeding takes a minute).
  const dataDir = process.env.PGLITE_DATA_DIR;
  const database = openDatabase(url ? { driver: 'postgres', url } : { driver: 'pglite', dataDir });
  try {
    await prepareDatabase(database);
    for (const statement of functionsBefore()) await database.db.execute(sql.raw(statement));
    const times = { before: [] as number[], after: [] as number[] };
    const ratios: number[] = [];
    const changed: string[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const [tenant, term] of searches) {
        // Alternating which goes first, so neither always meets the warmer cache.
        let after, before;
        if (round % 2 === 0) {
          after = await search(database, '', tenant, term);
          before = await search(database, '_before', tenant, term);
        } else {
          before = await search(database, '_before', tenant, term);
          after = await search(database, '', tenant, term);
        }
        // The first round plans each function once per session: not counted.
        if (round === 0) {
          if (after.first?.categorySlug !== before.first?.categorySlug)
            changed.push(
              `${tenant} ${term}: ${before.first?.categorySlug ?? '-'} -> ${after.first?.categorySlug ?? '-'}`,
            );
          continue;
        }
        times.before.push(before.milliseconds);
        times.after.push(after.milliseconds);
        ratios.push(after.milliseconds / before.milliseconds);
      }
    }
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `median ${medianOf(values).toFixed(2)} ms, p90 ${percentile(sorted, 0.9).toFixed(2)} ms`;
    };
    console.log(`${database.driver}, ${searches.length} searches x ${rounds - 1} rounds`);
    console.log(`before (0029): ${summary(times.before)}`);
    console.log(`after  (0033, 0034): ${summary(times.after)}`);
    console.log(
      `after / before: median of the ratios ${medianOf(ratios).toFixed(2)}, ` +
        `ratio of the sums ${(times.after.reduce((a, b) => a + b, 0) / times.before.reduce((a, b) => a + b, 0)).toFixed(2)}`,
    );
    console.log(`first shelf changed:\n  ${changed.join('\n  ')}`);
  } finally {
    for (const name of functionNames)
      await database.db.execute(sql.raw(`drop function if exists ${name}_before`)).catch(() => undefined);
    await database.close();
  }
}

const roundsIndex = process.argv.indexOf('--rounds');
await run(roundsIndex > 0 ? Number(process.argv[roundsIndex + 1]) : 6);
