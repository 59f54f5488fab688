import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClientRuntimeConfig, MessageBundle, Redirects, ThemeConfig } from '../../schemas/tenant.js';

export const tenants = pgTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    hosts: text('hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: text('locale').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    clientRuntimeConfig: jsonb('client_runtime_config').$type<ClientRuntimeConfig>().notNull(),
    messageBundle: jsonb('message_bundle').$type<MessageBundle>().notNull(),
    redirects: jsonb('redirects').$type<Redirects>().notNull(),
    themeConfig: jsonb('theme_config').$type<ThemeConfig>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most one tenant answers requests that name no tenant and match no host.
  (table) => [
    uniqueIndex('tenants_single_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault}`),
  ],
);
export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
