import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, customers, tenantId } from './customers.js';

/** A file of a contact request: kept in the upload storage under `storageKey`. */
export type ContactRequestFile = { name: string; mimeType: string; size: number; storageKey: string };

/** Where a tenant's contact requests go: the shop's service address. */
export const contactSettings = pgTable('contact_settings', {
  tenantId: tenantId().primaryKey(),
  serviceEmail: text('service_email').notNull(),
});

/** §1 contact form: a request as the shopper sent it, readable by the shop. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The logged-in customer who sent it; a guest's request has none. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    files: jsonb('files').$type<ContactRequestFile[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('contact_requests_tenant_created').on(table.tenantId, table.createdAt)],
);
