import type { Transaction } from '../db/database.js';
import type { TokenPayment } from '../payments/token-calls.js';
import { completeHostedCheckout, type CompletionDependencies } from './checkout-completion.js';
import {
  giveBackTokenPayment,
  hasTokenAttempt,
  isCreationRefused,
  isRefusal,
  listUnresolvedIntents,
  requestOfIntent,
  resolveTokenPaymentIntent,
  storeTokenAttempt,
  type TokenPaymentIntent,
} from './token-payment-intents.js';
import { tokenPaymentKey } from './token-payment.js';

// Decision 0079: a payment by a saved card whose answer was lost (the process died between the
// provider's authorisation and storing the attempt) is found by its intent and asked for again
// with the same idempotence key; the provider answers the same payment, which is then stored and
// completed like any attempt: its order placed if the cart still waits for it, else given back.

export type TokenRecoveryOutcome = 'completed' | 'given-back' | 'refused' | 'stored-before';

/** Stores the provider's answer, or gives the payment back when the cart moved on. */
export async function storeOrGiveBack(
  deps: Required<CompletionDependencies>,
  intent: TokenPaymentIntent,
  paid: TokenPayment,
  afterStoring?: (tx: Transaction, stored: boolean) => Promise<void>,
): Promise<{ outcome: 'stored' | 'stored-before' } | { outcome: 'given-back'; refusal?: unknown }> {
  try {
    const stored = await deps.transaction(async (tx) => {
      const claimed = await storeTokenAttempt(tx, intent, paid);
      await afterStoring?.(tx, claimed);
      return claimed;
    });
    if (stored) return { outcome: 'stored' };
    return { outcome: (await hasTokenAttempt(deps, paid)) ? 'stored-before' : 'given-back' };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // The cart was reset, finalized anew or given to another payment meanwhile.
    await giveBackTokenPayment(deps, intent, paid);
    deps.log.warn(
      { paymentId: paid.payment.paymentId, cartId: intent.cartId, code: (error as { code?: string }).code },
      'payment by a saved card cancelled: no cart waits for it',
    );
    return { outcome: 'given-back', refusal: error };
  }
}

async function recoverIntent(
  deps: Required<CompletionDependencies>,
  intent: TokenPaymentIntent,
): Promise<TokenRecoveryOutcome> {
  let paid: TokenPayment;
  try {
    paid = await deps.provider.createTokenPayment(requestOfIntent(intent));
  } catch (error) {
    if (!isCreationRefused(error)) throw error;
    // The provider refused the payment (an unknown token, say): nothing is authorised.
    await deps.transaction((tx) => resolveTokenPaymentIntent(tx, intent.idempotencyKey, null));
    return 'refused';
  }
  const { outcome } = await storeOrGiveBack(deps, intent, paid);
  if (outcome === 'given-back') return outcome;
  await completeHostedCheckout(deps, tokenPaymentKey(paid.payment.paymentId));
  return outcome === 'stored' ? 'completed' : outcome;
}

/** The status check's round over intents between `newerThan` and `olderThan` nobody resolved. */
export async function recoverTokenPayments(
  deps: Required<CompletionDependencies> & { db: Parameters<typeof listUnresolvedIntents>[0] },
  window: { olderThan: Date; newerThan: Date; limit: number },
) {
  const outcomes: TokenRecoveryOutcome[] = [];
  for (const intent of await listUnresolvedIntents(deps.db, window)) {
    try {
      outcomes.push(await recoverIntent(deps, intent));
    } catch (error) {
      // A refusal while completing gave the payment back; anything else is tried next round.
      deps.log[isRefusal(error) ? 'warn' : 'error'](
        { idempotencyKey: intent.idempotencyKey, cartId: intent.cartId, err: error },
        'status check could not finish a payment by a saved card',
      );
    }
  }
  return outcomes;
}
