import { DomainError } from '../errors.js';
import { listOrdersAwaitingCapture } from '../orders/order-captures.js';
import { listUnconfirmedOrders, sendOrderConfirmation } from '../orders/order-confirmation.js';
import { completeHostedCheckout, type CompletionDependencies } from './checkout-completion.js';
import { captureOnce } from './order-capture.js';
import { listUnsettledAttempts, settlePaymentAttempt } from './payment-attempts.js';
import { releaseAbandonedDebits } from '../wallet/gift-card-ledger.js';
import {
  listUnfinishedDeletions,
  removeDeletedPaymentMethod,
} from '../customers/payment-method-repository.js';
import { recoverTokenPayments } from './token-payment-recovery.js';
import { settleUnsettledCancellations } from './cancellation-settlement.js';
import { settleUnsettledRefunds } from '../fulfilment/final-capture.js';

// Decision 0036: when both the shopper's return and every webhook are lost, the API asks the
// provider itself, so no confirmed payment stays without an order. Decision 0071: it also gives
// back what cannot become an order, and captures what a crash left uncaptured (decision 0088:
// picked orders, and orders captured at placement by the long-ahead rule), and finishes refunds.

/** Younger payments are still being paid; the return and the webhook come first. */
export const pendingPaymentQuietMs = 60_000;
/** Authorisations lapse at the provider within days; older attempts are left to check:payments. */
const pendingPaymentHorizonMs = 7 * 24 * 60 * 60_000;
/** The provider closes a hosted checkout nobody paid after this long (Worldline: 3 hours at most). */
const hostedCheckoutLifetimeMs = 3 * 60 * 60_000;
const batchSize = 50;

/** The completion's, all of them (its `db` reads the attempts due too). */
export type StatusCheckDependencies = Required<CompletionDependencies>;

const levelOf = (error: unknown) =>
  error instanceof DomainError && error.statusCode < 500 ? 'warn' : 'error';

async function settleAttempts(deps: StatusCheckDependencies, now: Date) {
  let placed = 0;
  const attempts = await listUnsettledAttempts(deps.db, {
    olderThan: new Date(now.getTime() - pendingPaymentQuietMs),
    newerThan: new Date(now.getTime() - pendingPaymentHorizonMs),
    limit: batchSize,
  });
  for (const { hostedCheckoutId, createdAt } of attempts) {
    try {
      const completion = await completeHostedCheckout(deps, hostedCheckoutId);
      if (completion.placed) placed += 1;
      else if (now.getTime() - createdAt.getTime() > hostedCheckoutLifetimeMs)
        await settlePaymentAttempt(deps.db, hostedCheckoutId, 'NOT_PAID', null, now);
    } catch (error) {
      // A refusal (227, 023, a mismatch) gave the payment back; anything else is tried next round.
      deps.log[levelOf(error)](
        { hostedCheckoutId, err: error },
        'status check placed no order for a payment',
      );
    }
  }
  return placed;
}

/**
 * Decision 0079: a saved card whose deletion a crash interrupted (marked, token perhaps still at
 * the provider) is finished here once nobody finished it for a minute; an unknown token counts
 * as deleted, so finishing twice is harmless.
 */
async function finishCardDeletions(deps: StatusCheckDependencies, now: Date) {
  let finished = 0;
  const marked = await listUnfinishedDeletions(deps.db, {
    olderThan: new Date(now.getTime() - pendingPaymentQuietMs),
    limit: batchSize,
  });
  for (const method of marked) {
    try {
      await deps.provider.deleteToken(method.tokenId);
      await removeDeletedPaymentMethod(deps.db, method, method.id);
      finished += 1;
    } catch (error) {
      deps.log.error({ paymentMethodId: method.id, err: error }, 'status check could not delete a card');
    }
  }
  return finished;
}

export async function checkPendingPayments(deps: StatusCheckDependencies, now: Date = new Date()) {
  // Decision 0079: payments by a saved card whose answer a crash lost are asked for again first,
  // so their attempts are settled in the same round.
  const recovered = await recoverTokenPayments(deps, {
    olderThan: new Date(now.getTime() - pendingPaymentQuietMs),
    newerThan: new Date(now.getTime() - pendingPaymentHorizonMs),
    limit: batchSize,
  });
  if (recovered.length)
    deps.log.warn({ recovered }, 'status check finished payments by saved cards whose answer was lost');
  const placed = await settleAttempts(deps, now);
  // Decision 0074: gift-card parts of pages that can no longer become an order (a reset cart, a
  // newer page, a crash between settling and releasing) go back onto their cards.
  const released = await releaseAbandonedDebits(deps.db);
  if (released) deps.log.info({ released }, 'status check released gift-card debits nobody paid the rest of');
  const deleted = await finishCardDeletions(deps, now);
  if (deleted)
    deps.log.warn({ deleted }, 'status check finished deletions of saved cards a crash interrupted');
  const awaitingCapture = await listOrdersAwaitingCapture(deps.db, {
    placedBefore: new Date(now.getTime() - pendingPaymentQuietMs),
    now,
    limit: batchSize,
  });
  // Decision 0088: only picked orders (and those captured at placement by the long-ahead rule)
  // are due; a placed order stays authorised until it is picked.
  for (const order of awaitingCapture) await captureOnce(deps, order);
  const refunded = await settleUnsettledRefunds(deps, {
    olderThan: new Date(now.getTime() - pendingPaymentQuietMs),
    now,
    limit: batchSize,
  });
  if (refunded) deps.log.warn({ refunded }, 'status check finished refunds a crash or the provider cut off');
  // Decision 0084: cancellations whose refund or release a crash (or the provider) cut off.
  const settledCancellations = await settleUnsettledCancellations(deps, {
    olderThan: new Date(now.getTime() - pendingPaymentQuietMs),
    now,
    limit: batchSize,
  });
  if (settledCancellations)
    deps.log.warn({ settledCancellations }, 'status check gave back the money of cancelled orders');
  for (const orderId of await listUnconfirmedOrders(
    deps.db,
    new Date(now.getTime() - pendingPaymentQuietMs),
  )) {
    try {
      await deps.transaction((tx) => sendOrderConfirmation(tx, deps.emailSender, orderId, now));
    } catch (error) {
      deps.log.error({ orderId, err: error }, 'order confirmation could not be sent');
    }
  }
  if (placed) deps.log.info({ placed }, 'status check placed orders for payments nobody reported');
  return placed;
}
