CREATE TABLE "brands" (
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	CONSTRAINT "brands_pkey" PRIMARY KEY("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_slug" text,
	"level" smallint NOT NULL,
	"position" integer NOT NULL,
	"color" text NOT NULL,
	"description" text,
	"language" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(name)), 'A') || setweight(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(coalesce(description, ''))), 'B'))) STORED,
	CONSTRAINT "categories_pkey" PRIMARY KEY("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "pesticide_tests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pesticide_tests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"produce" text NOT NULL,
	"origin" text NOT NULL,
	"test_date" date NOT NULL,
	"result" text NOT NULL,
	"residue_percent_of_limit" real NOT NULL,
	"substances" text[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (search_fold(produce || ' ' || origin)) STORED
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" text NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand_slug" text,
	"category_slug" text NOT NULL,
	"parent_category_slugs" text[] NOT NULL,
	"shelf_position" integer NOT NULL,
	"price_regular" integer NOT NULL,
	"price_loyalty" integer,
	"deposit_price" integer,
	"unit_price_amount" integer,
	"unit_price_unit" text,
	"content_value" real NOT NULL,
	"content_unit" text NOT NULL,
	"bundle_info" text,
	"bundle_size" integer DEFAULT 1 NOT NULL,
	"weight_article" boolean DEFAULT false NOT NULL,
	"weight_piece_article" boolean DEFAULT false NOT NULL,
	"average_weight_grams" integer,
	"quantity_step_size" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer NOT NULL,
	"availability" text NOT NULL,
	"orderability" text NOT NULL,
	"age_restriction" smallint,
	"badges" text[] NOT NULL,
	"origin" text,
	"description" text NOT NULL,
	"ingredients" text,
	"allergens" text[] NOT NULL,
	"nutrition" jsonb,
	"storage_hint" text,
	"images" jsonb NOT NULL,
	"listed_at" date NOT NULL,
	"language" text NOT NULL,
	"search_document" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(name)), 'A') || setweight(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(coalesce(search_document, ''))), 'B'))) STORED,
	CONSTRAINT "products_pkey" PRIMARY KEY("tenant_id","sku")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"description" text NOT NULL,
	"image" jsonb NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"total_minutes" integer NOT NULL,
	"difficulty" text NOT NULL,
	"servings" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"tag_slugs" text[] NOT NULL,
	"ingredients" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"search_document" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS ((setweight(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(title)), 'A') || setweight(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(coalesce(search_document, ''))), 'B'))) STORED,
	CONSTRAINT "recipes_pkey" PRIMARY KEY("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "search_banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"keywords" text[] NOT NULL,
	"headline" text NOT NULL,
	"text" text NOT NULL,
	"href" text NOT NULL,
	"image" jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"query_id" text NOT NULL,
	"result_type" text NOT NULL,
	"object_id" text NOT NULL,
	"position" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("tenant_id","parent_slug") REFERENCES "public"."categories"("tenant_id","slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pesticide_tests" ADD CONSTRAINT "pesticide_tests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("tenant_id","category_slug") REFERENCES "public"."categories"("tenant_id","slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_fk" FOREIGN KEY ("tenant_id","brand_slug") REFERENCES "public"."brands"("tenant_id","slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_banners" ADD CONSTRAINT "search_banners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_events" ADD CONSTRAINT "search_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("tenant_id","parent_slug");--> statement-breakpoint
CREATE INDEX "categories_search_vector" ON "categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pesticide_tests_tenant_date" ON "pesticide_tests" USING btree ("tenant_id","test_date");--> statement-breakpoint
CREATE INDEX "products_slug" ON "products" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "products_category_shelf" ON "products" USING btree ("tenant_id","category_slug","shelf_position");--> statement-breakpoint
CREATE INDEX "products_parent_categories" ON "products" USING gin ("parent_category_slugs");--> statement-breakpoint
CREATE INDEX "products_brand" ON "products" USING btree ("tenant_id","brand_slug");--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "recipes_tags" ON "recipes" USING gin ("tag_slugs");--> statement-breakpoint
CREATE INDEX "recipes_search_vector" ON "recipes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_banners_tenant" ON "search_banners" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "search_events_tenant_received" ON "search_events" USING btree ("tenant_id","received_at");