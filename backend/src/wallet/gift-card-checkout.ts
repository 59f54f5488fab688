import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { shopperOf } from '../carts/cart-request.js';
import { paymentDueOf, storePendingPayment, type PaymentDue } from '../checkout/pending-payment.js';
import { paymentMethodRefusal } from '../checkout/payment-method-rules.js';
import {
  payWithSavedMethod,
  recordSavingRequest,
  savingRequestOf,
  type SavedMethodPayment,
} from '../checkout/saved-method-checkout.js';
import {
  findShopperOrderOfCart,
  lockedDueOrOrder,
  refuseUnusableMethod,
} from '../checkout/settled-outside-checkout.js';
import type { Database, Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { ConflictError, InvalidDataError } from '../errors.js';
import { placeOrder, type OrderRow } from '../orders/order-placement.js';
import { isHostedPaymentMethodKey } from '../payments/payment-methods.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import type { CheckoutConfig } from '../schemas/tenant.js';
import { paymentMethodErrorCodes } from '../schemas/payment-methods.js';
import { giftCardPaymentCodes, type CheckoutGiftCard } from '../schemas/wallet.js';
import {
  debitGiftCard,
  checkGiftCardCanPay,
  moveHeldDebit,
  repeatedDebitOf,
  releaseAbandonedDebits,
  type GiftCardDebit,
} from './gift-card-ledger.js';

// POST /api/checkout with a gift card (decision 0074): it pays part or all of the finalized
// cart; the rest goes to the hosted page (which may keep the card), a saved card (decision 0079)
// or a method settled outside it. Paid entirely by gift card, the order is placed in the debit's
// own transaction, so it happens exactly once.

export type GiftCardCheckout = {
  checkoutId: string;
  paymentMethodKey: PaymentMethodKey | 'gift-card';
  giftCard?: CheckoutGiftCard;
  savedPaymentMethodId?: string;
  savePaymentMethod?: boolean;
  setPrimary?: boolean;
};

export type GiftCardCheckoutContext = {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  config: CheckoutConfig;
  currency: string;
  locale: string;
  /** How a saved card pays the rest. */
  savedMethod: SavedMethodPayment;
};

export type GiftCardCheckoutAnswer =
  | { next: 'confirmation'; order: OrderRow }
  /** Placed by the saved card's completion, which sends the confirmation itself. */
  | { next: 'placed'; order: OrderRow }
  | { next: 'pay'; redirectUrl: string; hostedCheckoutId: string };

const invalid = (reason: string, message: string) =>
  new InvalidDataError(message, {
    code: giftCardPaymentCodes.invalid,
    details: { field: 'giftCard', reason },
  });

async function orderTotalOf(tx: Transaction, cartId: string): Promise<number> {
  const [cart] = await tx.select({ finalized: carts.finalizedCart }).from(carts).where(eq(carts.id, cartId));
  if (!cart?.finalized) throw new Error(`finalized cart ${cartId} without its snapshot`);
  return cart.finalized.priceInfo.total;
}

function debitOf(
  request: FastifyRequest,
  due: PaymentDue,
  giftCard: CheckoutGiftCard,
  hostedCheckoutId: string | null,
  defaultKey: string,
): GiftCardDebit {
  const { customerId } = shopperOf(request);
  if (!customerId) throw new Error('gift card debit without a customer');
  return {
    tenantId: due.tenantId,
    customerId,
    giftCardId: giftCard.id,
    amount: giftCard.amount,
    // A client's key is its own; without one, the order (once) or the hosted page names the debit.
    transactionKey: giftCard.transactionKey ? `${customerId}:${giftCard.transactionKey}` : defaultKey,
    cartId: due.cartId,
    hostedCheckoutId,
  };
}

/** The whole basket, or the gift card with a method settled outside the provider: one transaction. */
async function placeWithoutHostedPage(
  context: GiftCardCheckoutContext,
  request: FastifyRequest,
  { checkoutId, giftCard }: { checkoutId: string; giftCard: CheckoutGiftCard },
  methodKey: PaymentMethodKey | 'gift-card',
): Promise<OrderRow> {
  return context.db.transaction(async (tx) => {
    const found = await lockedDueOrOrder(tx, request, checkoutId);
    if (found.placed) return found.placed;
    const { due } = found;
    const total = await orderTotalOf(tx, due.cartId);
    if (methodKey === 'gift-card' && giftCard.amount !== total)
      throw invalid('REST_WITHOUT_METHOD', 'Choose how to pay what the gift card does not');
    if (methodKey !== 'gift-card') refuseUnusableMethod(context.config, methodKey, due.circumstances);
    await debitGiftCard(
      tx,
      debitOf(request, due, giftCard, null, `checkout:${due.cartId}:${due.finalizedAt.getTime()}`),
    );
    return placeOrder(tx, due.cartId, null, {
      settledOutside: methodKey,
      currency: context.currency,
      giftCard: { giftCardId: giftCard.id.toLowerCase(), amount: giftCard.amount },
    });
  });
}

export async function checkoutWithGiftCard(
  context: GiftCardCheckoutContext,
  request: FastifyRequest,
  body: GiftCardCheckout,
  returnUrl: (methodKey: PaymentMethodKey) => string,
): Promise<GiftCardCheckoutAnswer> {
  const { giftCard, checkoutId } = body;
  if (!giftCard) throw invalid('GIFT_CARD_MISSING', 'Choose the gift card to pay with');
  if (!shopperOf(request).customerId)
    throw new ConflictError('Log in to pay with a gift card of your wallet', {
      code: giftCardPaymentCodes.missing,
      details: { field: 'giftCard' },
    });
  let due;
  try {
    due = await context.db.transaction((tx) => paymentDueOf(tx, request, checkoutId));
  } catch (error) {
    // Ordered by a call a moment ago (a double click): its order is the answer.
    const placed = await context.db.transaction((tx) => findShopperOrderOfCart(tx, request, checkoutId));
    if (placed) return { next: 'confirmation', order: placed };
    throw error;
  }
  const total = await context.db.transaction((tx) => orderTotalOf(tx, due.cartId));
  if (giftCard.amount > total)
    throw invalid('AMOUNT_ABOVE_TOTAL', 'The gift card cannot pay more than the order costs');
  const methodKey = body.paymentMethodKey;
  const savedMethodId = body.savedPaymentMethodId;
  if (giftCard.amount === total || methodKey === 'gift-card' || !isHostedPaymentMethodKey(methodKey)) {
    if (savedMethodId)
      throw new InvalidDataError('A saved card pays only a rest by card', {
        code: giftCardPaymentCodes.invalid,
        details: { field: 'savedPaymentMethodId', reason: 'NO_REST_FOR_SAVED_CARD' },
      });
    if (body.savePaymentMethod)
      throw new InvalidDataError('Only a card paying the rest can be saved', {
        code: paymentMethodErrorCodes.notSavable,
        details: { field: 'savePaymentMethod' },
      });
    const order = await placeWithoutHostedPage(context, request, { checkoutId, giftCard }, methodKey);
    return { next: 'confirmation', order };
  }
  const refusal = paymentMethodRefusal(context.config, methodKey, due.circumstances);
  if (refusal)
    throw new InvalidDataError('This payment method cannot be used for this cart', {
      code: refusal,
      details: { field: 'paymentMethodKey' },
    });
  // A card that cannot pay opens no page; the debit itself is made with the page's attempt.
  const pageKey = (hostedCheckoutId: string) => `hosted:${hostedCheckoutId}`;
  await context.db.transaction((tx) =>
    checkGiftCardCanPay(tx, debitOf(request, due, giftCard, null, pageKey('not-yet-opened'))),
  );
  const rest = due.amountInCents - giftCard.amount;
  if (savedMethodId) {
    if (body.savePaymentMethod)
      throw new InvalidDataError('A saved card is kept already', {
        code: paymentMethodErrorCodes.notSavable,
        details: { field: 'savePaymentMethod' },
      });
    const debit = debitOf(request, due, giftCard, null, '');
    const paid = await payWithSavedMethod(
      context.savedMethod,
      request,
      { ...due, amountInCents: rest },
      {
        methodId: savedMethodId,
        methodKey,
        setPrimary: body.setPrimary ?? false,
        giftCard: {
          customerId: debit.customerId,
          giftCardId: giftCard.id,
          amount: giftCard.amount,
          transactionKey: giftCard.transactionKey ? debit.transactionKey : null,
        },
      },
    );
    return paid.next === 'pay' ? paid : { next: 'placed', order: paid.order };
  }
  const saving = savingRequestOf(request, methodKey, body);
  const created = await context.provider.createHostedCheckout({
    amountInCents: rest,
    currency: context.currency,
    merchantReference: due.cartId,
    returnUrl: returnUrl(methodKey),
    locale: context.locale,
    methodKeys: [methodKey],
    cardBrands: context.config.cardBrands,
    tokenize: saving !== null,
  });
  await context.db.transaction(async (tx) => {
    await storePendingPayment(tx, { ...due, amountInCents: rest }, created, {
      currency: context.currency,
      methodKey,
    });
    await recordSavingRequest(tx, saving, created.hostedCheckoutId);
    const debit = debitOf(
      request,
      due,
      giftCard,
      created.hostedCheckoutId,
      pageKey(created.hostedCheckoutId),
    );
    // The same client key again: its debit pays this page now instead of the older one.
    const repeated = await repeatedDebitOf(tx, debit);
    if (repeated) await moveHeldDebit(tx, repeated, created.hostedCheckoutId);
    // The cart now waits for this page only: what an older page of it held goes back first.
    await releaseAbandonedDebits(tx, { cartId: due.cartId });
    if (!repeated) await debitGiftCard(tx, debit);
  });
  return { next: 'pay', redirectUrl: created.redirectUrl, hostedCheckoutId: created.hostedCheckoutId };
}
