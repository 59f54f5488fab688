import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantId } from './customers.js';

/**
 * §4 Newsletter for guests (issue 18): an address's topics, active only once the e-mailed link
 * confirmed them (double opt-in).
 */
export const newsletterGuests = pgTable(
  'newsletter_guests',
  {
    tenantId: tenantId(),
    /** Trimmed and lower case: one row per address. */
    email: text('email').notNull(),
    topicIds: text('topic_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pendingTopicIds: text('pending_topic_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    confirmationTokenHash: text('confirmation_token_hash'),
    /** Kept as it is (it only lets its holder leave), so every e-mail can carry the same link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'newsletter_guests_pkey', columns: [table.tenantId, table.email] }),
    uniqueIndex('newsletter_guests_confirmation').on(table.confirmationTokenHash),
    uniqueIndex('newsletter_guests_unsubscribe').on(table.unsubscribeToken),
  ],
);
