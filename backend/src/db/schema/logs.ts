import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ClientLogEntry } from '../../schemas/logs.js';

// No foreign key to tenants: a client report is kept even when its tenant is unknown or gone.
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id'),
    requestId: text('request_id').notNull(),
    level: text('level').notNull(),
    message: text('message').notNull(),
    path: text('path'),
    status: integer('status'),
    entry: jsonb('entry').$type<ClientLogEntry>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_logs_created_at').on(table.createdAt)],
);
