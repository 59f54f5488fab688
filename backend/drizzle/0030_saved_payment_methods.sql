CREATE TABLE "payment_method_requests" (
	"hosted_checkout_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"set_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider_token_id" text NOT NULL,
	"method_key" text NOT NULL,
	"brand_name" text NOT NULL,
	"masked_number" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleting_at" timestamp with time zone,
	CONSTRAINT "saved_payment_methods_month_check" CHECK ("saved_payment_methods"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "payment_method_requests" ADD CONSTRAINT "payment_method_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_method_requests" ADD CONSTRAINT "payment_method_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_method_requests_customer_idx" ON "payment_method_requests" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_token_idx" ON "saved_payment_methods" USING btree ("customer_id","provider_token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_primary_idx" ON "saved_payment_methods" USING btree ("customer_id") WHERE "saved_payment_methods"."is_primary";