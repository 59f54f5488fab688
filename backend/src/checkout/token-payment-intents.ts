import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { paymentAttempts } from '../db/schema/payment-attempts.js';
import { tokenPaymentIntents } from '../db/schema/token-payment-intents.js';
import { ConflictError, DomainError } from '../errors.js';
import { paymentErrorCodes } from '../payments/payment-provider-errors.js';
import type { TokenPayment, TokenPaymentRequest } from '../payments/token-calls.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import { checkoutErrorCodes } from '../schemas/checkout.js';
import type { CompletionDependencies } from './checkout-completion.js';
import { findPaymentAttempt } from './payment-attempts.js';
import { storePendingPayment } from './pending-payment.js';
import { tokenPaymentKey } from './token-payment.js';
import { holdGiftCardOfIntent } from '../wallet/token-gift-card-hold.js';

// Decision 0079: a payment by a saved card is first an intent in our database, then a call to
// the provider, then an attempt (decision 0071) under `payment:<paymentId>`. Whoever stores the
// answer claims the intent in the same transaction, so the shopper's call, a repeated press and
// the status check replaying a lost answer store it once.

export type TokenPaymentIntent = typeof tokenPaymentIntents.$inferSelect;
export type NewTokenPaymentIntent = Omit<
  typeof tokenPaymentIntents.$inferInsert,
  'createdAt' | 'paymentId' | 'resolvedAt'
>;

/** Said no for good (the provider, or the cart): asking again changes nothing. */
export const isRefusal = (error: unknown) => error instanceof DomainError && error.statusCode < 500;

/**
 * The provider refused to create the payment: nothing is authorised under this key. A 409 is
 * not that: the platform answers it while a request with the same idempotence key is still
 * under way, and that request may yet authorise.
 */
export const isCreationRefused = (error: unknown) =>
  isRefusal(error) && (error as DomainError).code !== paymentErrorCodes.actionNotAllowed;

/** Before the provider is asked: the intent of this key, recorded now or by an earlier press. */
export async function recordTokenPaymentIntent(
  executor: Executor,
  intent: NewTokenPaymentIntent,
): Promise<TokenPaymentIntent> {
  await executor.insert(tokenPaymentIntents).values(intent).onConflictDoNothing();
  const [recorded] = await executor
    .select()
    .from(tokenPaymentIntents)
    .where(eq(tokenPaymentIntents.idempotencyKey, intent.idempotencyKey));
  if (!recorded) throw new Error('the token payment intent vanished while it was recorded');
  return recorded;
}

/** The same request each time, so the provider answers the same payment for the same key. */
export function requestOfIntent(intent: TokenPaymentIntent): TokenPaymentRequest {
  return {
    tokenId: intent.providerTokenId,
    amountInCents: intent.amount,
    currency: intent.currency,
    merchantReference: intent.cartId,
    returnUrl: intent.returnUrl,
    locale: intent.locale,
    idempotencyKey: intent.idempotencyKey,
  };
}

/** Once: the first resolution stays. */
export async function resolveTokenPaymentIntent(
  executor: Executor,
  idempotencyKey: string,
  paymentId: string | null,
  now: Date = new Date(),
) {
  await executor
    .update(tokenPaymentIntents)
    .set({ paymentId, resolvedAt: now })
    .where(
      and(eq(tokenPaymentIntents.idempotencyKey, idempotencyKey), isNull(tokenPaymentIntents.resolvedAt)),
    );
}

/**
 * Stores the provider's answer as the cart's pending payment and its attempt, claiming the
 * intent, and holds the gift card's part recorded with the intent. Answers false when someone
 * stored (or gave back) it before; refused with CART_NOT_FINALIZED when the cart no longer waits
 * for it: reset, finalized anew, or given to a payment opened after this intent; 261/264 when
 * the gift card no longer holds its part.
 */
export async function storeTokenAttempt(
  tx: Transaction,
  intent: TokenPaymentIntent,
  paid: TokenPayment,
  now: Date = new Date(),
): Promise<boolean> {
  const attemptKey = tokenPaymentKey(paid.payment.paymentId);
  const [claimed] = await tx
    .update(tokenPaymentIntents)
    .set({ paymentId: paid.payment.paymentId, resolvedAt: now })
    .where(
      and(
        eq(tokenPaymentIntents.idempotencyKey, intent.idempotencyKey),
        isNull(tokenPaymentIntents.resolvedAt),
      ),
    )
    .returning({ key: tokenPaymentIntents.idempotencyKey });
  if (!claimed) return false;
  await storePendingPayment(
    tx,
    {
      tenantId: intent.tenantId,
      cartId: intent.cartId,
      amountInCents: intent.amount,
      finalizedAt: intent.finalizedAt,
    },
    {
      hostedCheckoutId: attemptKey,
      returnMac: paid.challenge?.returnMac ?? randomBytes(18).toString('base64url'),
      redirectUrl: paid.challenge?.redirectUrl ?? intent.returnUrl,
      merchantReference: intent.cartId,
      productIds: intent.productIds,
    },
    { currency: intent.currency, methodKey: intent.methodKey as PaymentMethodKey },
  );
  // Checked under the cart's row lock (taken just above): a page opened meanwhile wins.
  const [newer] = await tx
    .select({ id: paymentAttempts.hostedCheckoutId })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.cartId, intent.cartId),
        gt(paymentAttempts.createdAt, intent.createdAt),
        ne(paymentAttempts.hostedCheckoutId, attemptKey),
      ),
    )
    .limit(1);
  if (newer)
    throw new ConflictError('The cart was given to another payment meanwhile', {
      code: checkoutErrorCodes.cartNotFinalized,
    });
  // A gift card paying the rest's other part: held in this transaction, for this attempt.
  await holdGiftCardOfIntent(tx, intent, attemptKey);
  return true;
}

/** No cart waits for this authorisation: cancelled at the provider, then the intent resolved. */
export async function giveBackTokenPayment(
  deps: Pick<CompletionDependencies, 'transaction' | 'provider'>,
  intent: TokenPaymentIntent,
  paid: TokenPayment,
) {
  if (paid.payment.isCancellable) await deps.provider.cancelPayment(paid.payment.paymentId);
  await deps.transaction((tx) =>
    resolveTokenPaymentIntent(tx, intent.idempotencyKey, paid.payment.paymentId),
  );
}

/**
 * Whether the answer of this payment is stored as an attempt. When it is not, whoever resolved
 * the intent gave the payment back (or took the key for refused): it is cancelled here too if
 * the provider still holds it, so no authorisation is left without an attempt.
 */
export async function hasTokenAttempt(
  deps: Pick<CompletionDependencies, 'transaction' | 'provider'>,
  paid: TokenPayment,
) {
  const attemptKey = tokenPaymentKey(paid.payment.paymentId);
  if (await deps.transaction((tx) => findPaymentAttempt(tx, attemptKey))) return true;
  const payment = await deps.provider.getPayment(paid.payment.paymentId);
  if (payment.isCancellable) await deps.provider.cancelPayment(payment.paymentId);
  return false;
}

export async function listUnresolvedIntents(
  executor: Executor,
  { olderThan, newerThan, limit }: { olderThan: Date; newerThan: Date; limit: number },
) {
  return executor
    .select()
    .from(tokenPaymentIntents)
    .where(
      and(
        isNull(tokenPaymentIntents.resolvedAt),
        lt(tokenPaymentIntents.createdAt, olderThan),
        gt(tokenPaymentIntents.createdAt, newerThan),
      ),
    )
    .orderBy(asc(tokenPaymentIntents.createdAt))
    .limit(limit);
}
