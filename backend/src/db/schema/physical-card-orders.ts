import { foreignKey, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AddressFields } from '../../schemas/customer.js';
import { loyaltyCards } from './customer-data.js';
import { customers, tenantId } from './customers.js';

export type PhysicalCardOrderStatus = 'ORDERED' | 'SENT';

/**
 * Issue 35 (decision 0082): a member's order of the physical loyalty card. One row per card: the
 * unique index refuses a second order of the same card, whether the first is under way (ORDERED)
 * or the card went out (SENT). The address is a snapshot: editing the address book later does not
 * change where an ordered card goes. The order and its e-mail are written in one transaction.
 */
export const physicalCardOrders = pgTable(
  'physical_card_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    cardNumber: text('card_number').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<PhysicalCardOrderStatus>().notNull().default('ORDERED'),
    address: jsonb('address').$type<AddressFields>().notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('physical_card_orders_card').on(table.tenantId, table.cardNumber),
    index('physical_card_orders_customer').on(table.customerId),
    foreignKey({
      name: 'physical_card_orders_card_fk',
      columns: [table.tenantId, table.cardNumber],
      foreignColumns: [loyaltyCards.tenantId, loyaltyCards.cardNumber],
    }).onDelete('cascade'),
  ],
);
export type PhysicalCardOrderRow = typeof physicalCardOrders.$inferSelect;
