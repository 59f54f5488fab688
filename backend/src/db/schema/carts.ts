import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { Cart, CartAddress } from '../../schemas/cart.js';
import { customers } from './customers.js';
import { tenants } from './tenants.js';

// §3 Cart and line item. A cart belongs to a customer, or to a guest's anonymous token (§9).

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the guest's anonymous token: the cookie alone never finds a cart in a dump. */
    anonymousTokenHash: text('anonymous_token_hash'),
    status: text('status', { enum: ['OPEN', 'FINALIZED', 'ORDERED', 'ABANDONED'] })
      .notNull()
      .default('OPEN'),
    mode: text('mode', { enum: ['REGULAR', 'ADDON'] })
      .notNull()
      .default('REGULAR'),
    orderNumber: text('order_number'),
    distributionAddress: jsonb('distribution_address').$type<CartAddress>(),
    billingAddress: jsonb('billing_address').$type<CartAddress>(),
    timeSlotId: text('time_slot_id'),
    /** While HELD or BOOKED (ordered) the slot's place is counted in `time_slots.booked`; EXPIRED gave it back. */
    slotHold: text('slot_hold', { enum: ['HELD', 'EXPIRED', 'BOOKED'] }),
    slotHeldUntil: timestamp('slot_held_until', { withTimezone: true }),
    crateDepositDesired: boolean('crate_deposit_desired').notNull().default(false),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /** What the order came to when it was placed (priceInfo.total), minor units: prices change later. */
    orderTotal: integer('order_total'),
    finalizedCart: jsonb('finalized_cart').$type<Cart>(),
    amountToPay: integer('amount_to_pay'),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    paymentHostedCheckoutId: text('payment_hosted_checkout_id'),
    /** Comes back as RETURNMAC with the shopper: only the genuine return carries it. */
    paymentReturnMac: text('payment_return_mac'),
    paymentAmount: integer('payment_amount'),
    paymentCurrency: text('payment_currency'),
    paymentMethodKey: text('payment_method_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A guest keeps their token after ordering: one current cart per token, any number ordered
    // ones (their confirmation pages stay theirs).
    uniqueIndex('carts_current_anonymous_token_idx')
      .on(table.anonymousTokenHash)
      .where(sql`${table.status} in ('OPEN', 'FINALIZED')`),
    index('carts_anonymous_token_idx').on(table.anonymousTokenHash),
    // One current (open or finalized) cart per customer: two tabs creating one at once end with
    // the same cart, and a cart waiting for its payment is not joined by a second one.
    uniqueIndex('carts_current_customer_idx')
      .on(table.tenantId, table.customerId)
      .where(sql`${table.status} in ('OPEN', 'FINALIZED') and ${table.customerId} is not null`),
    index('carts_slot_hold_idx')
      .on(table.tenantId, table.slotHeldUntil)
      .where(sql`${table.slotHold} = 'HELD'`),
    // An order number names one order per tenant; ADDON carts carry the number they add to.
    uniqueIndex('carts_order_number_idx')
      .on(table.tenantId, table.orderNumber)
      .where(sql`${table.status} = 'ORDERED'`),
    index('carts_ordered_customer_idx')
      .on(table.customerId)
      .where(sql`${table.status} = 'ORDERED' and ${table.customerId} is not null`),
    // A provider's hosted checkout pays for one cart only.
    uniqueIndex('carts_payment_hosted_checkout_idx').on(table.paymentHostedCheckoutId),
    check(
      'carts_payment_check',
      sql`${table.paymentHostedCheckoutId} is null or (${table.status} in ('FINALIZED', 'ORDERED') and ${table.paymentReturnMac} is not null and ${table.paymentAmount} is not null and ${table.paymentCurrency} is not null and ${table.paymentMethodKey} is not null)`,
    ),
    check(
      'carts_finalized_check',
      sql`${table.status} <> 'FINALIZED' or (${table.finalizedCart} is not null and ${table.amountToPay} is not null and ${table.finalizedAt} is not null)`,
    ),
    // What order tracking shows is there for every order.
    check(
      'carts_ordered_check',
      sql`${table.status} <> 'ORDERED' or (${table.orderNumber} is not null and ${table.orderedAt} is not null and ${table.orderTotal} is not null and ${table.distributionAddress} is not null)`,
    ),
  ],
);

export const cartLineItems = pgTable(
  'cart_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** Pieces, or grams for a weight article. */
    quantity: integer('quantity').notNull(),
    /** Whether the picker may bring a substitute when this product is missing (decision 0049). */
    substitutionAllowed: boolean('substitution_allowed').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_line_items_sku_idx').on(table.cartId, table.sku),
    check('cart_line_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    maxApplications: integer('max_applications'),
    applications: integer('applications').notNull().default(0),
    serviceType: text('service_type', { enum: ['DELIVERY', 'CLICK_AND_COLLECT'] }),
  },
  (table) => [primaryKey({ name: 'discount_codes_pkey', columns: [table.tenantId, table.code] })],
);

export const cartDiscountCodes = pgTable(
  'cart_discount_codes',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'cart_discount_codes_pkey', columns: [table.cartId, table.code] })],
);

// Decision 0035: what is charged comes from the finalized cart, never from here.
export const cartPayments = pgTable(
  'cart_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    methodKey: text('method_key').notNull(),
    brandName: text('brand_name'),
    amountPlanned: integer('amount_planned').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Choosing a method again replaces its brand and amount: one row per method and cart.
    uniqueIndex('cart_payments_method_idx').on(table.cartId, table.methodKey),
    check('cart_payments_amount_check', sql`${table.amountPlanned} >= 0`),
  ],
);

export const cartVouchers = pgTable(
  'cart_vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id').notNull(),
    automatic: boolean('automatic').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cart_vouchers_promotion_idx').on(table.cartId, table.promotionId)],
);
