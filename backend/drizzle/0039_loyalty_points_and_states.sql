CREATE TABLE "loyalty_card_withdrawals" (
	"tenant_id" text NOT NULL,
	"card_number" text NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_card_withdrawals_pkey" PRIMARY KEY("tenant_id","card_number")
);
--> statement-breakpoint
CREATE TABLE "loyalty_member_states" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"status" text NOT NULL,
	"former_card_number" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"card_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"pool_id" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_bookings_sign_check" CHECK (("loyalty_point_bookings"."kind" = 'EARNED' and "loyalty_point_bookings"."points" > 0) or ("loyalty_point_bookings"."kind" = 'REVERSED' and "loyalty_point_bookings"."points" < 0))
);
--> statement-breakpoint
ALTER TABLE "loyalty_card_withdrawals" ADD CONSTRAINT "loyalty_card_withdrawals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_states" ADD CONSTRAINT "loyalty_member_states_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_member_states" ADD CONSTRAINT "loyalty_member_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_bookings" ADD CONSTRAINT "loyalty_point_bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_bookings" ADD CONSTRAINT "loyalty_point_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_bookings_once_idx" ON "loyalty_point_bookings" USING btree ("order_id","pool_id","kind");--> statement-breakpoint
CREATE INDEX "loyalty_point_bookings_card_idx" ON "loyalty_point_bookings" USING btree ("tenant_id","card_number","booked_at");