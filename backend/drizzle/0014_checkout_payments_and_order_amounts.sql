CREATE TABLE "cart_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"method_key" text NOT NULL,
	"brand_name" text,
	"amount_planned" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_payments_amount_check" CHECK ("cart_payments"."amount_planned" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "authorized_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "adds_to_order_number" text;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_payments_method_idx" ON "cart_payments" USING btree ("cart_id","method_key");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_authorized_amount_check" CHECK ("orders"."authorized_amount" is null or "orders"."authorized_amount" >= "orders"."total");