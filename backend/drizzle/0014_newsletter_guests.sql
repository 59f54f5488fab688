CREATE TABLE "newsletter_guests" (
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"topic_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"pending_topic_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"confirmation_token_hash" text,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_guests_pkey" PRIMARY KEY("tenant_id","email")
);
--> statement-breakpoint
ALTER TABLE "newsletter_guests" ADD CONSTRAINT "newsletter_guests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_guests_confirmation" ON "newsletter_guests" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_guests_unsubscribe" ON "newsletter_guests" USING btree ("unsubscribe_token");