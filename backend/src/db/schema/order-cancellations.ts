import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './customers.js';
import { orders } from './orders.js';

// Decision 0084: a shopper's cancellation of a placed order. The row is written in the
// transaction that moves the order from 'placed' to 'cancelled' (one conditional update), with
// everything given back in the shop, and BEFORE the provider is asked to give the money back: it
// is the intent of that call, with its idempotence key. A process that dies before the
// provider's answer is stored leaves `settled_at` null, and the status check asks again.
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    /** Who cancelled: the customer (by their session), or a guest (the browser that ordered, or the tracking e-mail). */
    cancelledBy: text('cancelled_by', { enum: ['CUSTOMER', 'GUEST'] }).notNull(),
    customerId: uuid('customer_id'),
    /** The provider's payment to give back; null when the order was paid outside the provider. */
    paymentId: text('payment_id'),
    /** What the provider captured or holds of the order (its total less gift cards). */
    providerAmount: integer('provider_amount'),
    currency: text('currency').notNull(),
    /** What gift cards paid of the order, credited back in the cancelling transaction. */
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    /** The refund call's idempotence key (at most 40 characters). */
    idempotencyKey: text('idempotency_key'),
    /** One caller at a time asks the provider; a claim older than a minute is taken over. */
    settleClaimedAt: timestamp('settle_claimed_at', { withTimezone: true }),
    /** The provider gave the money back (or nothing was held there): set once, never cleared. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** CANCELLED (the authorisation), REFUNDED (the capture), NONE (paid outside the provider). */
    outcome: text('outcome', { enum: ['CANCELLED', 'REFUNDED', 'NONE', 'NOTHING_HELD'] }),
    providerOperationId: text('provider_operation_id'),
  },
  (table) => [
    // The status check's list: cancellations the provider has not confirmed yet.
    index('order_cancellations_unsettled_idx')
      .on(table.cancelledAt)
      .where(sql`${table.settledAt} is null`),
    check(
      'order_cancellations_settled_check',
      sql`(${table.settledAt} is null) = (${table.outcome} is null)`,
    ),
  ],
);
