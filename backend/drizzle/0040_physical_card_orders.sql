CREATE TABLE "physical_card_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"card_number" text NOT NULL,
	"customer_id" uuid,
	"status" text DEFAULT 'ORDERED' NOT NULL,
	"address" jsonb NOT NULL,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "physical_card_orders" ADD CONSTRAINT "physical_card_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_card_orders" ADD CONSTRAINT "physical_card_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "physical_card_orders" ADD CONSTRAINT "physical_card_orders_card_fk" FOREIGN KEY ("tenant_id","card_number") REFERENCES "public"."loyalty_cards"("tenant_id","card_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "physical_card_orders_card" ON "physical_card_orders" USING btree ("tenant_id","card_number");--> statement-breakpoint
CREATE INDEX "physical_card_orders_customer" ON "physical_card_orders" USING btree ("customer_id");