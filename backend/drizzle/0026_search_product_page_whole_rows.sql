-- Decision 0068: the page of a product search comes out of search_product_page whole, its
-- products' summary columns and brand name joined inside the function, so the join is planned
-- once per database session too instead of on every search. Each output column is named as the
-- API's summary row names it, so the rows need no mapping. The ranking is migration 0025's.
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
  SELECT p.sku, p.slug, p.name, p.brand_slug, b.name, p.category_slug, p.parent_category_slugs,
    p.price_regular, p.price_loyalty, p.deposit_price, p.unit_price_amount, p.unit_price_unit,
    p.content_value, p.content_unit, p.bundle_info, p.bundle_size, p.weight_article,
    p.weight_piece_article, p.average_weight_grams, p.quantity_step_size, p.max_quantity,
    p.availability, p.orderability, p.age_restriction, p.badges, p.images, ranked.total
  FROM (
    -- Every match ranked and counted on narrow rows (decision 0051); products of a category the
    -- words name ('milch': Milch & Käse) first among equals, and products a shopper can buy
    -- before unavailable ones of the same relevance.
    SELECT m.sku,
      (search_rank(m.search_vector, exact, query, typed)
        + (CASE WHEN (array[m.category_slug] || m.parent_category_slugs)
          && array(SELECT c.slug FROM categories c WHERE c.tenant_id = tenant AND c.search_vector @@ names)
          THEN 1 ELSE 0 END))::double precision AS rank,
      m.availability = 'unavailable' AS unavailable,
      m.name,
      (count(*) OVER ())::integer AS total
    FROM products m
    WHERE m.tenant_id = tenant AND m.search_vector @@ query
    ORDER BY 2 DESC, 3, m.name, m.sku
    OFFSET page_offset
    LIMIT page_size
  ) AS ranked
  JOIN products p ON p.tenant_id = tenant AND p.sku = ranked.sku
  LEFT JOIN brands b ON b.tenant_id = p.tenant_id AND b.slug = p.brand_slug
  ORDER BY ranked.rank DESC, ranked.unavailable, ranked.name, ranked.sku;
END
$function$;
