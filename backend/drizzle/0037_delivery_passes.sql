CREATE TABLE "cart_delivery_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"months" integer NOT NULL,
	"price" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_delivery_passes_months_check" CHECK ("cart_delivery_passes"."months" > 0),
	CONSTRAINT "cart_delivery_passes_price_check" CHECK ("cart_delivery_passes"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"months" integer NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_passes_dates_check" CHECK ("delivery_passes"."ends_at" > "delivery_passes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "cart_delivery_passes" ADD CONSTRAINT "cart_delivery_passes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_passes" ADD CONSTRAINT "delivery_passes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_passes" ADD CONSTRAINT "delivery_passes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_passes" ADD CONSTRAINT "delivery_passes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_delivery_passes_cart_idx" ON "cart_delivery_passes" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_passes_order_idx" ON "delivery_passes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_passes_customer_idx" ON "delivery_passes" USING btree ("tenant_id","customer_id","ends_at");