CREATE TABLE "content_vouchers" (
	"tenant_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	"position" integer NOT NULL,
	"content" jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "content_vouchers_pkey" PRIMARY KEY("tenant_id","promotion_id")
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "draft_meta" jsonb;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "draft_blocks" jsonb;--> statement-breakpoint
ALTER TABLE "content_vouchers" ADD CONSTRAINT "content_vouchers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_vouchers_tenant_position" ON "content_vouchers" USING btree ("tenant_id","position");