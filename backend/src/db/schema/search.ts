import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

// Issue 20: `lexemes` are stemmed as the search vectors are (decision 0007), so a shopper's word
// meets them on the same terms as the catalogue's.
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    tenantId: tenantId(),
    setNumber: integer('set_number').notNull(),
    word: text('word').notNull(),
    language: text('language').notNull(),
    lexemes: text('lexemes')
      .array()
      .generatedAlwaysAs(
        (): SQL =>
          sql`tsvector_to_array(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(word)))`,
      ),
  },
  (table) => [
    primaryKey({ name: 'search_synonyms_pkey', columns: [table.tenantId, table.setNumber, table.word] }),
  ],
);

// Issue 20: one row per tenant and term, for `npm run report:search`.
export const unansweredSearches = pgTable(
  'unanswered_searches',
  {
    tenantId: tenantId(),
    term: text('term').notNull(),
    count: integer('count').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'unanswered_searches_pkey', columns: [table.tenantId, table.term] }),
    index('unanswered_searches_tenant_count').on(table.tenantId, table.count),
  ],
);
