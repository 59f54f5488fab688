import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Transaction } from '../db/database.js';
import type { EmailSender } from '../email/email-sender.js';
import { ConflictError, DomainError, NotFoundError } from '../errors.js';
import {
  findAttemptWithCartPaymentAndOrder,
  placeOrder,
  type AttemptWithCartPaymentAndOrder,
  type OrderRow,
} from '../orders/order-placement.js';
import { confirmWithinPlacement, sendOrderConfirmation } from '../orders/order-confirmation.js';
import { paymentErrorCodes } from '../payments/payment-provider-errors.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { ProviderPayment } from '../payments/provider-payment.js';
import type { TenantContext } from '../tenant/tenant-repository.js';
import { checkoutErrorCodes } from '../schemas/checkout.js';
import { captureOnce } from './order-capture.js';
import { settlePaymentAttempt, type PaymentAttempt } from './payment-attempts.js';
import { storeRequestedMethodOfOrder } from './saved-method-completion.js';
import { attemptStateOf } from './token-payment.js';

// Decision 0034: the redirect, the webhook and the status check all complete here; every step
// may run twice or at once, and a crash between two steps is finished by the next call.
// Decision 0071: an authorisation that cannot become an order is given back, and its attempt
// settled only once the provider took the cancellation, so the status check retries until then.

export type CompletionDependencies = {
  /** Opens a transaction; the route handler gives its database's, so routes own transactions. */
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  /**
   * Issue 39: the database itself, for the one statement that finds the attempt with its cart's
   * payment and order outside a transaction (on PostgreSQL a transaction adds two round trips).
   */
  db?: Executor;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  emailSender?: EmailSender;
};

/**
 * What the caller read already: the attempt with its cart's payment and order (the return checks
 * its RETURNMAC first), its tenant; or the tenants as the API keeps them (TENANT_CACHE_SECONDS),
 * sparing the e-mail its read.
 */
type Known = {
  read?: AttemptWithCartPaymentAndOrder;
  tenant?: TenantContext;
  keptTenant?: (tenantId: string) => TenantContext | undefined;
};

export type Completion =
  | { placed: true; order: OrderRow }
  | { placed: false; paymentStatus: string; paymentErrors: ProviderPayment['errors'] };

/** The page's checkout is over without a payment: cancelled by the shopper or declined for good. */
function paidNothing(checkoutStatus: string, payment: ProviderPayment | null) {
  if (checkoutStatus === 'CANCELLED_BY_CONSUMER' || checkoutStatus.startsWith('CLIENT_NOT_ELIGIBLE'))
    return true;
  return checkoutStatus === 'PAYMENT_CREATED' && (payment === null || !payment.isAuthorized);
}

async function giveBack(
  deps: CompletionDependencies,
  attempt: PaymentAttempt,
  paymentId: string,
  reason: string,
) {
  try {
    await deps.provider.cancelPayment(paymentId);
    await deps.transaction((tx) =>
      settlePaymentAttempt(tx, attempt.hostedCheckoutId, 'CANCELLED', paymentId),
    );
    deps.log.warn(
      { paymentId, cartId: attempt.cartId, reason },
      'payment cancelled: no order was placed for it',
    );
  } catch (error) {
    deps.log.error(
      { paymentId, cartId: attempt.cartId, reason, err: error },
      'payment could not be cancelled',
    );
  }
}

/** A payment with a product the page was not opened for (a card brand the shop does not take). */
function isForeignProduct(attempt: PaymentAttempt, payment: ProviderPayment) {
  if (attempt.productIds.length === 0) return false;
  return payment.product === null || !attempt.productIds.includes(payment.product.productId);
}

/**
 * A completion under way: `placed` settles once its order is committed (or once it placed
 * nothing), `done` once its confirmation, capture and card are seen to as well.
 */
type UnderWay = { placed: Promise<Completion>; done: Promise<Completion> };

