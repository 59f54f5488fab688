import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, customerId, tenantId } from './customers.js';

/**
 * §3 Saved payment method (decision 0075): the provider keeps the card; the shop keeps only the
 * provider's token id, brand, masked number and expiry. One row per customer and token, at most
 * one primary per customer.
 */
export const savedPaymentMethods = pgTable(
  'saved_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: customerId(),
    providerTokenId: text('provider_token_id').notNull(),
    methodKey: text('method_key').notNull(),
    brandName: text('brand_name').notNull(),
    maskedNumber: text('masked_number').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    /** Set before the provider is asked to delete the token: hidden and unusable from then on. */
    deletingAt: timestamp('deleting_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('saved_payment_methods_token_idx').on(table.customerId, table.providerTokenId),
    uniqueIndex('saved_payment_methods_primary_idx')
      .on(table.customerId)
      .where(sql`${table.isPrimary}`),
    check('saved_payment_methods_month_check', sql`${table.expiryMonth} between 1 and 12`),
    // Decision 0079: the status check's list of deletions a crash cut off.
    index('saved_payment_methods_deleting_idx')
      .on(table.deletingAt)
      .where(sql`${table.deletingAt} is not null`),
  ],
);

export const paymentMethodRequestPurposes = ['ORDER', 'ADD'] as const;

/**
 * A hosted checkout (or payment by token) after which a customer's card is to be kept: asked for
 * at checkout ("Diese Karte speichern") or opened to add a card without buying anything. Whoever
 * completes it first (return, webhook, status check) stores the card; the unique index above
 * keeps it once.
 */
export const paymentMethodRequests = pgTable(
  'payment_method_requests',
  {
    hostedCheckoutId: text('hosted_checkout_id').primaryKey(),
    tenantId: tenantId(),
    customerId: customerId(),
    purpose: text('purpose', { enum: paymentMethodRequestPurposes }).notNull(),
    setPrimary: boolean('set_primary').notNull().default(false),
    createdAt: createdAt(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
  },
  (table) => [index('payment_method_requests_customer_idx').on(table.customerId)],
);
