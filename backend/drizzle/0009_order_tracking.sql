ALTER TABLE "carts" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "order_total" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_order_number_idx" ON "carts" USING btree ("tenant_id","order_number") WHERE "carts"."status" = 'ORDERED';--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_ordered_check" CHECK ("carts"."status" <> 'ORDERED' or ("carts"."order_number" is not null and "carts"."ordered_at" is not null and "carts"."order_total" is not null and "carts"."distribution_address" is not null));