DROP INDEX "carts_anonymous_token_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "carts_current_anonymous_token_idx" ON "carts" USING btree ("anonymous_token_hash") WHERE "carts"."status" in ('OPEN', 'FINALIZED');--> statement-breakpoint
CREATE INDEX "carts_anonymous_token_idx" ON "carts" USING btree ("anonymous_token_hash");