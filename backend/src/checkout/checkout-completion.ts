import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../db/database.js';
import type { EmailSender } from '../email/email-sender.js';
import { ConflictError, DomainError, NotFoundError } from '../errors.js';
import {
  claimCapture,
  findCartPaidBy,
  findOrderOfCart,
  placeOrder,
  recordCapture,
  type OrderRow,
} from '../orders/order-placement.js';
import { sendOrderConfirmation } from '../orders/order-confirmation.js';
import { paymentErrorCodes } from '../payments/payment-provider-errors.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { ProviderPayment } from '../payments/provider-payment.js';
import { checkoutErrorCodes } from '../schemas/checkout.js';

// Decision 0034: the redirect and the webhook both complete here; every step may run twice or
// at once, and a crash between two steps is finished by the next call.

export type CompletionDependencies = {
  /** Opens a transaction; the route handler gives its database's, so routes own transactions. */
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  emailSender?: EmailSender;
};

export type Completion =
  | { placed: true; order: OrderRow }
  | { placed: false; paymentStatus: string; paymentErrors: ProviderPayment['errors'] };

// An order that cannot be placed (227, 023, an amount that does not match) gives the money back.
async function cancelQuietly(deps: CompletionDependencies, paymentId: string, reason: string) {
  try {
    await deps.provider.cancelPayment(paymentId);
    deps.log.warn({ paymentId, reason }, 'payment cancelled: no order was placed for it');
  } catch (error) {
    deps.log.error({ paymentId, reason, err: error }, 'payment could not be cancelled');
  }
}

// Any number of calls, in any order or at once, place one order and capture once.
export async function completeHostedCheckout(
  deps: CompletionDependencies,
  hostedCheckoutId: string,
): Promise<Completion> {
  const cart = await deps.transaction((tx) => findCartPaidBy(tx, hostedCheckoutId));
  let order =
    cart?.status === 'ORDERED' ? await deps.transaction((tx) => findOrderOfCart(tx, cart.id)) : undefined;
  if (!order) {
    const state = await deps.provider.getHostedCheckout(hostedCheckoutId);
    const payment = state.payment;
    if (!payment?.isAuthorized || !payment.amount || state.paymentStatusCategory !== 'SUCCESSFUL') {
      return {
        placed: false,
        paymentStatus: payment?.status ?? state.status,
        paymentErrors: payment?.errors ?? [],
      };
    }
    if (!cart) {
      // The shopper reset the cart or paid on an older page: no cart waits for this money.
      await cancelQuietly(deps, payment.paymentId, 'no cart waits for this hosted checkout');
      throw new NotFoundError('No cart waits for this payment', { code: paymentErrorCodes.paymentNotFound });
    }
    if (payment.amount.cents !== cart.paymentAmount || payment.amount.currency !== cart.paymentCurrency) {
      deps.log.error(
        {
          cartId: cart.id,
          paymentId: payment.paymentId,
          authorized: payment.amount,
          expected: cart.paymentAmount,
        },
        'payment amount does not match the finalized cart',
      );
      await cancelQuietly(deps, payment.paymentId, 'amount mismatch');
      throw new ConflictError('The payment does not match the amount of the cart', {
        code: checkoutErrorCodes.paymentAmountMismatch,
      });
    }
    const authorized = { ...payment, amount: payment.amount };
    try {
      order = await deps.transaction((tx) => placeOrder(tx, cart.id, hostedCheckoutId, authorized));
    } catch (error) {
      if (error instanceof DomainError && error.statusCode < 500)
        await cancelQuietly(deps, payment.paymentId, error.code);
      throw error;
    }
    // The cart was ordered meanwhile with a method settled outside the provider: give this back.
    if (order.paymentId === null)
      await cancelQuietly(deps, payment.paymentId, 'the cart was ordered with a method paid elsewhere');
  }
  await confirmOnce(deps, order);
  await captureOnce(deps, order);
  return { placed: true, order };
}

// A confirmation that cannot go out now (mail server down) does not fail the placed order: the
// status check sends what is still unsent.
async function confirmOnce(deps: CompletionDependencies, order: OrderRow) {
  const sender = deps.emailSender;
  if (!sender || order.confirmationSentAt) return;
  try {
    await deps.transaction((tx) => sendOrderConfirmation(tx, sender, order.id));
  } catch (error) {
    deps.log.error({ orderId: order.id, err: error }, 'order confirmation could not be sent');
  }
}

async function captureOnce(deps: CompletionDependencies, order: OrderRow) {
  if (order.capturedAt || order.paymentId === null) return;
  if (!(await deps.transaction((tx) => claimCapture(tx, order.id)))) return;
  const capture = await deps.provider.capturePayment(order.paymentId, order.total, {
    idempotencyKey: `capture-${order.id}`,
  });
  await deps.transaction((tx) => recordCapture(tx, order.id, capture.operationId));
}
