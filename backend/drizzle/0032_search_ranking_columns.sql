ALTER TABLE "categories" ADD COLUMN "search_path_words" text[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_kind" text;