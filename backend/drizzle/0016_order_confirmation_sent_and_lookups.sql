ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "carts_pending_payment_idx" ON "carts" USING btree ("updated_at") WHERE "carts"."status" = 'FINALIZED' and "carts"."payment_hosted_checkout_id" is not null;--> statement-breakpoint
CREATE INDEX "carts_ordered_customer_idx" ON "carts" USING btree ("customer_id") WHERE "carts"."status" = 'ORDERED' and "carts"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_unconfirmed_idx" ON "orders" USING btree ("placed_at") WHERE "orders"."confirmation_sent_at" is null;