import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers, tenantId } from './customers.js';

// Decision 0074: the shop's own gift cards. The code is kept only as its SHA-256 (a leaked table
// gives nobody a usable code) and its last four characters to tell cards apart in the wallet.
// The balance changes only by one conditional UPDATE beside a ledger row with a unique key.
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    codeHash: text('code_hash').notNull(),
    codeLast4: text('code_last4').notNull(),
    initialBalance: integer('initial_balance').notNull(),
    balance: integer('balance').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_idx').on(table.tenantId, table.codeHash),
    index('gift_cards_customer_idx').on(table.customerId),
    check('gift_cards_balance_check', sql`${table.balance} >= 0`),
    check('gift_cards_initial_balance_check', sql`${table.initialBalance} > 0`),
  ],
);

export const giftCardTransactionKinds = ['DEBIT', 'RELEASE', 'CREDIT'] as const;
export type GiftCardTransactionKind = (typeof giftCardTransactionKinds)[number];
export const giftCardDebitStates = ['HELD', 'SPENT', 'RELEASED', 'CREDITED'] as const;
export type GiftCardDebitState = (typeof giftCardDebitStates)[number];

// A DEBIT pays (part of) a checkout; a RELEASE gives back a debit whose checkout paid nothing, a
// CREDIT one whose order was cancelled or refunded. Each debit is given back at most once
// (unique `reverses_id`), and a key names one transaction for good (unique per tenant).
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: giftCardTransactionKinds }).notNull(),
    amount: integer('amount').notNull(),
    transactionKey: text('transaction_key').notNull(),
    /** The checkout a debit pays for. */
    cartId: uuid('cart_id'),
    /** The hosted checkout paying the rest; null when the gift card paid it all. */
    hostedCheckoutId: text('hosted_checkout_id'),
    /** A debit's state: HELD while the rest is being paid, then SPENT, RELEASED or CREDITED. */
    state: text('state', { enum: giftCardDebitStates }),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => giftCardTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('gift_card_transactions_key_idx').on(table.tenantId, table.transactionKey),
    uniqueIndex('gift_card_transactions_reverses_idx').on(table.reversesId),
    index('gift_card_transactions_card_idx').on(table.giftCardId),
    index('gift_card_transactions_cart_idx').on(table.cartId),
    index('gift_card_transactions_hosted_idx').on(table.hostedCheckoutId),
    check('gift_card_transactions_amount_check', sql`${table.amount} > 0`),
    check(
      'gift_card_transactions_state_check',
      sql`(${table.kind} = 'DEBIT') = (${table.state} is not null)`,
    ),
    check(
      'gift_card_transactions_reverses_check',
      sql`(${table.kind} = 'DEBIT') = (${table.reversesId} is null)`,
    ),
  ],
);
