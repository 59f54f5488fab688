import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, tenantId } from './customers.js';
import { orders } from './orders.js';

// Decision 0081: the loyalty programme's states, withdrawn cards and point bookings.

/**
 * §4 loyalty status of a customer without a linked card: online-only (in the joe programme
 * online, no card yet) or dereferenced (the card the account pointed to is gone, §8 10048).
 * A customer with a linked card (loyalty_cards.customer_id) is referenced or authenticated.
 */
export const loyaltyMemberStatuses = ['ONLINE_ONLY', 'DEREFERENCED'] as const;
export type LoyaltyMemberStatus = (typeof loyaltyMemberStatuses)[number];

export const loyaltyMemberStates = pgTable('loyalty_member_states', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  status: text('status', { enum: loyaltyMemberStatuses }).notNull(),
  /** The card a dereferenced account pointed to, for the member's own information. */
  formerCardNumber: text('former_card_number'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cards the loyalty programme no longer knows (lost, replaced): card-info answers 10048 for them. */
export const loyaltyCardWithdrawals = pgTable(
  'loyalty_card_withdrawals',
  {
    tenantId: tenantId(),
    cardNumber: text('card_number').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'loyalty_card_withdrawals_pkey', columns: [table.tenantId, table.cardNumber] }),
  ],
);

export const loyaltyBookingKinds = ['EARNED', 'REVERSED'] as const;
export type LoyaltyBookingKind = (typeof loyaltyBookingKinds)[number];

/**
 * Points of a pool booked for an order: EARNED when it is placed, REVERSED (the negative) when it
 * is cancelled. One row per order, pool and kind (unique), so either happens at most once.
 * A card's pool balance is its seeded value plus the sum of its bookings.
 */
export const loyaltyPointBookings = pgTable(
  'loyalty_point_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    cardNumber: text('card_number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    poolId: text('pool_id').notNull(),
    kind: text('kind', { enum: loyaltyBookingKinds }).notNull(),
    points: integer('points').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('loyalty_point_bookings_once_idx').on(table.orderId, table.poolId, table.kind),
    index('loyalty_point_bookings_card_idx').on(table.tenantId, table.cardNumber, table.bookedAt),
    check(
      'loyalty_point_bookings_sign_check',
      sql`(${table.kind} = 'EARNED' and ${table.points} > 0) or (${table.kind} = 'REVERSED' and ${table.points} < 0)`,
    ),
  ],
);
