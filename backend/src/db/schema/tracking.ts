import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TrackingEvent } from '../../schemas/tracking.js';
import { tenants } from './tenants.js';

// Issue 37, decision 0086: the first-party collector's events. Pseudonymous only: a random session
// and page-view id, never a customer id, name, e-mail or address. Deleted after the retention.
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    pageViewId: text('page_view_id').notNull(),
    name: text('name').$type<TrackingEvent['event']>().notNull(),
    /** 'server' for what the storefront recorded itself (a shopper without JavaScript). */
    source: text('source').$type<'browser' | 'server'>().notNull(),
    /** The purchase's order number, so the browser's and the server's record of it count once. */
    transactionId: text('transaction_id'),
    valueCents: bigint('value_cents', { mode: 'number' }),
    event: jsonb('event').$type<TrackingEvent>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_received_at').on(table.receivedAt),
    index('tracking_events_tenant_occurred_at').on(table.tenantId, table.occurredAt),
    uniqueIndex('tracking_events_purchase_once')
      .on(table.tenantId, table.transactionId)
      .where(sql`name = 'purchase'`),
  ],
);

// §9: at most 250 events per page view, counted by one conditional upsert per batch.
export const trackingPageViews = pgTable(
  'tracking_page_views',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    pageViewId: text('page_view_id').notNull(),
    sessionId: text('session_id').notNull(),
    events: integer('events').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'tracking_page_views_pkey', columns: [table.tenantId, table.pageViewId] }),
    index('tracking_page_views_started_at').on(table.startedAt),
  ],
);
