import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { AddressType, Salutation } from '../../schemas/customer.js';
import { createdAt, customerId, customers, tenantId } from './customers.js';

/** §3 Customer address; at most one primary per customer and category. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    customerId: customerId(),
    category: text('category').$type<AddressType>().notNull(),
    primary: boolean('is_primary').notNull().default(false),
    salutation: text('salutation').$type<Salutation>(),
    academicTitle: text('academic_title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    companyName: text('company_name'),
    streetName: text('street_name').notNull(),
    streetNumber: text('street_number').notNull(),
    stairCase: text('stair_case'),
    floor: text('floor'),
    door: text('door'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    phoneNumber: text('phone_number'),
    additionalInfo: text('additional_info'),
    valueAddedTaxId: text('value_added_tax_id'),
    companyRegistrationNumber: text('company_registration_number'),
    createdAt: createdAt(),
  },
  (table) => [
    index('customer_addresses_customer').on(table.customerId, table.createdAt),
    uniqueIndex('customer_addresses_one_primary')
      .on(table.customerId, table.category)
      .where(sql`${table.primary}`),
  ],
);
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;

export const customerFavorites = pgTable(
  'customer_favorites',
  {
    customerId: customerId(),
    tenantId: tenantId(),
    type: text('type').$type<'PRODUCT' | 'RECIPE'>().notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'customer_favorites_pkey', columns: [table.customerId, table.type, table.reference] }),
  ],
);

/** What a customer bought, for my-products; checkout (a later issue) fills it, the seed for demos. */
export const purchasedProducts = pgTable(
  'purchased_products',
  {
    customerId: customerId(),
    tenantId: tenantId(),
    sku: text('sku').notNull(),
    lastPurchasedAt: timestamp('last_purchased_at', { withTimezone: true }).notNull(),
    purchaseCount: integer('purchase_count').notNull().default(1),
  },
  (table) => [primaryKey({ name: 'purchased_products_pkey', columns: [table.customerId, table.sku] })],
);

export const newsletterTopics = pgTable(
  'newsletter_topics',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
  },
  (table) => [primaryKey({ name: 'newsletter_topics_pkey', columns: [table.tenantId, table.id] })],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    customerId: customerId(),
    tenantId: tenantId(),
    topicId: text('topic_id').notNull(),
    status: text('status').$type<'pending' | 'subscribed'>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'newsletter_subscriptions_pkey', columns: [table.customerId, table.topicId] }),
  ],
);

export type LoyaltyPool = { poolId: string; tags: string[]; value: number };

export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    tenantId: tenantId(),
    cardNumber: text('card_number').notNull(),
    memberId: text('member_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    joeAuthenticated: boolean('joe_authenticated').notNull().default(false),
    pools: jsonb('pools').$type<LoyaltyPool[]>().notNull().default([]),
    promotionIds: text('promotion_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    voucherPromotionIds: text('voucher_promotion_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ name: 'loyalty_cards_pkey', columns: [table.tenantId, table.cardNumber] }),
    uniqueIndex('loyalty_cards_customer').on(table.customerId),
  ],
);
