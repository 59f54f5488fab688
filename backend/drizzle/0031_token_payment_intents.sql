CREATE TABLE "token_payment_intents" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"finalized_at" timestamp with time zone NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"provider_token_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method_key" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "token_payment_intents" ADD CONSTRAINT "token_payment_intents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_payment_intents_unresolved_idx" ON "token_payment_intents" USING btree ("created_at") WHERE "token_payment_intents"."resolved_at" is null;