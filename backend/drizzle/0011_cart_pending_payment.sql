ALTER TABLE "carts" ADD COLUMN "payment_hosted_checkout_id" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_return_mac" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_amount" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_currency" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_payment_hosted_checkout_idx" ON "carts" USING btree ("payment_hosted_checkout_id");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_check" CHECK ("carts"."payment_hosted_checkout_id" is null or ("carts"."status" in ('FINALIZED', 'ORDERED') and "carts"."payment_return_mac" is not null and "carts"."payment_amount" is not null and "carts"."payment_currency" is not null and "carts"."payment_method_key" is not null));