/** Per provider (an app's), the completions under way in this process, by hosted checkout. */
const underWay = new WeakMap<PaymentProvider, Map<string, UnderWay>>();

/**
 * Any number of calls, in any order or at once, place one order and capture once.
 * Issue 39: the provider's webhook and the shopper's return come at the same moment. A call that
 * finds the same checkout's completion under way in this process waits for it and answers its
 * placed order, instead of asking the provider again and placing in vain; when that one placed
 * nothing (failed, or not paid yet) it completes on its own as before. Across processes the
 * database keeps the order once as before (decision 0034); this only spares the second call's work.
 * Decision 0102: with `onceCommitted` (the shopper's return) such a call answers as soon as the
 * other one's order is committed; the other one still sees to the confirmation, the capture and
 * the card before answering its own caller (the webhook, which the provider sends again until
 * then). A call that completes on its own always does all of it before answering.
 */
export async function completeHostedCheckout(
  deps: CompletionDependencies,
  hostedCheckoutId: string,
  known: Known = {},
  { onceCommitted = false }: { onceCommitted?: boolean } = {},
): Promise<Completion> {
  let running = underWay.get(deps.provider);
  if (!running) underWay.set(deps.provider, (running = new Map()));
  const earlier = running.get(hostedCheckoutId);
  if (earlier) {
    const shared = await (onceCommitted ? earlier.placed : earlier.done).catch(() => undefined);
    return shared?.placed ? shared : startCompletion(deps, hostedCheckoutId, known).done;
  }
  const completion = startCompletion(deps, hostedCheckoutId, known);
  running.set(hostedCheckoutId, completion);
  try {
    return await completion.done;
  } finally {
    if (running.get(hostedCheckoutId) === completion) running.delete(hostedCheckoutId);
  }
}

function startCompletion(deps: CompletionDependencies, hostedCheckoutId: string, known: Known): UnderWay {
  const placing = orderOf(deps, hostedCheckoutId, known);
  const placed = placing.then((found) =>
    'order' in found ? { placed: true as const, order: found.order } : found,
  );
  // Awaited only by a return that finds this completion under way; a failure is `done`'s to answer.
  placed.catch(() => undefined);
  const done = placing.then(async (found) => {
    if (!('order' in found)) return found;
    const { order, token } = found;
    await confirmOnce(deps, order);
    await captureOnce(deps, order);
    // The card's token comes with the payment this call placed the order for; null: none to keep.
    // Issue 39: a guest's order (no customer in its snapshot) has no card asked to be kept.
    await storeRequestedMethodOfOrder(deps, hostedCheckoutId, order.cart.customerId ? token : null);
    return { placed: true as const, order };
  });
  return { placed, done };
}

/** The checkout's order, found or placed (with the token of the payment it placed it for). */
async function orderOf(deps: CompletionDependencies, hostedCheckoutId: string, known: Known) {
  // Issue 39: the attempt, the cart's payment and its order in one read, before the provider is
  // asked, unless the caller read them (the return).
  const found =
    known.read?.attempt.hostedCheckoutId === hostedCheckoutId
      ? known.read
      : deps.db
        ? await findAttemptWithCartPaymentAndOrder(deps.db, hostedCheckoutId)
        : await deps.transaction((tx) => findAttemptWithCartPaymentAndOrder(tx, hostedCheckoutId));
  if (!found)
    throw new NotFoundError('This shop opened no such payment', { code: paymentErrorCodes.paymentNotFound });
  const { attempt, cart } = found;
  const ordered = cart?.order?.payment.hostedCheckoutId === hostedCheckoutId ? cart.order : undefined;
  if (ordered) return { order: ordered, token: undefined };
  return placeOrderOfAttempt(
    deps,
    attempt,
    cart?.hostedCheckoutId === hostedCheckoutId ? cart : undefined,
    known.tenant ?? known.keptTenant?.(attempt.tenantId),
  );
}

