import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Cart } from '../../schemas/cart.js';
import { carts } from './carts.js';
import { tenants } from './tenants.js';

/** A method settled outside the provider (at the door, at the store, invoice) has no payment ids. */
export type OrderPayment = {
  paymentId: string | null;
  hostedCheckoutId: string | null;
  methodKey: string | null;
  brandName: string | null;
  methodType: string | null;
  authorizedAmount: number | null;
  currency: string;
  /** Decision 0074: what a gift card paid of the total; the provider captures only the rest. */
  giftCard?: { giftCardId: string; amount: number } | null;
};

/** Decision 0084: placed, or cancelled by the shopper; decision 0088: picking, picked, handed over. */
export const orderStates = ['placed', 'picking', 'picked', 'handed_over', 'cancelled'] as const;
export type OrderState = (typeof orderStates)[number];

// Decision 0034: an order is placed once per cart and once per provider payment; both unique
// indexes decide between a redirect and a webhook arriving at the same time.
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id'),
    orderNumber: text('order_number').notNull(),
    cart: jsonb('cart').$type<Cart>().notNull(),
    payment: jsonb('payment').$type<OrderPayment>().notNull(),
    total: integer('total').notNull(),
    /** §9 totalWithSurcharge; null when settled outside the provider. */
    authorizedAmount: integer('authorized_amount'),
    addsToOrderNumber: text('adds_to_order_number'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When one caller took on the capture; another takes it over only after a while (a crash). */
    captureClaimedAt: timestamp('capture_claimed_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    captureId: text('capture_id'),
    /** The provider refused the capture for good (cancelled, expired): shown to operators, not retried. */
    captureRefusedAt: timestamp('capture_refused_at', { withTimezone: true }),
    captureRefusal: text('capture_refusal'),
    /** Decision 0088: what the provider captured (the final bill's share, or the estimate of a long-ahead order). */
    capturedAmount: integer('captured_amount'),
    /** Decision 0088: the slot starts too late for the authorisation; captured at the estimate when placed. */
    captureAtPlacement: boolean('capture_at_placement').notNull().default(false),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** Decision 0084: changes only by a conditional update from the state it expects. */
    state: text('state', { enum: orderStates }).notNull().default('placed'),
  },
  (table) => [
    uniqueIndex('orders_cart_idx').on(table.cartId),
    uniqueIndex('orders_payment_idx').on(table.paymentId),
    uniqueIndex('orders_number_idx').on(table.tenantId, table.orderNumber),
    index('orders_unconfirmed_idx')
      .on(table.placedAt)
      .where(sql`${table.confirmationSentAt} is null`),
    // Decision 0071: the status check's list of placed orders whose capture is not recorded.
    index('orders_uncaptured_idx')
      .on(table.placedAt)
      .where(
        sql`${table.paymentId} is not null and ${table.capturedAt} is null and ${table.captureRefusedAt} is null`,
      ),
    check('orders_total_check', sql`${table.total} >= 0`),
    check(
      'orders_authorized_amount_check',
      sql`${table.authorizedAmount} is null or ${table.authorizedAmount} >= ${table.total}`,
    ),
  ],
);
