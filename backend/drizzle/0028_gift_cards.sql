CREATE TABLE "gift_card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"transaction_key" text NOT NULL,
	"cart_id" uuid,
	"hosted_checkout_id" text,
	"state" text,
	"reverses_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_transactions_amount_check" CHECK ("gift_card_transactions"."amount" > 0),
	CONSTRAINT "gift_card_transactions_state_check" CHECK (("gift_card_transactions"."kind" = 'DEBIT') = ("gift_card_transactions"."state" is not null)),
	CONSTRAINT "gift_card_transactions_reverses_check" CHECK (("gift_card_transactions"."kind" = 'DEBIT') = ("gift_card_transactions"."reverses_id" is null))
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_last4" text NOT NULL,
	"initial_balance" integer NOT NULL,
	"balance" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"customer_id" uuid,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."balance" >= 0),
	CONSTRAINT "gift_cards_initial_balance_check" CHECK ("gift_cards"."initial_balance" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_reverses_id_gift_card_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."gift_card_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_transactions_key_idx" ON "gift_card_transactions" USING btree ("tenant_id","transaction_key");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_transactions_reverses_idx" ON "gift_card_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_card_idx" ON "gift_card_transactions" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_cart_idx" ON "gift_card_transactions" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_hosted_idx" ON "gift_card_transactions" USING btree ("hosted_checkout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("tenant_id","code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_customer_idx" ON "gift_cards" USING btree ("customer_id");