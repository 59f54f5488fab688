CREATE TABLE "token_payment_gift_cards" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"transaction_key" text
);
--> statement-breakpoint
ALTER TABLE "token_payment_gift_cards" ADD CONSTRAINT "token_payment_gift_cards_idempotency_key_token_payment_intents_idempotency_key_fk" FOREIGN KEY ("idempotency_key") REFERENCES "public"."token_payment_intents"("idempotency_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_payment_gift_cards" ADD CONSTRAINT "token_payment_gift_cards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;