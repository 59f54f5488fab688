CREATE TABLE "payment_attempts" (
	"hosted_checkout_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"return_mac" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method_key" text NOT NULL,
	"product_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" text,
	"settled_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "payment_attempts_settled_check" CHECK (("payment_attempts"."settled_at" is null) = ("payment_attempts"."outcome" is null))
);
--> statement-breakpoint
DROP INDEX "carts_pending_payment_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_refusal" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_unsettled_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "payment_attempts_cart_idx" ON "payment_attempts" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_uncaptured_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."payment_id" is not null and "orders"."captured_at" is null and "orders"."capture_refused_at" is null;--> statement-breakpoint
-- The hosted checkouts carts still name become attempts; their products were not kept, so none is refused for its brand.
INSERT INTO "payment_attempts" ("hosted_checkout_id", "tenant_id", "cart_id", "return_mac", "amount", "currency", "method_key", "product_ids", "created_at", "payment_id", "settled_at", "outcome")
SELECT c."payment_hosted_checkout_id", c."tenant_id", c."id", c."payment_return_mac", c."payment_amount", c."payment_currency", c."payment_method_key", '{}', c."updated_at", o."payment_id",
  CASE WHEN o."id" IS NOT NULL THEN o."placed_at" END, CASE WHEN o."id" IS NOT NULL THEN 'ORDERED' END
FROM "carts" c LEFT JOIN "orders" o ON o."cart_id" = c."id"
WHERE c."payment_hosted_checkout_id" IS NOT NULL;
