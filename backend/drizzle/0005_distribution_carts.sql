CREATE TABLE "cart_discount_codes" (
	"cart_id" uuid NOT NULL,
	"code" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_discount_codes_pkey" PRIMARY KEY("cart_id","code")
);
--> statement-breakpoint
CREATE TABLE "cart_line_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_items_quantity_check" CHECK ("cart_line_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid,
	"anonymous_token_hash" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"mode" text DEFAULT 'REGULAR' NOT NULL,
	"order_number" text,
	"distribution_address" jsonb,
	"billing_address" jsonb,
	"time_slot_id" text,
	"slot_hold" text,
	"slot_held_until" timestamp with time zone,
	"crate_deposit_desired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"max_applications" integer,
	"applications" integer DEFAULT 0 NOT NULL,
	"service_type" text,
	CONSTRAINT "discount_codes_pkey" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "delivery_areas" (
	"tenant_id" text NOT NULL,
	"delivery_area_number" text NOT NULL,
	"name" text NOT NULL,
	"picking_unit_ids" jsonb NOT NULL,
	CONSTRAINT "delivery_areas_pkey" PRIMARY KEY("tenant_id","delivery_area_number")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"tenant_id" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"delivery_area_number" text NOT NULL,
	"outline" jsonb NOT NULL,
	CONSTRAINT "delivery_zones_pkey" PRIMARY KEY("tenant_id","postal_code")
);
--> statement-breakpoint
CREATE TABLE "distribution_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"default_delivery_area_number" text NOT NULL,
	"delivery_fee" integer NOT NULL,
	"pickup_fee" integer NOT NULL,
	"free_of_charge_threshold" integer,
	"over_authorization_percentage" integer NOT NULL,
	"slot_hold_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gazetteer_streets" (
	"tenant_id" text NOT NULL,
	"street_id" text NOT NULL,
	"street_name" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"max_number" integer NOT NULL,
	"start_latitude" double precision NOT NULL,
	"start_longitude" double precision NOT NULL,
	"end_latitude" double precision NOT NULL,
	"end_longitude" double precision NOT NULL,
	CONSTRAINT "gazetteer_streets_pkey" PRIMARY KEY("tenant_id","street_id")
);
--> statement-breakpoint
CREATE TABLE "order_configs" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"max_order_value_delivery" integer,
	"max_order_value_cc" integer,
	"min_order_value_delivery" integer,
	"min_order_value_cc" integer,
	"max_order_weight_delivery" integer,
	"max_order_weight_cc" integer
);
--> statement-breakpoint
CREATE TABLE "slot_templates" (
	"tenant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"distribution_type" text NOT NULL,
	"appointable_id" text NOT NULL,
	"iso_weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"capacity" integer NOT NULL,
	"fee" integer NOT NULL,
	"cut_off_minutes" integer NOT NULL,
	CONSTRAINT "slot_templates_pkey" PRIMARY KEY("tenant_id","template_id"),
	CONSTRAINT "slot_templates_weekday_check" CHECK ("slot_templates"."iso_weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"tenant_id" text NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"street_name" text NOT NULL,
	"street_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"picking_unit_ids" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	CONSTRAINT "stores_pkey" PRIMARY KEY("tenant_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"tenant_id" text NOT NULL,
	"slot_id" text NOT NULL,
	"distribution_type" text NOT NULL,
	"appointable_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cut_off_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"fee" integer NOT NULL,
	CONSTRAINT "time_slots_pkey" PRIMARY KEY("tenant_id","slot_id"),
	CONSTRAINT "time_slots_booked_check" CHECK ("time_slots"."booked" between 0 and "time_slots"."capacity")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discount_codes" ADD CONSTRAINT "cart_discount_codes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_areas" ADD CONSTRAINT "delivery_areas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distribution_settings" ADD CONSTRAINT "distribution_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gazetteer_streets" ADD CONSTRAINT "gazetteer_streets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_configs" ADD CONSTRAINT "order_configs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_templates" ADD CONSTRAINT "slot_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_line_items_sku_idx" ON "cart_line_items" USING btree ("cart_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_anonymous_token_idx" ON "carts" USING btree ("anonymous_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_customer_idx" ON "carts" USING btree ("tenant_id","customer_id") WHERE "carts"."status" = 'OPEN' and "carts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_slot_hold_idx" ON "carts" USING btree ("tenant_id","slot_held_until") WHERE "carts"."slot_hold" = 'HELD';--> statement-breakpoint
CREATE INDEX "time_slots_appointable_idx" ON "time_slots" USING btree ("tenant_id","distribution_type","appointable_id","starts_at");