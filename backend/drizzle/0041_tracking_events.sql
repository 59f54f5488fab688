CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"page_view_id" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"transaction_id" text,
	"value_cents" bigint,
	"event" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_page_views" (
	"tenant_id" text NOT NULL,
	"page_view_id" text NOT NULL,
	"session_id" text NOT NULL,
	"events" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_page_views_pkey" PRIMARY KEY("tenant_id","page_view_id")
);
--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_page_views" ADD CONSTRAINT "tracking_page_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_events_received_at" ON "tracking_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "tracking_events_tenant_occurred_at" ON "tracking_events" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_purchase_once" ON "tracking_events" USING btree ("tenant_id","transaction_id") WHERE name = 'purchase';--> statement-breakpoint
CREATE INDEX "tracking_page_views_started_at" ON "tracking_page_views" USING btree ("started_at");