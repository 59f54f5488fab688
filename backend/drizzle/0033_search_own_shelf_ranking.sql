-- Decision 0080 (issue 38 point 17): a generic word ranks the plain, fresh product of its own
-- shelf first ('huhn': chicken before dog food and baby jars). What the ranking needs of a product
-- and a category is written with them, by the triggers below, so a search compares a few short
-- strings per match and calls no function per row: migration 0029's first version computed it
-- per match and made a search three to six times slower on PGlite. search_product_page as
-- migration 0026 made it, with the own shelf.
-- Decision 0080: the kind of product a name states, stemmed as a search word is, after the brand
-- and 'Bio-' or 'Organic': in German its first word ('Alpenhund Nassfutter Huhn 400 g': nassfutt),
-- in English the last word before the size or a 'with', 'in', comma or '&' ('Alpenkind Carrot
-- Baby Jar 190 g': jar; 'Adult Dry Dog Food, Chicken & Rice 3 kg': food). Hyphens go: the
-- parser would split 'Burger-Laibchen' into three lexemes.
CREATE FUNCTION search_product_kind(name text, brand text, language text)
RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT (tsvector_to_array(to_tsvector(
    CASE WHEN language = 'en' THEN 'english'::regconfig ELSE 'german'::regconfig END,
    replace(search_fold(CASE WHEN language = 'en'
      THEN substring(regexp_replace(item, '(,| \(| (in|with|for|and|&|approx\.|ca\.) | [0-9]).*$', '') FROM '([^[:space:]]+)[[:space:]]*$')
      ELSE split_part(item, ' ', 1) END), '-', ''))))[1]
  FROM (SELECT regexp_replace(
    CASE WHEN brand IS NOT NULL AND starts_with(name, brand) THEN substr(name, length(brand) + 1) ELSE name END,
    '^[[:space:]-]*(bio-|bio[[:space:]]+|organic[[:space:]]+)?', '', 'i') AS item) AS named
$function$;
--> statement-breakpoint
-- Computed once when a product is written, not on every search.
CREATE FUNCTION products_set_search_kind()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.search_kind := search_product_kind(NEW.name,
    (SELECT b.name FROM brands b WHERE b.tenant_id = NEW.tenant_id AND b.slug = NEW.brand_slug), NEW.language);
  RETURN NEW;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER products_search_kind BEFORE INSERT OR UPDATE OF name, brand_slug, language ON products
FOR EACH ROW EXECUTE FUNCTION products_set_search_kind();
--> statement-breakpoint
-- The products written before this migration.
UPDATE products p SET search_kind = search_product_kind(p.name,
  (SELECT b.name FROM brands b WHERE b.tenant_id = p.tenant_id AND b.slug = p.brand_slug), p.language);
--> statement-breakpoint
-- Decision 0080: a category keeps the stems of its own and its parents' names, written with it.
CREATE FUNCTION categories_set_search_path_words()
RETURNS trigger
LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.search_path_words := tsvector_to_array(to_tsvector(
      CASE WHEN NEW.language = 'en' THEN 'english'::regconfig ELSE 'german'::regconfig END, search_fold(NEW.name)))
    || coalesce((SELECT parent.search_path_words FROM categories parent
      WHERE parent.tenant_id = NEW.tenant_id AND parent.slug = NEW.parent_slug), '{}');
  RETURN NEW;
END
$function$;
--> statement-breakpoint
CREATE TRIGGER categories_search_path_words BEFORE INSERT OR UPDATE OF name, parent_slug, language ON categories
FOR EACH ROW EXECUTE FUNCTION categories_set_search_path_words();
--> statement-breakpoint
-- The categories written before this migration, parents before their children.
WITH RECURSIVE paths AS (
  SELECT c.tenant_id, c.slug, tsvector_to_array(to_tsvector(
      CASE WHEN c.language = 'en' THEN 'english'::regconfig ELSE 'german'::regconfig END, search_fold(c.name))) AS words
  FROM categories c WHERE c.parent_slug IS NULL
  UNION ALL
  SELECT c.tenant_id, c.slug, tsvector_to_array(to_tsvector(
      CASE WHEN c.language = 'en' THEN 'english'::regconfig ELSE 'german'::regconfig END, search_fold(c.name))) || paths.words
  FROM categories c JOIN paths ON paths.tenant_id = c.tenant_id AND paths.slug = c.parent_slug
)
UPDATE categories c SET search_path_words = paths.words
FROM paths WHERE paths.tenant_id = c.tenant_id AND paths.slug = c.slug;
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
BEGIN
  RETURN QUERY
  -- One statement: each statement of a function is a call into the executor of its own, which on
  -- PGlite weighed as much as the ranking (decision 0080).
  WITH stems AS (
    -- The stems as typed ('huhn') and with the one-word synonyms ('hendl'): the query's prefix
    -- terms. Compounds and typos of the expansion are whole lexemes without ':*' and are left out.
    SELECT array(SELECT replace(replace(m[1], '%', '\%'), '_', '\_')
        FROM regexp_matches(exact::text, '''([^'']+)'':A', 'g') AS m) AS typed,
      array(SELECT replace(replace(m[1], '%', '\%'), '_', '\_')
        FROM regexp_matches(query::text, '''([^'']+)'':\*', 'g') AS m) AS any
  ),
  -- A word names the thing when it ends with a stem and at most two more letters (karott,
  -- cocktailparadeis, vollmilch); it only mentions it when it starts with one (kartoffelchip).
  -- LIKE patterns built once, so a match costs a few array tests and no function call.
  patterns AS (
    SELECT
      array(SELECT '%' || s || tail FROM unnest(stems.typed) AS s, unnest(array['', '_', '__']) AS tail) AS typed_ends,
      array(SELECT '%' || s || tail FROM unnest(stems.any) AS s, unnest(array['', '_', '__']) AS tail) AS ends,
      array(SELECT s || '%' FROM unnest(stems.any) AS s) AS starts
    FROM stems
  ),
  terms AS (
    SELECT patterns.*,
      array(SELECT c.slug FROM categories c WHERE c.tenant_id = tenant AND c.search_vector @@ names) AS named
    FROM patterns
  ),
  -- Every match ranked and counted on narrow rows (decision 0051), with how the kind its row
  -- keeps is a word: 2 names it, 1 only starts with it.
  matched AS (
    SELECT m.sku, m.category_slug, m.name, m.availability = 'unavailable' AS unavailable,
      search_rank(m.search_vector, exact, query, typed)
        + (CASE WHEN (array[m.category_slug] || m.parent_category_slugs) && terms.named THEN 1 ELSE 0 END) AS rank,
      CASE WHEN m.search_kind LIKE ANY (terms.ends) THEN 2 WHEN m.search_kind LIKE ANY (terms.starts) THEN 1 ELSE 0 END AS head
    FROM terms CROSS JOIN products m
    WHERE m.tenant_id = tenant AND m.search_vector @@ query
  ),
  -- The word's own shelf, of the shelves the matches stand on: the one whose own and parents'
  -- names (their stems, kept with the category) have most words the word names (Milch & Käse,
  -- Milch & Obers, Frischmilch: three; for 'wein' Weißwein three, Schwein one); what the words
  -- as typed name before their synonyms. Else one with products whose kind is the word
  -- (Räucherlachs), else whose kind starts with it (Hühnerbrustfilet). Among equals the first in
  -- the shop's order, which lists fresh food first and baby and pet food last.
  own_shelf AS (
    SELECT shelves.category_slug
    FROM (
      SELECT matched.category_slug,
        max(matched.head) AS head
      FROM matched GROUP BY matched.category_slug
    ) AS shelves
    JOIN categories c ON c.tenant_id = tenant AND c.slug = shelves.category_slug
    CROSS JOIN terms
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE w LIKE ANY (terms.typed_ends)) AS by_typed,
        count(*) FILTER (WHERE w LIKE ANY (terms.ends)) AS by_any
      FROM unnest(c.search_path_words) AS w
    ) AS named_by
    WHERE named_by.by_any > 0 OR shelves.head > 0
    ORDER BY named_by.by_typed DESC, named_by.by_any DESC, CASE WHEN named_by.by_any > 0 THEN c.position END,
      shelves.head DESC, c.position, c.slug
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
