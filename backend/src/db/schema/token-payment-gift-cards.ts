import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './customers.js';
import { tokenPaymentIntents } from './token-payment-intents.js';

// Decision 0079: a payment by a saved card that pays the rest beside a gift card keeps the gift
// card's part with its intent, recorded in the intent's own transaction. Whoever stores the
// provider's answer (the shopper's call or the status check replaying it) holds the debit in the
// transaction that stores the pending payment, so no replay forgets or doubles it.
export const tokenPaymentGiftCards = pgTable('token_payment_gift_cards', {
  idempotencyKey: text('idempotency_key')
    .primaryKey()
    .references(() => tokenPaymentIntents.idempotencyKey, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  customerId: uuid('customer_id').notNull(),
  giftCardId: uuid('gift_card_id').notNull(),
  amount: integer('amount').notNull(),
  /** The debit's ledger key: the client's (prefixed by the customer) or null for the payment's own. */
  transactionKey: text('transaction_key'),
});
