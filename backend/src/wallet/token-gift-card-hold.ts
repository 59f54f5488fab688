import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { tokenPaymentGiftCards } from '../db/schema/token-payment-gift-cards.js';
import { debitGiftCard, moveHeldDebit, releaseAbandonedDebits, repeatedDebitOf } from './gift-card-ledger.js';

// Decision 0079 with a gift card: the intent of a payment by a saved card keeps the gift card's
// part beside it; whoever stores the provider's answer holds the debit under the payment's
// attempt key in that same transaction, so the order spends it and a payment that came to
// nothing (declined, 3-D Secure abandoned, given back) releases it through the attempt's settling.

export type TokenGiftCardPart = {
  customerId: string;
  giftCardId: string;
  amount: number;
  /** The client's key, already prefixed by the customer; null: the payment's attempt key. */
  transactionKey: string | null;
};

/** In the intent's transaction: once per intent (the same key always carries the same part). */
export async function recordIntentGiftCard(
  executor: Executor,
  intent: { idempotencyKey: string; tenantId: string },
  part: TokenGiftCardPart,
) {
  await executor
    .insert(tokenPaymentGiftCards)
    .values({ ...intent, ...part, giftCardId: part.giftCardId.toLowerCase() })
    .onConflictDoNothing();
}

/**
 * In the transaction storing the intent's answer as the cart's pending payment: the gift card's
 * part is HELD for that attempt (the same client key moves its earlier hold here), and what an
 * older payment of the cart held goes back. 261/264 when the card no longer holds the amount.
 */
export async function holdGiftCardOfIntent(
  tx: Transaction,
  intent: { idempotencyKey: string; tenantId: string; cartId: string },
  attemptKey: string,
) {
  const [part] = await tx
    .select()
    .from(tokenPaymentGiftCards)
    .where(eq(tokenPaymentGiftCards.idempotencyKey, intent.idempotencyKey));
  if (!part) return;
  const debit = {
    tenantId: intent.tenantId,
    customerId: part.customerId,
    giftCardId: part.giftCardId,
    amount: part.amount,
    transactionKey: part.transactionKey ?? attemptKey,
    cartId: intent.cartId,
    hostedCheckoutId: attemptKey,
  };
  const repeated = await repeatedDebitOf(tx, debit);
  if (repeated) await moveHeldDebit(tx, repeated, attemptKey);
  await releaseAbandonedDebits(tx, { cartId: intent.cartId });
  if (!repeated) await debitGiftCard(tx, debit);
}
