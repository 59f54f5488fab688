import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

export const paymentAttemptOutcomes = ['ORDERED', 'CANCELLED', 'NOT_PAID'] as const;
export type PaymentAttemptOutcome = (typeof paymentAttemptOutcomes)[number];

// Decision 0071: every hosted checkout the shop opened, kept until it became an order, was given
// back or was never paid, so no authorisation is forgotten when a newer checkout or a reset
// replaces it on the cart. No foreign key to the cart: the money outlives a deleted cart.
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    hostedCheckoutId: text('hosted_checkout_id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id').notNull(),
    returnMac: text('return_mac').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    methodKey: text('method_key').notNull(),
    /** The provider's products the page was opened for: the tenant's card brands, PayPal, Apple Pay. */
    productIds: integer('product_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paymentId: text('payment_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    outcome: text('outcome', { enum: paymentAttemptOutcomes }),
  },
  (table) => [
    // The status check's list: attempts nobody has settled yet.
    index('payment_attempts_unsettled_idx')
      .on(table.createdAt)
      .where(sql`${table.settledAt} is null`),
    index('payment_attempts_cart_idx').on(table.cartId),
    check('payment_attempts_settled_check', sql`(${table.settledAt} is null) = (${table.outcome} is null)`),
  ],
);
