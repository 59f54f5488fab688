import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carts } from './carts.js';
import { customers, tenantId } from './customers.js';
import { orders } from './orders.js';

// Decision 0083: the delivery pass. A cart holds at most one pass line (unique cart_id); the
// order that paid for it starts exactly one pass (unique order_id), whichever of the payment's
// return, webhook and status check places the order.

export const cartDeliveryPasses = pgTable(
  'cart_delivery_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    months: integer('months').notNull(),
    /** Gross, minor units, as the tenant offered it when the line was put in. */
    price: integer('price').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_delivery_passes_cart_idx').on(table.cartId),
    check('cart_delivery_passes_months_check', sql`${table.months} > 0`),
    check('cart_delivery_passes_price_check', sql`${table.price} >= 0`),
  ],
);

export const deliveryPasses = pgTable(
  'delivery_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    months: integer('months').notNull(),
    price: integer('price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Its order was cancelled: the pass waives nothing from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('delivery_passes_order_idx').on(table.orderId),
    index('delivery_passes_customer_idx').on(table.tenantId, table.customerId, table.endsAt),
    check('delivery_passes_dates_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
