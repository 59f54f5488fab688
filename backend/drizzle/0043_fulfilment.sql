CREATE TABLE "order_final_bills" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"bill" jsonb NOT NULL,
	"total" integer NOT NULL,
	"gift_card_amount" integer DEFAULT 0 NOT NULL,
	"charged_amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_final_bills_charged_check" CHECK ("order_final_bills"."charged_amount" >= 0),
	CONSTRAINT "order_final_bills_refunded_check" CHECK ("order_final_bills"."refunded_amount" >= 0 and "order_final_bills"."refunded_amount" <= "order_final_bills"."charged_amount")
);
--> statement-breakpoint
CREATE TABLE "order_pick_lines" (
	"order_id" uuid NOT NULL,
	"line_id" text NOT NULL,
	"tenant_id" text NOT NULL,
	"outcome" text NOT NULL,
	"picked_quantity" integer,
	"picked_grams" integer,
	"substitute" jsonb,
	"staff_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_pick_lines_pkey" PRIMARY KEY("order_id","line_id"),
	CONSTRAINT "order_pick_lines_quantity_check" CHECK ("order_pick_lines"."picked_quantity" is null or "order_pick_lines"."picked_quantity" >= 0),
	CONSTRAINT "order_pick_lines_grams_check" CHECK ("order_pick_lines"."picked_grams" is null or "order_pick_lines"."picked_grams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"settle_claimed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"outcome" text,
	"provider_operation_id" text,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_settled_check" CHECK (("order_refunds"."settled_at" is null) = ("order_refunds"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "order_state_changes" (
	"order_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_state_changes_pkey" PRIMARY KEY("order_id","to_state")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "captured_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_at_placement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_final_bills" ADD CONSTRAINT "order_final_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_final_bills" ADD CONSTRAINT "order_final_bills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pick_lines" ADD CONSTRAINT "order_pick_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pick_lines" ADD CONSTRAINT "order_pick_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_state_changes" ADD CONSTRAINT "order_state_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_key_idx" ON "order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_difference_idx" ON "order_refunds" USING btree ("order_id") WHERE "order_refunds"."kind" = 'PICKED_DIFFERENCE';--> statement-breakpoint
CREATE INDEX "order_refunds_unsettled_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."settled_at" is null;