import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** A table's (or subquery's) indexed tsvector and folded text. */
type Searchable = { searchVector: SQLWrapper; searchText: SQLWrapper };

function config(language: SearchLanguage): SQL {
  return language === 'en' ? sql`'english'::regconfig` : sql`'german'::regconfig`;
}

/**
 * Every word as a stemmed prefix ("vollm" finds Vollmilch while typing), all of them required.
 * The words pass through the same search_fold as the indexed text, so 'kase', 'kaese' and 'käse'
 * are one word.
 */
function prefixQuery(term: SearchTerm): SQL {
  const query = term.words.map((word) => `${word}:*`).join(' & ');
  return sql`to_tsquery(${config(term.language)}, search_fold(${query}))`;
}

/**
 * A row matches when its full-text document holds every word (German stemming, prefixes), or its
 * text is trigram-similar to the term (typos: 'vollmich' finds Vollmilch), or, for longer words,
 * contains each word (compound nouns: 'milch' finds Vollmilch). The GIN indexes serve all three.
 */
export function matchCondition(table: Searchable, term: SearchTerm): SQL {
  const fullText = sql`${table.searchVector} @@ ${prefixQuery(term)}`;
  const similar = sql`${table.searchText} %> search_fold(${term.text})`;
  const longWords = term.words.filter((word) => word.length >= 3);
  const contains = longWords.length
    ? and(...longWords.map((word) => sql`${table.searchText} like '%' || search_fold(${word}) || '%'`))
    : undefined;
  return contains ? sql`(${fullText} or ${similar} or ${contains})` : sql`(${fullText} or ${similar})`;
}

/** Higher is better: full-text rank (name words weigh most) plus trigram similarity. */
export function rankExpression(table: Searchable, term: SearchTerm): SQL<number> {
  return sql<number>`(ts_rank(${table.searchVector}, ${prefixQuery(term)}) + word_similarity(search_fold(${term.text}), ${table.searchText}))`;
}
