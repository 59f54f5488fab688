import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FinalBill } from '../../schemas/fulfilment.js';
import { tenantId } from './customers.js';
import { orders } from './orders.js';

// Issue 36, decision 0088: what happens to an order after it is placed. Every change of an order's
// state is one conditional update on `orders.state` from the state it expects; the row here
// records who made it and when (one per order and state, so a repeat cannot write a second).

export const orderStateChanges = pgTable(
  'order_state_changes',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    /** The staff member who moved the order (staff_members.id); null for the shop itself. */
    staffId: uuid('staff_id'),
    staffName: text('staff_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'order_state_changes_pkey', columns: [table.orderId, table.toState] })],
);

/** What the picker found for one ordered line (the cart snapshot's lineItemId). */
export const orderPickLines = pgTable(
  'order_pick_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: text('line_id').notNull(),
    tenantId: tenantId(),
    outcome: text('outcome', { enum: ['picked', 'missing', 'substituted'] }).notNull(),
    pickedQuantity: integer('picked_quantity'),
    pickedGrams: integer('picked_grams'),
    /** The substitute's sku, name and the price it is charged at (the lower of its own and the line's). */
    substitute: jsonb('substitute').$type<{ productId: string; name: string; price: number }>(),
    staffId: uuid('staff_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'order_pick_lines_pkey', columns: [table.orderId, table.lineId] }),
    check(
      'order_pick_lines_quantity_check',
      sql`${table.pickedQuantity} is null or ${table.pickedQuantity} >= 0`,
    ),
    check('order_pick_lines_grams_check', sql`${table.pickedGrams} is null or ${table.pickedGrams} >= 0`),
  ],
);

/**
 * The final bill, written in the transaction that moves the order to 'picked' (only its winner
 * writes it). `charged_amount` is what the payment method pays of it (the provider's capture, or
 * the amount due outside the provider): the total less the gift card's part as ordered.
 */
export const orderFinalBills = pgTable(
  'order_final_bills',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    bill: jsonb('bill').$type<FinalBill>().notNull(),
    total: integer('total').notNull(),
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    chargedAmount: integer('charged_amount').notNull(),
    /** What store managers refunded of the charged amount after handover; never above it. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('order_final_bills_charged_check', sql`${table.chargedAmount} >= 0`),
    check(
      'order_final_bills_refunded_check',
      sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.chargedAmount}`,
    ),
  ],
);

/**
 * A refund of an order: the difference of an order captured at its estimate (decision 0088's
 * long-ahead rule) or a store manager's refund after handover. Written before the provider is
 * asked, with its idempotence key; settled by one conditional update when the provider answered.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    kind: text('kind', { enum: ['PICKED_DIFFERENCE', 'AFTER_HANDOVER'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    staffId: uuid('staff_id'),
    /** The provider's refund key; null when the order was paid outside the provider. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settleClaimedAt: timestamp('settle_claimed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** REFUNDED by the provider, or NONE (paid outside it: the shop pays it back itself). */
    outcome: text('outcome', { enum: ['REFUNDED', 'NONE'] }),
    providerOperationId: text('provider_operation_id'),
  },
  (table) => [
    uniqueIndex('order_refunds_key_idx').on(table.idempotencyKey),
    // At most one difference refund per order.
    uniqueIndex('order_refunds_difference_idx')
      .on(table.orderId)
      .where(sql`${table.kind} = 'PICKED_DIFFERENCE'`),
    index('order_refunds_unsettled_idx')
      .on(table.createdAt)
      .where(sql`${table.settledAt} is null`),
    check('order_refunds_amount_check', sql`${table.amount} > 0`),
    check('order_refunds_settled_check', sql`(${table.settledAt} is null) = (${table.outcome} is null)`),
  ],
);
