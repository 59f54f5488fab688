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
 * through synonym sets. Undefined for stop words only. One statement however many words.
 */
export async function expandSearchTerm(
  executor: Executor,
  tenantId: string,
  term: SearchTerm,
): Promise<ExpandedQuery | undefined> {
  const words = sql`array[${sql.join(
    term.words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const rows = (await executor.execute(sql`
    with words as (
      select w.position, s.stem
      from unnest(${words}) with ordinality as w(word, position)
      cross join lateral (
        select (tsvector_to_array(to_tsvector(${config(term.language)}, search_fold(w.word))))[1] as stem
      ) as s
      where s.stem is not null
    ),
    synonyms as (
      select distinct words.position, other.lexemes
      from words
      join search_synonyms named on named.tenant_id = ${tenantId}
        and cardinality(named.lexemes) = 1
        and (named.lexemes[1] = words.stem
          or (length(words.stem) >= 4 and (named.lexemes[1] like words.stem || '%'
            or similarity(named.lexemes[1], words.stem) >= ${TYPO_SIMILARITY})))
      join search_synonyms other on other.tenant_id = named.tenant_id
        and other.set_number = named.set_number
        and other.word <> named.word
        and cardinality(other.lexemes) > 0
    ),
    stems as (
      select position, stem, true as typed from words
      union
      select position, lexemes[1], false from synonyms where cardinality(lexemes) = 1
    ),
    -- Two lookups the trigram index answers on its own (decision 0051); their OR in one join
    -- condition made the planner test similarity() on every lexeme of the tenant instead.
    expansions as (
      select stems.position, stems.typed, quote_literal(found.lexeme) as alternative,
        row_number() over (partition by stems.position, stems.stem order by similarity(found.lexeme, stems.stem) desc, found.lexeme) as place
      from stems
      cross join lateral (
        select l.lexeme from search_lexemes l
        where l.tenant_id = ${tenantId} and length(stems.stem) >= 3 and l.lexeme like '%' || stems.stem || '%'
        union
        -- Typos are forgiven on the shopper's word, not again on its synonyms.
        select l.lexeme from search_lexemes l
        where l.tenant_id = ${tenantId} and stems.typed and length(stems.stem) >= 4
          and l.lexeme % stems.stem and similarity(l.lexeme, stems.stem) >= ${TYPO_SIMILARITY}
      ) as found
      where found.lexeme <> stems.stem
    ),
    alternatives as (
      select position, typed, quote_literal(stem) || ':*' as alternative, quote_literal(stem) || ':*A' as in_name
      from stems
      union all
      select position, typed, alternative, alternative || ':A' from expansions where place <= ${MAX_EXPANSIONS_PER_WORD}
      union all
      select position, false,
        '(' || (select string_agg(quote_literal(lexeme) || ':*', ' & ') from unnest(lexemes) as lexeme) || ')',
        '(' || (select string_agg(quote_literal(lexeme) || ':*A', ' & ') from unnest(lexemes) as lexeme) || ')'
      from synonyms where cardinality(lexemes) > 1
    )
    select string_agg('(' || alternatives || ')', ' & ' order by position) as query,
      string_agg('(' || in_names || ')', ' & ' order by position) as names,
      string_agg('(' || as_typed || ')', ' & ' order by position) as typed,
      (select string_agg(quote_literal(stem) || ':A', ' & ' order by position) from words) as exact,
      bool_or(has_synonyms) as has_synonyms
    from (
      select position,
        string_agg(alternative, ' | ') as alternatives,
        string_agg(in_name, ' | ') as in_names,
        string_agg(alternative, ' | ') filter (where typed) as as_typed,
        bool_or(not typed) as has_synonyms
      from alternatives group by position
    ) as per_word
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

// Issue 20: what the word as typed finds comes before what only a synonym finds; the other
// terms of the rank add up to less than this.
const TYPED_WORD_FIRST = 8;

// The words as typed before their synonyms; then in the name twice, so 'vollmilch' puts
// Vollmilch before Vollmilchschokolade.
export function rankOf(vector: SQLWrapper, { query, exact, typed }: ExpandedQuery, boost?: SQL): SQL<number> {
  const typedFirst = typed
    ? sql` + (case when ${vector} @@ ${typed}::tsquery then ${sql.raw(String(TYPED_WORD_FIRST))} else 0 end)`
    : sql``;
  const rank = sql`2 * ts_rank(${vector}, ${exact}::tsquery) + ts_rank(${vector}, ${query}::tsquery)${typedFirst}`;
  return boost ? sql<number>`(${rank} + ${boost})` : sql<number>`(${rank})`;
}
