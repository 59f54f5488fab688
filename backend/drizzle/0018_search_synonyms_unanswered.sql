CREATE TABLE "search_synonyms" (
	"tenant_id" text NOT NULL,
	"set_number" integer NOT NULL,
	"word" text NOT NULL,
	"language" text NOT NULL,
	"lexemes" text[] GENERATED ALWAYS AS (tsvector_to_array(to_tsvector((case when language = 'en' then 'english'::regconfig else 'german'::regconfig end), search_fold(word)))) STORED,
	CONSTRAINT "search_synonyms_pkey" PRIMARY KEY("tenant_id","set_number","word")
);
--> statement-breakpoint
CREATE TABLE "unanswered_searches" (
	"tenant_id" text NOT NULL,
	"term" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unanswered_searches_pkey" PRIMARY KEY("tenant_id","term")
);
--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unanswered_searches" ADD CONSTRAINT "unanswered_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unanswered_searches_tenant_count" ON "unanswered_searches" USING btree ("tenant_id","count");