import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './customers.js';

// Decision 0079: a payment by a saved card is recorded as an intent BEFORE the provider is asked
// to authorise it, with everything needed to ask again with the same idempotence key. A process
// that dies before the answer is stored leaves the intent unresolved, and the status check
// replays the call (the provider answers the same payment) and finishes it like any attempt.
// No foreign key to the cart or the saved card: the money outlives both.
export const tokenPaymentIntents = pgTable(
  'token_payment_intents',
  {
    /** The createPayment idempotence key: cart, finalization and saved card. */
    idempotencyKey: text('idempotency_key').primaryKey(),
    tenantId: tenantId(),
    cartId: uuid('cart_id').notNull(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }).notNull(),
    paymentMethodId: uuid('payment_method_id').notNull(),
    providerTokenId: text('provider_token_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    methodKey: text('method_key').notNull(),
    /** The provider's products of the tenant's card brands, as the attempt keeps them. */
    productIds: integer('product_ids').array().notNull(),
    locale: text('locale').notNull(),
    returnUrl: text('return_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The provider's payment once its answer was stored (null: refused, nothing created). */
    paymentId: text('payment_id'),
    /** Set once the answer was stored as an attempt, or the payment given back or refused. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    // The status check's list: intents whose answer nobody stored yet.
    index('token_payment_intents_unresolved_idx')
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
