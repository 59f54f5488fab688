-- Decision 0078: a generic word ranks the plain product of its own shelf first ('huhn': chicken
-- before dog food and baby jars), and a typo of a regional synonym names its set ('kartte': the
-- Karotte set). Replaces search_expansion (migration 0024) and search_product_page (0026).

-- Two words one letter apart: one dropped, added or replaced.
CREATE OR REPLACE FUNCTION search_one_edit_apart(a text, b text)
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT a <> b AND abs(length(a) - length(b)) <= 1 AND EXISTS (
    SELECT 1 FROM generate_series(1, greatest(length(a), length(b))) AS i
    WHERE CASE length(a) - length(b)
      WHEN 1 THEN overlay(a PLACING '' FROM i FOR 1) = b
      WHEN -1 THEN overlay(b PLACING '' FROM i FOR 1) = a
      ELSE overlay(a PLACING '' FROM i FOR 1) = overlay(b PLACING '' FROM i FOR 1)
    END)
$function$;
--> statement-breakpoint
-- Decision 0056 and 0039, with a synonym set also named by a word one letter from an entry.
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
    SELECT DISTINCT words.position, other.lexemes
    FROM words
    JOIN search_synonyms named ON named.tenant_id = tenant
      AND cardinality(named.lexemes) = 1
      AND (named.lexemes[1] = words.stem
        OR (length(words.stem) >= 4 AND (named.lexemes[1] LIKE words.stem || '%'
          OR similarity(named.lexemes[1], words.stem) >= typo_similarity))
        -- One letter dropped, added or swapped: trigrams forgive too little of a short word.
        OR (length(words.stem) >= 3 AND length(named.lexemes[1]) >= 4
          AND search_one_edit_apart(named.lexemes[1], words.stem)))
    -- A set named by a typo or a prefix joins with the entry named too: the word as typed finds
    -- nothing of its own ('kartte' is not 'karott').
    JOIN search_synonyms other ON other.tenant_id = named.tenant_id
      AND other.set_number = named.set_number
      AND (other.word <> named.word OR named.lexemes[1] <> words.stem)
      AND cardinality(other.lexemes) > 0
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
--> statement-breakpoint
-- The kind of product a name states: its first word after the brand and a 'Bio-', folded
-- ('Alpenhund Nassfutter Huhn 400 g': nassfutter; 'Frischkorb Bio-Karotten 1 kg': karotten).
CREATE OR REPLACE FUNCTION search_product_kind(name text, brand text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT search_fold(split_part(regexp_replace(
    CASE WHEN brand IS NOT NULL AND starts_with(name, brand) THEN substr(name, length(brand) + 1) ELSE name END,
    '^[[:space:]-]*(bio-|bio[[:space:]]+)?', '', 'i'), ' ', 1))
$function$;
--> statement-breakpoint
-- How a folded word is one of the stems searched: 2 when it ends with a stem and at most two more
-- letters (karotten, cocktailparadeiser, vollmilch: the word names the thing), 1 when it only
-- starts with one (kartoffelchips, huhnerbrustfilet), else 0.
CREATE OR REPLACE FUNCTION search_head_match(word text, stems text[])
RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT coalesce(max(CASE
    WHEN s IN (right(word, length(s)), right(left(word, -1), length(s)), right(left(word, -2), length(s))) THEN 2
    WHEN starts_with(word, s) THEN 1
    ELSE 0 END), 0)
  FROM unnest(stems) AS s
$function$;
--> statement-breakpoint
DROP FUNCTION search_product_page(text, tsquery, tsquery, tsquery, tsquery, integer, integer);
--> statement-breakpoint
CREATE FUNCTION search_product_page(
  tenant text,
  query tsquery,
  exact tsquery,
  typed tsquery,
  names tsquery,
  page_offset integer,
  page_size integer
) RETURNS TABLE (
  "sku" text,
  "slug" text,
  "name" text,
  "brandSlug" text,
  "brandName" text,
  "categorySlug" text,
  "parentCategorySlugs" text[],
  "priceRegular" integer,
  "priceLoyalty" integer,
  "depositPrice" integer,
  "unitPriceAmount" integer,
  "unitPriceUnit" text,
  "contentValue" real,
  "contentUnit" text,
  "bundleInfo" text,
  "bundleSize" integer,
  "weightArticle" boolean,
  "weightPieceArticle" boolean,
  "averageWeightGrams" integer,
  "quantityStepSize" integer,
  "maxQuantity" integer,
  "availability" text,
  "orderability" text,
  "ageRestriction" smallint,
  "badges" text[],
  "images" jsonb,
  "total" integer
)
LANGUAGE plpgsql STABLE
-- A page, not the planner's default of a thousand rows.
ROWS 24
SET plan_cache_mode = force_generic_plan
AS $function$
#variable_conflict use_column
DECLARE
  -- The stems as typed ('huhn') and with the one-word synonyms ('hendl'): a query's prefix terms.
  -- Compounds and typos of the expansion are whole lexemes without ':*' and are left out.
  typed_stems text[] := array(SELECT m[1] FROM regexp_matches(exact::text, '''([^'']+)'':A', 'g') AS m);
  stems text[] := array(SELECT m[1] FROM regexp_matches(query::text, '''([^'']+)'':\*', 'g') AS m);
  named text[] := array(SELECT c.slug FROM categories c WHERE c.tenant_id = tenant AND c.search_vector @@ names);
BEGIN
  RETURN QUERY
  -- Every match ranked and counted on narrow rows (decision 0051), with the kind its name states.
  WITH matched AS (
    SELECT m.sku, m.category_slug, m.name, m.availability = 'unavailable' AS unavailable,
      search_rank(m.search_vector, exact, query, typed)
        + (CASE WHEN (array[m.category_slug] || m.parent_category_slugs) && named THEN 1 ELSE 0 END) AS rank,
      search_head_match(k.kind, typed_stems) AS head_typed,
      search_head_match(k.kind, stems) AS head
    FROM products m
    LEFT JOIN brands mb ON mb.tenant_id = m.tenant_id AND mb.slug = m.brand_slug
    CROSS JOIN LATERAL (SELECT search_product_kind(m.name, mb.name) AS kind) AS k
    WHERE m.tenant_id = tenant AND m.search_vector @@ query
  ),
  -- The word's own shelf: the category of the matches that the words name best. First a category
  -- whose own name is the word (Paradeiser & Gurken, Frischmilch; not Paradeiserprodukte), then
  -- the most products whose kind is the word (Karotten, not Gläschen Karotte), then the most whose
  -- kind starts with it (Hühnerbrustfilet); what the words as typed name before their synonyms.
  own_shelf AS (
    SELECT shelves.category_slug
    FROM (
      SELECT matched.category_slug,
        count(*) FILTER (WHERE matched.head_typed = 2) AS strong_typed,
        count(*) FILTER (WHERE matched.head = 2) AS strong,
        sum(matched.head_typed) AS weak_typed,
        sum(matched.head) AS weak
      FROM matched GROUP BY matched.category_slug
    ) AS shelves
    JOIN categories c ON c.tenant_id = tenant AND c.slug = shelves.category_slug
    CROSS JOIN LATERAL (
      SELECT coalesce(max(search_head_match(w, typed_stems)), 0) AS by_typed,
        coalesce(max(search_head_match(w, stems)), 0) AS by_any
      FROM regexp_split_to_table(search_fold(c.name), '[^[:alnum:]]+') AS w
    ) AS named_by
    WHERE named_by.by_any = 2 OR shelves.weak > 0
    ORDER BY named_by.by_typed = 2 DESC, named_by.by_any = 2 DESC, shelves.strong_typed DESC, shelves.strong DESC,
      shelves.weak_typed DESC, shelves.weak DESC, shelves.category_slug
    LIMIT 1
  ),
  -- The own shelf's products first (above the 8 of the words as typed, so 'tomate' finds fresh
  -- Paradeiser before Paradeismark), then as before; a product whose kind is the word before one
  -- that only mentions it. Products of a category the words name first among equals, and
  -- products a shopper can buy before unavailable ones.
  ranked AS (
    SELECT matched.sku, matched.unavailable, matched.name,
      (matched.rank + matched.head
        + (CASE WHEN matched.category_slug = (SELECT own_shelf.category_slug FROM own_shelf) THEN 16 ELSE 0 END))::double precision AS rank,
      (count(*) OVER ())::integer AS total
    FROM matched
    ORDER BY 4 DESC, 2, 3, 1
    OFFSET page_offset
    LIMIT page_size
  )
  SELECT p.sku, p.slug, p.name, p.brand_slug, b.name, p.category_slug, p.parent_category_slugs,
    p.price_regular, p.price_loyalty, p.deposit_price, p.unit_price_amount, p.unit_price_unit,
    p.content_value, p.content_unit, p.bundle_info, p.bundle_size, p.weight_article,
    p.weight_piece_article, p.average_weight_grams, p.quantity_step_size, p.max_quantity,
    p.availability, p.orderability, p.age_restriction, p.badges, p.images, ranked.total
  FROM ranked
  JOIN products p ON p.tenant_id = tenant AND p.sku = ranked.sku
  LEFT JOIN brands b ON b.tenant_id = p.tenant_id AND b.slug = p.brand_slug
  ORDER BY ranked.rank DESC, ranked.unavailable, ranked.name, ranked.sku;
END
$function$;