async function placeOrderOfAttempt(
  deps: CompletionDependencies,
  attempt: PaymentAttempt,
  /** The attempt's cart while it waits for this hosted checkout; undefined once it moved on. */
  cart: { amount: number | null; currency: string | null } | undefined,
  tenant: TenantContext | undefined,
): Promise<{ order: OrderRow; token?: string | null } | Extract<Completion, { placed: false }>> {
  const { hostedCheckoutId } = attempt;
  const state = await attemptStateOf(deps.provider, hostedCheckoutId);
  const payment = state.payment;
  if (!payment?.isAuthorized || !payment.amount || state.paymentStatusCategory !== 'SUCCESSFUL') {
    if (paidNothing(state.status, payment))
      await deps.transaction((tx) =>
        settlePaymentAttempt(tx, hostedCheckoutId, 'NOT_PAID', payment?.paymentId ?? null),
      );
    return {
      placed: false,
      paymentStatus: payment?.status ?? state.status,
      paymentErrors: payment?.errors ?? [],
    };
  }
  if (isForeignProduct(attempt, payment)) {
    await giveBack(
      deps,
      attempt,
      payment.paymentId,
      `product ${payment.product?.brandName ?? 'unknown'} not offered`,
    );
    throw new ConflictError('The shop does not take this payment product', {
      code: checkoutErrorCodes.paymentBrandNotOffered,
    });
  }
  if (!cart) {
    // The shopper reset the cart or paid on an older page: no cart waits for this money.
    await giveBack(deps, attempt, payment.paymentId, 'no cart waits for this hosted checkout');
    throw new NotFoundError('No cart waits for this payment', { code: paymentErrorCodes.paymentNotFound });
  }
  if (payment.amount.cents !== cart.amount || payment.amount.currency !== cart.currency) {
    deps.log.error(
      {
        cartId: attempt.cartId,
        paymentId: payment.paymentId,
        authorized: payment.amount,
        expected: cart.amount,
      },
      'payment amount does not match the finalized cart',
    );
    await giveBack(deps, attempt, payment.paymentId, 'amount mismatch');
    throw new ConflictError('The payment does not match the amount of the cart', {
      code: checkoutErrorCodes.paymentAmountMismatch,
    });
  }
  const authorized = { ...payment, amount: payment.amount };
  let order: OrderRow;
  try {
    order = await deps.transaction(async (tx) => {
      const placed = await placeOrder(tx, attempt.cartId, hostedCheckoutId, authorized);
      if (placed.paymentId === payment.paymentId)
        await settlePaymentAttempt(tx, hostedCheckoutId, 'ORDERED', payment.paymentId);
      // Issue 39: into the outbox with the order, in one commit (decision 0036's claim kept).
      return deps.emailSender
        ? confirmWithinPlacement(tx, deps.emailSender, placed, deps.log, tenant)
        : placed;
    });
  } catch (error) {
    if (error instanceof DomainError && error.statusCode < 500)
      await giveBack(deps, attempt, payment.paymentId, error.code);
    throw error;
  }
  // The cart was ordered meanwhile with a method settled outside the provider: give this back.
  if (order.paymentId !== payment.paymentId)
    await giveBack(deps, attempt, payment.paymentId, 'the cart was ordered with another payment');
  // The token of this payment, not of the other one the order was paid with.
  return { order, token: order.paymentId === payment.paymentId ? payment.token : undefined };
}

// A confirmation that cannot go out now (mail server down) does not fail the placed order: the
// status check sends what is still unsent. Into the outbox it went with the order already, unless
// another caller placed it.
async function confirmOnce(deps: CompletionDependencies, order: OrderRow) {
  const sender = deps.emailSender;
  if (!sender || order.confirmationSentAt) return;
  try {
    await deps.transaction((tx) => sendOrderConfirmation(tx, sender, order.id));
  } catch (error) {
    deps.log.error({ orderId: order.id, err: error }, 'order confirmation could not be sent');
  }
}
