ALTER TABLE "content_pages" ADD COLUMN "draft_meta" jsonb;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "draft_blocks" jsonb;