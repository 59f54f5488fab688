import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { SEARCH_TERM_MIN } from '../schemas/catalogue.js';

export type SearchLanguage = 'de' | 'en';

export type SearchTerm = {
  text: string;
  words: string[];
  language: SearchLanguage;
};

/** Words are letters and digits only: every other character separates words. */
export function parseSearchTerm(raw: string, language: SearchLanguage): SearchTerm | undefined {
  const words = raw
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  const text = words.join(' ');
  // §5, §9: a term of fewer than two characters is refused.
  if (text.replace(/ /g, '').length < SEARCH_TERM_MIN) return undefined;
  return { text, words, language };
}

export function languageOfLocale(locale: string): SearchLanguage {
  return locale.toLowerCase().startsWith('en') ? 'en' : 'de';
}

function config(language: SearchLanguage): SQL {
  return language === 'en' ? sql`'english'::regconfig` : sql`'german'::regconfig`;
}

/** Compounds and typos per word, at most; the best by similarity are kept. */
const MAX_EXPANSIONS_PER_WORD = 24;
/** Trigram similarity from which a lexeme counts as a typo of the shopper's word. */
const TYPO_SIMILARITY = 0.45;

/**
 * Decision 0007: words are folded and stemmed as the search vectors are, then match by prefix,
 * from three letters in compounds ('milch' finds Vollmilch), from four by trigram (typos), and
 * through synonym sets. Its one row's query is null for stop words only. One statement however
 * many words: the database function search_expansion (decision 0056, migration 0024), which each
 * session plans once. A FROM item, so a statement can search with it in the same round trip.
 */
export function searchExpansion(tenantId: string, term: SearchTerm): SQL {
  const words = sql`array[${sql.join(
    term.words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  return sql`search_expansion(${tenantId}, ${words}, ${config(term.language)}, ${TYPO_SIMILARITY}, ${MAX_EXPANSIONS_PER_WORD})`;
}

/** The term's expansion as text search queries; undefined for stop words only. */
export async function expandSearchTerm(
  executor: Executor,
  tenantId: string,
  term: SearchTerm,
): Promise<ExpandedQuery | undefined> {
  const rows = (await executor.execute(sql`
    select query, names, typed, exact, has_synonyms from ${searchExpansion(tenantId, term)}
  `)) as unknown as {
    rows: {
      query: string | null;
      names: string | null;
      typed: string | null;
      exact: string | null;
      has_synonyms: boolean | null;
    }[];
  };
  const [row] = rows.rows;
  if (!row?.query || !row.names || !row.exact || !row.typed) return undefined;
  return {
    query: row.query,
    names: row.names,
    exact: row.exact,
    ...(row.has_synonyms ? { typed: row.typed } : {}),
  };
}

// `typed`, present when synonyms joined in, is `query` without them.
export type ExpandedQuery = { query: string; names: string; exact: string; typed?: string };

export function matches(vector: SQLWrapper, { query }: ExpandedQuery): SQL {
  return sql`${vector} @@ ${query}::tsquery`;
}

// The formula is the database function search_rank (decision 0056), which the planner inlines.
export function rankOf(vector: SQLWrapper, { query, exact, typed }: ExpandedQuery): SQL<number> {
  return sql<number>`search_rank(${vector}, ${exact}::tsquery, ${query}::tsquery, ${typed ?? null}::tsquery)`;
}
