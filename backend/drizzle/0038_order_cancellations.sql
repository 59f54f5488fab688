CREATE TABLE "order_cancellations" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL,
	"cancelled_by" text NOT NULL,
	"customer_id" uuid,
	"payment_id" text,
	"provider_amount" integer,
	"currency" text NOT NULL,
	"gift_card_amount" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"settle_claimed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"outcome" text,
	"provider_operation_id" text,
	CONSTRAINT "order_cancellations_settled_check" CHECK (("order_cancellations"."settled_at" is null) = ("order_cancellations"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "state" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancellations_unsettled_idx" ON "order_cancellations" USING btree ("cancelled_at") WHERE "order_cancellations"."settled_at" is null;