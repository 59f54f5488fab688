DROP INDEX "categories_search_vector";--> statement-breakpoint
DROP INDEX "products_parent_categories";--> statement-breakpoint
DROP INDEX "products_search_vector";--> statement-breakpoint
DROP INDEX "recipes_tags";--> statement-breakpoint
DROP INDEX "recipes_search_vector";--> statement-breakpoint
CREATE INDEX "categories_search_vector" ON "categories" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_parent_categories" ON "products" USING gin ("parent_category_slugs") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipes_tags" ON "recipes" USING gin ("tag_slugs") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "recipes_search_vector" ON "recipes" USING gin ("search_vector") WITH (fastupdate=false);