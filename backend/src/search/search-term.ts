import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { SEARCH_TERM_MIN } from '../schemas/catalogue.js';

export type SearchLanguage = 'de' | 'en';

/** A shopper's term, split into words that are safe to put into a tsquery. */
export type SearchTerm = {
  /** The words joined by spaces. */
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
 * Turns a term into one tsquery (decision 0007). Every word is folded and stemmed the way the
 * search vectors are ('Käse', 'kase' and 'kaese' all become 'kas'), then may be any of:
 * - a word starting with it ('vollm' while typing finds Vollmilch);
 * - from three letters, a word of the catalogue containing it (compounds: 'milch' finds Vollmilch);
 * - from four letters, a word of the catalogue trigram-similar to it (typos: 'vollmich').
 * All words are required. Undefined when no word is left (stop words only).
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
    expansions as (
      select words.position, quote_literal(l.lexeme) as alternative,
        row_number() over (partition by words.position order by similarity(l.lexeme, words.stem) desc, l.lexeme) as place
      from words
      join search_lexemes l on l.tenant_id = ${tenantId}
        and l.lexeme <> words.stem
        and ((length(words.stem) >= 3 and l.lexeme like '%' || words.stem || '%')
          or (length(words.stem) >= 4 and similarity(l.lexeme, words.stem) >= ${TYPO_SIMILARITY}))
    ),
    alternatives as (
      select position, quote_literal(stem) || ':*' as alternative from words
      union all
      select position, alternative from expansions where place <= ${MAX_EXPANSIONS_PER_WORD}
    )
    select string_agg('(' || alternatives || ')', ' & ' order by position) as query,
      string_agg('(' || in_names || ')', ' & ' order by position) as names,
      (select string_agg(quote_literal(stem) || ':A', ' & ' order by position) from words) as exact
    from (
      select position,
        string_agg(alternative, ' | ') as alternatives,
        -- The same alternatives, limited to the name (weight A): 'x':* becomes 'x':*A.
        string_agg(alternative || case when alternative like '%:*' then 'A' else ':A' end, ' | ') as in_names
      from alternatives group by position
    ) as per_word
  `)) as unknown as { rows: { query: string | null; names: string | null; exact: string | null }[] };
  const [row] = rows.rows;
  return row?.query && row.names && row.exact
    ? { query: row.query, names: row.names, exact: row.exact }
    : undefined;
}

/**
 * tsquery texts: `query` finds the matches; `names` is the same limited to names (weight A), to
 * find the categories a term names; `exact` (the words as typed, stemmed, in the name) ranks.
 */
export type ExpandedQuery = { query: string; names: string; exact: string };

/** Whether a search vector matches the expanded query. */
export function matches(vector: SQLWrapper, { query }: ExpandedQuery): SQL {
  return sql`${vector} @@ ${query}::tsquery`;
}

/**
 * Higher is better: the words as typed in the name count twice, so 'vollmilch' puts Vollmilch
 * before Vollmilchschokolade; then every match, the name (weight A) most. `boost` adds more,
 * e.g. products of a category the term names.
 */
export function rankOf(vector: SQLWrapper, { query, exact }: ExpandedQuery, boost?: SQL): SQL<number> {
  const rank = sql`2 * ts_rank(${vector}, ${exact}::tsquery) + ts_rank(${vector}, ${query}::tsquery)`;
  return boost ? sql<number>`(${rank} + ${boost})` : sql<number>`(${rank})`;
}
