import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { shopperOf } from '../carts/cart-request.js';
import {
  makePaymentMethodPrimary,
  recordPaymentMethodRequest,
  usablePaymentMethod,
} from '../customers/payment-method-repository.js';
import type { Transaction } from '../db/database.js';
import { ConflictError, InvalidDataError } from '../errors.js';
import { productIdsOf } from '../payments/payment-methods.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import { checkoutErrorCodes } from '../schemas/checkout.js';
import { paymentMethodErrorCodes } from '../schemas/payment-methods.js';
import { completeHostedCheckout, type CompletionDependencies } from './checkout-completion.js';
import type { checkoutConfigOf } from './payment-method-rules.js';
import type { PaymentDue } from './pending-payment.js';
import { tokenPaymentKey } from './token-payment.js';
import {
  isCreationRefused,
  recordTokenPaymentIntent,
  requestOfIntent,
  resolveTokenPaymentIntent,
} from './token-payment-intents.js';
import { storeOrGiveBack } from './token-payment-recovery.js';
import { recordIntentGiftCard, type TokenGiftCardPart } from '../wallet/token-gift-card-hold.js';

// Decision 0075, POST /api/checkout: "Diese Karte speichern" asks the hosted page to tokenize the
// card, and a saved card pays by token without the page (3-D Secure where the issuer asks).

export type SaveChoice = { savePaymentMethod?: boolean; setPrimary?: boolean };

/** Who keeps the card of this checkout, or null when nobody asked; refused for guests and non-cards. */
export function savingRequestOf(request: FastifyRequest, methodKey: PaymentMethodKey, choice: SaveChoice) {
  if (!choice.savePaymentMethod) return null;
  const { tenantId, customerId } = shopperOf(request);
  if (!customerId)
    throw new InvalidDataError('Log in to save a card', {
      code: paymentMethodErrorCodes.needsLogin,
      details: { field: 'savePaymentMethod' },
    });
  if (methodKey !== 'credit-cards')
    throw new InvalidDataError('Only cards can be saved', {
      code: paymentMethodErrorCodes.notSavable,
      details: { field: 'savePaymentMethod' },
    });
  return { tenantId, customerId, setPrimary: choice.setPrimary ?? false };
}

/** In the transaction that stores the pending payment: its card is kept once it is authorized. */
export async function recordSavingRequest(
  tx: Transaction,
  saving: ReturnType<typeof savingRequestOf>,
  hostedCheckoutId: string,
) {
  if (saving) await recordPaymentMethodRequest(tx, { ...saving, hostedCheckoutId, purpose: 'ORDER' });
}

/**
 * One payment per finalized cart, card and gift card part, however often the shopper presses the
 * button. The provider keeps keys of at most 40 ASCII characters, so the ids are hashed down.
 */
export function tokenPaymentIdempotencyKey(
  due: Pick<PaymentDue, 'cartId' | 'finalizedAt'>,
  methodId: string,
  giftCard?: Pick<TokenGiftCardPart, 'giftCardId' | 'amount'>,
) {
  const giftPart = giftCard ? `-${giftCard.giftCardId.toLowerCase()}-${giftCard.amount}` : '';
  return createHash('sha256')
    .update(`${due.cartId}-${due.finalizedAt.getTime()}-${methodId}${giftPart}`)
    .digest('base64url')
    .slice(0, 40);
}

export type SavedMethodPayment = {
  deps: Required<CompletionDependencies>;
  config: ReturnType<typeof checkoutConfigOf>;
  currency: string;
  locale: string;
  /** Where the issuer's 3-D Secure page sends the shopper back. */
  returnUrl: string;
};

/**
 * Pays the finalized cart with a saved card: placed at once when the issuer asks for nothing,
 * else answers "pay" with the issuer's page. Only the customer's own, live, unexpired card.
 * With `giftCard`, `due` is the rest, and the gift card's part is held with the stored payment.
 */
export async function payWithSavedMethod(
  { deps, config, currency, locale, returnUrl }: SavedMethodPayment,
  request: FastifyRequest,
  due: PaymentDue,
  {
    methodId,
    methodKey,
    setPrimary,
    giftCard,
  }: { methodId: string; methodKey: PaymentMethodKey; setPrimary: boolean; giftCard?: TokenGiftCardPart },
) {
  const { tenantId, customerId } = shopperOf(request);
  if (!customerId)
    throw new InvalidDataError('Log in to pay with a saved card', {
      code: paymentMethodErrorCodes.needsLogin,
      details: { field: 'savedPaymentMethodId' },
    });
  if (methodKey !== 'credit-cards')
    throw new InvalidDataError('A saved card pays as credit-cards', {
      code: paymentMethodErrorCodes.notSavable,
      details: { field: 'paymentMethodKey' },
    });
  const owner = { tenantId, customerId };
  const method = await deps.transaction((tx) => usablePaymentMethod(tx, owner, methodId));
  const productIds = productIdsOf('credit-cards', config.cardBrands);
  const brandProducts = productIdsOf('credit-cards', [method.brandName]);
  if (!brandProducts.some((productId) => productIds.includes(productId)))
    throw new ConflictError('The shop does not take this card brand', {
      code: checkoutErrorCodes.paymentBrandNotOffered,
      details: { field: 'savedPaymentMethodId' },
    });
  // Decision 0079: the intent is kept before the provider is asked, so an answer lost to a
  // crash is asked for again (same key, same payment) by the status check.
  const idempotencyKey = tokenPaymentIdempotencyKey(due, method.id, giftCard);
  const intent = await deps.transaction(async (tx) => {
    const recorded = await recordTokenPaymentIntent(tx, {
      idempotencyKey,
      tenantId,
      cartId: due.cartId,
      finalizedAt: due.finalizedAt,
      paymentMethodId: method.id,
      providerTokenId: method.providerTokenId,
      amount: due.amountInCents,
      currency,
      methodKey,
      productIds,
      locale,
      returnUrl,
    });
    // In the intent's transaction, so a replay of the intent holds the same part.
    if (giftCard) await recordIntentGiftCard(tx, { idempotencyKey, tenantId }, giftCard);
    return recorded;
  });
  let paid;
  try {
    paid = await deps.provider.createTokenPayment(requestOfIntent(intent));
  } catch (error) {
    if (isCreationRefused(error))
      await deps.transaction((tx) => resolveTokenPaymentIntent(tx, intent.idempotencyKey, null));
    throw error;
  }
  const attemptKey = tokenPaymentKey(paid.payment.paymentId);
  const stored = await storeOrGiveBack(deps, intent, paid, async (tx, claimed) => {
    if (claimed && setPrimary) await makePaymentMethodPrimary(tx, owner, method.id);
  });
  // The cart moved on while the card was charged: the authorisation was given back.
  if (stored.outcome === 'given-back')
    throw (
      stored.refusal ??
      new ConflictError('The cart changed while the payment was prepared', {
        code: checkoutErrorCodes.cartNotFinalized,
      })
    );
  if (paid.challenge)
    return { next: 'pay' as const, redirectUrl: paid.challenge.redirectUrl, hostedCheckoutId: attemptKey };
  const completion = await completeHostedCheckout(deps, attemptKey);
  if (!completion.placed)
    throw new ConflictError('The card was not authorized', {
      code: checkoutErrorCodes.paymentNotAuthorized,
      details: {
        paymentError: {
          code: completion.paymentErrors[0]?.code ?? completion.paymentStatus,
          description: completion.paymentStatus,
        },
      },
    });
  return { next: 'placed' as const, order: completion.order };
}
