-- Decision 0007: every word (stemmed lexeme) of the tenant's search vectors, once. A shopper's
-- word is expanded against it (compounds containing it, words trigram-similar to it) into one
-- tsquery that the GIN index of search_vector answers. Refreshed after the catalogue changes
-- (seed, imports): REFRESH MATERIALIZED VIEW CONCURRENTLY search_lexemes.
CREATE MATERIALIZED VIEW search_lexemes AS
SELECT DISTINCT tenant_id, lexeme
FROM (
  SELECT tenant_id, unnest(tsvector_to_array(search_vector)) AS lexeme FROM products
  UNION ALL
  SELECT tenant_id, unnest(tsvector_to_array(search_vector)) FROM categories
  UNION ALL
  SELECT tenant_id, unnest(tsvector_to_array(search_vector)) FROM recipes
) AS words
WHERE length(lexeme) >= 2;
--> statement-breakpoint
CREATE UNIQUE INDEX search_lexemes_tenant_lexeme ON search_lexemes (tenant_id, lexeme);
--> statement-breakpoint
CREATE INDEX search_lexemes_trigram ON search_lexemes USING gin (lexeme gin_trgm_ops);
