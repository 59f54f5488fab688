CREATE TABLE "cart_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_id" uuid NOT NULL,
	"promotion_id" text NOT NULL,
	"automatic" boolean NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD COLUMN "type" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD COLUMN "automatic_redemption" text;--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD COLUMN "automatic_service_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD COLUMN "article_id" text;--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD COLUMN "component" text;--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD COLUMN "discount_kind" text;--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD COLUMN "discount_value" integer;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_vouchers_promotion_idx" ON "cart_vouchers" USING btree ("cart_id","promotion_id");--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD CONSTRAINT "content_vouchers_discount_check" CHECK (("content_vouchers"."discount_kind" is null) = ("content_vouchers"."discount_value" is null) and coalesce("content_vouchers"."discount_value", 1) > 0);