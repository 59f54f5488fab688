import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import type { Salutation } from '../../schemas/customer.js';
import { tenants } from './tenants.js';

export const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** §3 Customer. The e-mail is unique per tenant whatever its case. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    /** Argon2id, PHC string format. */
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    salutation: text('salutation').$type<Salutation>(),
    academicTitle: text('academic_title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    birthdate: date('birthdate', { mode: 'string' }),
    loginType: text('login_type').$type<'normal' | 'other'>().notNull().default('normal'),
    favoriteStoreId: text('favorite_store_id'),
    // The checkout issue flips these when the first order of a service type is placed (§3).
    firstOrderDelivery: boolean('first_order_delivery').notNull().default(true),
    firstOrderClickAndCollect: boolean('first_order_click_and_collect').notNull().default(true),
    personalEmailAllowed: boolean('personal_email_allowed').notNull().default(false),
    personalMailAllowed: boolean('personal_mail_allowed').notNull().default(false),
    personalSmsAllowed: boolean('personal_sms_allowed').notNull().default(false),
    /** Decision 0049: what a new cart line says about substitutes, until the shopper changes it. */
    substitutionAllowed: boolean('substitution_allowed').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_tenant_email').on(table.tenantId, sql`lower(${table.email})`)],
);
export type CustomerRow = typeof customers.$inferSelect;

export const customerId = () =>
  uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/** Decision 0009: login sessions live here so every API process shares them; only a hash of the token. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantId(),
    customerId: customerId(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('customer_sessions_customer').on(table.customerId)],
);

export const accountTokenPurposes = [
  'email-confirmation',
  'password-reset',
  'newsletter-confirmation',
] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/** Single-use, expiring tokens sent by e-mail; only a hash is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: tenantId(),
    customerId: customerId(),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    /** e.g. the newsletter topic ids a confirmation applies to. */
    payload: jsonb('payload').$type<{ topicIds?: string[] }>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('account_tokens_customer').on(table.customerId)],
);

/** What attempts are counted for, per client address or per account or recipient (the key says which). */
export type AttemptScope =
  | 'account'
  | 'account-address'
  | 'address'
  | 'order-lookup'
  | 'client-log'
  | 'contact-form'
  | 'gift-card'
  | 'gift-card-address'
  | 'newsletter'
  | 'newsletter-recipient'
  | 'password-reset'
  | 'password-reset-recipient'
  | 'tracking';

/** Decision 0009: attempts per scope and key, counted in a window (decision 0024 adds order lookups). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    scope: text('scope').$type<AttemptScope>().notNull(),
    key: text('key').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'login_attempts_pkey', columns: [table.scope, table.key] })],
);

/** Per-tenant account rules; a tenant without a row asks for e-mail confirmation. */
export const customerAccountSettings = pgTable('customer_account_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  emailConfirmationRequired: boolean('email_confirmation_required').notNull().default(true),
});

export type EmailAttachmentRecord = { filename: string; contentType: string; path: string };

/** The e-mails the shop sends, kept for the outbox page (the only sender so far). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Files sent with the e-mail, by where the sender reads them from. */
    attachments: jsonb('attachments').$type<EmailAttachmentRecord[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_recipient').on(sql`lower(${table.recipient})`, table.createdAt)],
);
