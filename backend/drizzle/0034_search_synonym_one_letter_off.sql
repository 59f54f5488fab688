-- Decision 0080 (issue 38 point 17): a word the catalogue does not know, one letter from a
-- synonym entry, names the entry's set ('Kartte': the Karotte set; 'Hedl': the Hendl set), which
-- found nothing before. Migration 0029's search_expansion with one more branch of synonyms: LIKE
-- patterns of the words one letter from the stem, built once per word, tested on the entries of
-- about the stem's length. The withdrawn first version of migration 0029 tested an edit distance
-- with generate_series on every synonym row.
CREATE OR REPLACE FUNCTION search_expansion(
  tenant text,
  searched_words text[],
  search_config regconfig,
  typo_similarity real,
  max_expansions integer
) RETURNS TABLE (query text, names text, typed text, exact text, has_synonyms boolean)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH words AS (
    SELECT w.position, s.stem
    FROM unnest(searched_words) WITH ORDINALITY AS w(word, position)
    CROSS JOIN LATERAL (
      SELECT (tsvector_to_array(to_tsvector(search_config, search_fold(w.word))))[1] AS stem
    ) AS s
    WHERE s.stem IS NOT NULL
  ),
  synonyms AS (
    SELECT words.position, other.lexemes
    FROM words
    JOIN search_synonyms named ON named.tenant_id = tenant
      AND cardinality(named.lexemes) = 1
      AND (named.lexemes[1] = words.stem
        OR (length(words.stem) >= 4 AND (named.lexemes[1] LIKE words.stem || '%'
          OR similarity(named.lexemes[1], words.stem) >= typo_similarity)))
    JOIN search_synonyms other ON other.tenant_id = named.tenant_id
      AND other.set_number = named.set_number
      AND other.word <> named.word
      AND cardinality(other.lexemes) > 0
    UNION
    -- A word the catalogue does not know, one letter from an entry (one added, replaced, dropped
    -- or two swapped: 'kartt' is 'kar_tt', so 'karott'), names the entry's whole set, the entry
    -- too: trigrams forgive too little of a short word. Decision 0080.
    SELECT words.position, other.lexemes
    FROM words
    CROSS JOIN LATERAL (
      SELECT array_agg(left(words.stem, i) || '_' || substr(words.stem, i + 1))
          || array_agg(left(words.stem, i - 1) || '_' || substr(words.stem, i + 1)) FILTER (WHERE i > 0)
          || array_agg(left(words.stem, i - 1) || substr(words.stem, i + 1)) FILTER (WHERE i > 0)
          || array_agg(left(words.stem, i - 1) || substr(words.stem, i + 1, 1) || substr(words.stem, i, 1)
            || substr(words.stem, i + 2)) FILTER (WHERE i > 0 AND i < length(words.stem)) AS patterns
      FROM generate_series(0, length(words.stem)) AS i
    ) AS one_letter_off
    JOIN search_synonyms named ON named.tenant_id = tenant
      AND cardinality(named.lexemes) = 1
      AND length(named.lexemes[1]) BETWEEN greatest(4, length(words.stem) - 1) AND length(words.stem) + 1
      AND named.lexemes[1] LIKE ANY (one_letter_off.patterns)
    JOIN search_synonyms other ON other.tenant_id = named.tenant_id
      AND other.set_number = named.set_number
      AND cardinality(other.lexemes) > 0
    WHERE length(words.stem) >= 3 AND words.stem !~ '[%_\\]'
      AND NOT EXISTS (SELECT FROM search_lexemes l WHERE l.tenant_id = tenant AND l.lexeme = words.stem)
  ),
  stems AS (
    SELECT words.position, words.stem, true AS typed FROM words
    UNION
    SELECT synonyms.position, synonyms.lexemes[1], false FROM synonyms WHERE cardinality(synonyms.lexemes) = 1
  ),
  -- Two lookups the trigram index answers on its own (decision 0051); their OR in one join
  -- condition made the planner test similarity() on every lexeme of the tenant instead.
  expansions AS (
    SELECT stems.position, stems.typed, quote_literal(found.lexeme) AS alternative,
      row_number() OVER (PARTITION BY stems.position, stems.stem
        ORDER BY similarity(found.lexeme, stems.stem) DESC, found.lexeme) AS place
    FROM stems
    CROSS JOIN LATERAL (
      SELECT l.lexeme FROM search_lexemes l
      WHERE l.tenant_id = tenant AND length(stems.stem) >= 3 AND l.lexeme LIKE '%' || stems.stem || '%'
      UNION
      -- Typos are forgiven on the shopper's word, not again on its synonyms.
      SELECT l.lexeme FROM search_lexemes l
      WHERE l.tenant_id = tenant AND stems.typed AND length(stems.stem) >= 4
        AND l.lexeme % stems.stem AND similarity(l.lexeme, stems.stem) >= typo_similarity
    ) AS found
    -- What the word's own prefix query finds already would only weigh twice in the rank and take
    -- a place a compound or a typo needs. So would a hyphenated word: the parser indexes each of
    -- its parts as well ('bio-vollmilch' with 'vollmilch'), and the part matches the same rows.
    WHERE found.lexeme NOT LIKE stems.stem || '%' AND strpos(found.lexeme, '-') = 0
  ),
  alternatives AS (
    SELECT stems.position, stems.typed, quote_literal(stems.stem) || ':*' AS alternative,
      quote_literal(stems.stem) || ':*A' AS in_name
    FROM stems
    UNION ALL
    SELECT expansions.position, expansions.typed, expansions.alternative, expansions.alternative || ':A'
    FROM expansions WHERE expansions.place <= max_expansions
    UNION ALL
    SELECT synonyms.position, false,
      '(' || (SELECT string_agg(quote_literal(lexeme) || ':*', ' & ') FROM unnest(synonyms.lexemes) AS lexeme) || ')',
      '(' || (SELECT string_agg(quote_literal(lexeme) || ':*A', ' & ') FROM unnest(synonyms.lexemes) AS lexeme) || ')'
    FROM synonyms WHERE cardinality(synonyms.lexemes) > 1
  )
  SELECT string_agg('(' || per_word.alternatives || ')', ' & ' ORDER BY per_word.position),
    string_agg('(' || per_word.in_names || ')', ' & ' ORDER BY per_word.position),
    string_agg('(' || per_word.as_typed || ')', ' & ' ORDER BY per_word.position),
    (SELECT string_agg(quote_literal(words.stem) || ':A', ' & ' ORDER BY words.position) FROM words),
    bool_or(per_word.has_synonyms)
  FROM (
    SELECT alternatives.position,
      string_agg(alternatives.alternative, ' | ') AS alternatives,
      string_agg(alternatives.in_name, ' | ') AS in_names,
      string_agg(alternatives.alternative, ' | ') FILTER (WHERE alternatives.typed) AS as_typed,
      bool_or(NOT alternatives.typed) AS has_synonyms
    FROM alternatives GROUP BY alternatives.position
  ) AS per_word;
END
$function$;