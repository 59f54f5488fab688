ALTER TABLE "stores" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;