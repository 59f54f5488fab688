import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffRoles } from '../../schemas/staff.js';
import { createdAt, tenantId } from './customers.js';

/** Issue 36: the shop's own people, apart from customers; the e-mail is unique per tenant whatever its case. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Argon2id, PHC string format, as the customers' passwords. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    /** stores.store_id of the stores this member works for (their click-and-collect slots). */
    storeIds: jsonb('store_ids').$type<string[]>().notNull().default([]),
    /** delivery_areas.delivery_area_number of the areas this member works for (their delivery slots). */
    deliveryAreaNumbers: jsonb('delivery_area_numbers').$type<string[]>().notNull().default([]),
    /** A disabled member cannot log in, and their sessions stop working. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_members_tenant_email').on(table.tenantId, sql`lower(${table.email})`),
    check('staff_members_role', sql`${table.role} in ('picker', 'store_manager')`),
  ],
);
export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** Decision 0009's rules for customer sessions, in a table of their own: no token opens both. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantId(),
    staffMemberId: uuid('staff_member_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_sessions_staff_member').on(table.staffMemberId)],
);
