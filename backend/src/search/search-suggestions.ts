import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import type { SearchTerm } from './search-term.js';

/** Lexemes this close (trigram similarity) to a word the catalogue lacks are worth suggesting. */
const SUGGESTION_SIMILARITY = 0.3;
/** Closest lexemes looked at per word; those no name spells are passed over. */
const CANDIDATES_PER_WORD = 8;
const MAX_SUGGESTIONS = 3;

/** What search_fold (migration 0001) does, for picking a name's word that a lexeme stems from. */
function fold(word: string): string {
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/** The word of a name that the lexeme stems from, as the catalogue spells it ('Käse' for 'kas'). */
function spellingOf(lexeme: string, names: string[]): string | undefined {
  const words = names.flatMap((name) => name.split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const fitting = words.filter((word) => fold(word).startsWith(lexeme));
  return fitting.sort((a, b) => a.length - b.length)[0];
}

type Candidate = { position: number; known: boolean; lexeme: string | null; names: string[] | null };

// Issue 20 "did you mean": each word without a lexeme starting with its stem is swapped for the
// closest lexemes, spelled as the catalogue spells them.
export async function suggestSearchTerms(
  executor: Executor,
  tenantId: string,
  term: SearchTerm,
): Promise<string[]> {
  const config = term.language === 'en' ? sql`'english'::regconfig` : sql`'german'::regconfig`;
  const words = sql`array[${sql.join(
    term.words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const { rows } = (await executor.execute(sql`
    with words as (
      select w.position, s.stem,
        exists (select 1 from search_lexemes l where l.tenant_id = ${tenantId} and l.lexeme like s.stem || '%') as known
      from unnest(${words}) with ordinality as w(word, position)
      cross join lateral (
        select (tsvector_to_array(to_tsvector(${config}, search_fold(w.word))))[1] as stem
      ) as s
      where s.stem is not null
    ),
    closest as (
      select words.position, l.lexeme,
        row_number() over (partition by words.position order by similarity(l.lexeme, words.stem) desc, l.lexeme) as place
      from words
      join search_lexemes l on l.tenant_id = ${tenantId}
        and length(l.lexeme) >= 3
        and similarity(l.lexeme, words.stem) >= ${SUGGESTION_SIMILARITY}
      where not words.known
    )
    select words.position::int as position, words.known, closest.lexeme, named.names
    from words
    left join closest on closest.position = words.position and closest.place <= ${CANDIDATES_PER_WORD}
    left join lateral (
      select array_agg(name) as names from (
        (select name from products
          where tenant_id = ${tenantId} and search_vector @@ (quote_literal(closest.lexeme) || ':A')::tsquery limit 3)
        union all
        (select name from categories
          where tenant_id = ${tenantId} and search_vector @@ (quote_literal(closest.lexeme) || ':A')::tsquery limit 3)
        union all
        (select title from recipes
          where tenant_id = ${tenantId} and search_vector @@ (quote_literal(closest.lexeme) || ':A')::tsquery limit 3)
      ) as found
    ) as named on closest.lexeme is not null
    order by words.position, closest.place
  `)) as unknown as { rows: Candidate[] };

  const positions = [...new Set(rows.map((row) => row.position))];
  const choices = positions.map((position) => {
    const typed = term.words[position - 1]!;
    const candidates = rows.filter((row) => row.position === position);
    if (candidates[0]?.known) return [typed];
    const spelled = candidates.flatMap(({ lexeme, names }) => {
      const spelling = lexeme && names ? spellingOf(lexeme, names) : undefined;
      return spelling ? [spelling] : [];
    });
    return [...new Set(spelled.map((word) => word.toLowerCase()))];
  });
  if (
    choices.every((choice, index) => choice.length === 1 && choice[0] === term.words[positions[index]! - 1])
  )
    return [];
  if (choices.some((choice) => choice.length === 0)) return [];
  const suggestions = new Set<string>();
  for (let place = 0; place < MAX_SUGGESTIONS; place++)
    suggestions.add(choices.map((choice) => choice[Math.min(place, choice.length - 1)]!).join(' '));
  return [...suggestions];
}
