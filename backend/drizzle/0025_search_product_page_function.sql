-- Decision 0056: the rank of a search match, one formula for products, categories, recipes and
-- pages. A plain SQL function, so the planner inlines it into each query. What the words as typed
-- find comes before what only a synonym finds (`typed` is null when no synonym joined in): the
-- other terms add up to less than 8. The words as typed count twice in the name, so 'vollmilch'
-- puts Vollmilch before Vollmilchschokolade.
CREATE OR REPLACE FUNCTION search_rank(vector tsvector, exact tsquery, query tsquery, typed tsquery)
RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $function$
  SELECT (2 * ts_rank(vector, exact) + ts_rank(vector, query)
    + (CASE WHEN vector @@ typed THEN 8 ELSE 0 END))::double precision
$function$;
--> statement-breakpoint
-- Decision 0056: the page of a product search, ranked and counted on narrow rows (decision 0051),
-- in a PL/pgSQL function with a generic plan, so each database session plans it once. Products of
-- a category the words name ('milch': Milch & Käse) come first among equals, and products a
-- shopper can buy before unavailable ones of the same relevance.
CREATE OR REPLACE FUNCTION search_product_page(
  tenant text,
  query tsquery,
  exact tsquery,
  typed tsquery,
  names tsquery,
  page_offset integer,
  page_size integer
) RETURNS TABLE (sku text, rank double precision, unavailable boolean, name text, total integer)
LANGUAGE plpgsql STABLE
-- A page, not the planner's default of a thousand rows: the query around it reads each row by its key.
ROWS 24
SET plan_cache_mode = force_generic_plan
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT p.sku,
    (search_rank(p.search_vector, exact, query, typed)
      + (CASE WHEN (array[p.category_slug] || p.parent_category_slugs)
        && array(SELECT c.slug FROM categories c WHERE c.tenant_id = tenant AND c.search_vector @@ names)
        THEN 1 ELSE 0 END))::double precision AS rank,
    p.availability = 'unavailable' AS unavailable,
    p.name,
    (count(*) OVER ())::integer AS total
  FROM products p
  WHERE p.tenant_id = tenant AND p.search_vector @@ query
  ORDER BY 2 DESC, 3, p.name, p.sku
  OFFSET page_offset
  LIMIT page_size;
END
$function$;
