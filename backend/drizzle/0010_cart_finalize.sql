DROP INDEX "carts_open_customer_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "finalized_cart" jsonb;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "amount_to_pay" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "finalized_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_current_customer_idx" ON "carts" USING btree ("tenant_id","customer_id") WHERE "carts"."status" in ('OPEN', 'FINALIZED') and "carts"."customer_id" is not null;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_finalized_check" CHECK ("carts"."status" <> 'FINALIZED' or ("carts"."finalized_cart" is not null and "carts"."amount_to_pay" is not null and "carts"."finalized_at" is not null));