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
  unique,
} from 'drizzle-orm/pg-core';
import type { BlockNode, PageMeta } from '../../schemas/content.js';
import type { PersonalVoucher, VoucherConfig, VoucherServiceType } from '../../schemas/vouchers.js';
import { tenants } from './tenants.js';

export const contentPages = pgTable(
  'content_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    meta: jsonb('meta').$type<PageMeta>().notNull(),
    blocks: jsonb('blocks').$type<BlockNode[]>().notNull(),
    // A page without a publication date is a draft and is never served.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // The draft version next to the published one (issue 7): served only in CMS preview (§2).
    draftMeta: jsonb('draft_meta').$type<PageMeta>(),
    draftBlocks: jsonb('draft_blocks').$type<BlockNode[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('content_pages_tenant_slug').on(table.tenantId, table.slug),
    index('content_pages_tenant_published').on(table.tenantId, table.publishedAt),
  ],
);
export type ContentPageRow = typeof contentPages.$inferSelect;

export const clientConfigs = pgTable(
  'client_configs',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'client_configs_pkey', columns: [table.tenantId, table.type] })],
);

// The §3 voucher config is in columns, so the cart finds its automatic vouchers in one query.
export type VoucherContent = Omit<
  PersonalVoucher,
  'promotionId' | 'type' | 'validFrom' | 'expirationDate' | keyof VoucherConfig
>;

export const contentVouchers = pgTable(
  'content_vouchers',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    promotionId: text('promotion_id').notNull(),
    type: text('type', { enum: ['general', 'personal'] })
      .notNull()
      .default('general'),
    position: integer('position').notNull(),
    content: jsonb('content').$type<VoucherContent>().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    automaticRedemption: text('automatic_redemption', { enum: ['Always', 'FirstOrders'] }),
    automaticServiceTypes: text('automatic_service_types')
      .array()
      .$type<VoucherServiceType[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    articleId: text('article_id'),
    component: text('component'),
    discountKind: text('discount_kind', { enum: ['amount', 'percent'] }),
    discountValue: integer('discount_value'),
  },
  (table) => [
    primaryKey({ name: 'content_vouchers_pkey', columns: [table.tenantId, table.promotionId] }),
    index('content_vouchers_tenant_position').on(table.tenantId, table.position),
    check(
      'content_vouchers_discount_check',
      sql`(${table.discountKind} is null) = (${table.discountValue} is null) and coalesce(${table.discountValue}, 1) > 0`,
    ),
  ],
);
export type ContentVoucherRow = typeof contentVouchers.$inferSelect;
