import type { Executor } from '../db/database.js';
import { DomainError } from '../errors.js';
import { listOrdersPaidThroughProvider } from '../orders/order-captures.js';
import type { OrderRow } from '../orders/order-placement.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { listAttemptsWithoutOrder, type PaymentAttempt } from './payment-attempts.js';
import { pendingPaymentQuietMs } from './payment-status-check.js';
import { providerAuthorizedOf, providerShareOf } from '../wallet/gift-card-share.js';
import { listUnfinishedDeletions } from '../customers/payment-method-repository.js';
import { listUnresolvedIntents } from './token-payment-intents.js';
import { attemptStateOf } from './token-payment.js';
import { listUnsettledCancellations } from './cancellation-settlement.js';
import { isCaptureDue } from '../orders/order-captures.js';
import { findFinalBill, type FinalBillRow } from '../fulfilment/final-bill-rows.js';
import { listUnsettledRefunds, refundsOfOrder, type RefundRow } from '../fulfilment/order-refunds.js';
import { nothingCaptured } from './order-capture.js';

// Decision 0071: `npm run check:payments` holds the shop's orders and payment attempts against
// the provider's records and lists every disagreement, so an operator (or cron) sees money that
// is held, taken or recorded wrongly.

export const disagreementKinds = [
  'AUTHORISED_WITHOUT_ORDER',
  'ORDERED_WITHOUT_CAPTURE',
  'CAPTURED_WITHOUT_RECORD',
  'RECORDED_WITHOUT_CAPTURE',
  'CAPTURE_REFUSED',
  'AMOUNT_DIFFERS',
  'PROVIDER_UNREADABLE',
  'TOKEN_PAYMENT_UNANSWERED',
  'CARD_DELETION_UNFINISHED',
  'CANCELLED_BUT_HELD',
  'CANCELLATION_UNSETTLED',
  // Decision 0088: an unpicked order's authorisation gone; a final capture whose rest is still
  // held; the provider's refunds and the shop's not the same; a refund unanswered after a minute.
  'AUTHORISATION_GONE',
  'REST_NOT_RELEASED',
  'REFUNDS_DIFFER',
  'REFUND_UNSETTLED',
] as const;

export type Disagreement = {
  kind: (typeof disagreementKinds)[number];
  orderNumber: string | null;
  hostedCheckoutId: string | null;
  paymentId: string | null;
  detail: string;
};

export type PaymentCheckResult = { orders: number; attempts: number; disagreements: Disagreement[] };

const heldStatuses = new Set(['PENDING_CAPTURE', 'CAPTURE_REQUESTED', 'CAPTURED']);
const capturedStatuses = new Set(['CAPTURED', 'CAPTURE_REQUESTED', 'REFUNDED', 'REFUND_REQUESTED']);

const reasonOf = (error: unknown) =>
  error instanceof DomainError ? error.code : error instanceof Error ? error.message : String(error);

async function checkOrder(
  db: Executor,
  provider: PaymentProvider,
  order: OrderRow,
  now: Date,
): Promise<Disagreement[]> {
  const paymentId = order.paymentId!;
  const about = {
    orderNumber: order.orderNumber,
    hostedCheckoutId: order.payment.hostedCheckoutId,
    paymentId,
  };
  if (order.state === 'cancelled') return checkCancelledOrder(provider, order, about);
  if (order.captureRefusedAt)
    return [{ kind: 'CAPTURE_REFUSED', ...about, detail: `the provider refused: ${order.captureRefusal}` }];
  let payment, captures, refunds;
  try {
    [payment, captures, refunds] = await Promise.all([
      provider.getPayment(paymentId),
      provider.getCaptures(paymentId),
      provider.getRefunds(paymentId),
    ]);
  } catch (error) {
    return [{ kind: 'PROVIDER_UNREADABLE', ...about, detail: reasonOf(error) }];
  }
  const taken = captures.filter((capture) => capturedStatuses.has(capture.status));
  const found: Disagreement[] = [];
  const authorized = providerAuthorizedOf(order);
  if (payment.amount && authorized !== null && payment.amount.cents !== authorized)
    found.push({
      kind: 'AMOUNT_DIFFERS',
      ...about,
      detail: `authorised ${payment.amount.cents} at the provider, ${authorized} in the shop`,
    });
  const [bill, shopRefunds] = await Promise.all([findFinalBill(db, order.id), refundsOfOrder(db, order.id)]);
  found.push(...compareRefunds(about, refunds, shopRefunds));
  if (!order.capturedAt) {
    if (taken.length > 0)
      found.push({
        kind: 'CAPTURED_WITHOUT_RECORD',
        ...about,
        detail: `capture ${taken[0]!.operationId} not recorded`,
      });
    // Decision 0088: an order not picked yet is only authorised, and must still be.
    else if (!isCaptureDue(order)) {
      if (payment.status !== 'PENDING_CAPTURE')
        found.push({
          kind: 'AUTHORISATION_GONE',
          ...about,
          detail: `order ${order.state}, payment ${payment.status}`,
        });
    } else if (now.getTime() - (bill?.createdAt ?? order.placedAt).getTime() > pendingPaymentQuietMs)
      found.push({
        kind: 'ORDERED_WITHOUT_CAPTURE',
        ...about,
        detail: `order ${order.state}, payment ${payment.status}`,
      });
    return found;
  }
  if (order.captureId === nothingCaptured) {
    if (payment.status !== 'CANCELLED')
      found.push({
        kind: 'REST_NOT_RELEASED',
        ...about,
        detail: `nothing to capture, payment ${payment.status}`,
      });
    return found;
  }
  if (taken.length === 0) {
    found.push({
      kind: 'RECORDED_WITHOUT_CAPTURE',
      ...about,
      detail: `payment ${payment.status}, no capture`,
    });
    return found;
  }
  const capturedCents = taken.reduce((sum, capture) => sum + (capture.amount?.cents ?? 0), 0);
  const expected = expectedCaptureOf(order, bill);
  if (capturedCents !== expected || (order.capturedAmount !== null && order.capturedAmount !== capturedCents))
    found.push({
      kind: 'AMOUNT_DIFFERS',
      ...about,
      detail: `captured ${capturedCents} at the provider, ${expected} in the shop (${bill ? 'final bill' : 'estimate'} less gift cards)`,
    });
  if (payment.status === 'PENDING_CAPTURE')
    found.push({
      kind: 'REST_NOT_RELEASED',
      ...about,
      detail: `captured ${capturedCents}, the rest still authorised`,
    });
  return found;
}

/**
 * What the provider should have captured: the final bill's share once picked; the estimate (the
 * total less gift cards) of an order captured at placement (its difference is refunded) or placed
 * before decision 0088.
 */
function expectedCaptureOf(order: OrderRow, bill: FinalBillRow | undefined) {
  const capturedForBill = bill && (!order.captureAtPlacement || order.capturedAmount === bill.chargedAmount);
  return capturedForBill ? bill.chargedAmount : providerShareOf(order);
}

/** The provider's refunds against the shop's settled ones (after handover, a long-ahead difference). */
function compareRefunds(
  about: Pick<Disagreement, 'orderNumber' | 'hostedCheckoutId' | 'paymentId'>,
  providerRefunds: Awaited<ReturnType<PaymentProvider['getRefunds']>>,
  shopRefunds: RefundRow[],
): Disagreement[] {
  const atProvider = providerRefunds.reduce((sum, refund) => sum + (refund.amount?.cents ?? 0), 0);
  const settled = shopRefunds
    .filter((refund) => refund.outcome === 'REFUNDED')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const unsettled = shopRefunds
    .filter((refund) => refund.settledAt === null)
    .reduce((sum, refund) => sum + refund.amount, 0);
  // A refund taken whose answer a crash lost is the status check's to record: it counts either way.
  if (atProvider >= settled && atProvider <= settled + unsettled) return [];
  return [
    {
      kind: 'REFUNDS_DIFFER',
      ...about,
      detail: `refunded ${atProvider} at the provider, ${settled} recorded in the shop`,
    },
  ];
}

/** Decision 0084: a cancelled order's payment must end cancelled or refunded at the provider. */
async function checkCancelledOrder(
  provider: PaymentProvider,
  order: OrderRow,
  about: Pick<Disagreement, 'orderNumber' | 'hostedCheckoutId' | 'paymentId'>,
): Promise<Disagreement[]> {
  try {
    const payment = await provider.getPayment(order.paymentId!);
    if (!heldStatuses.has(payment.status)) return [];
    return [{ kind: 'CANCELLED_BUT_HELD', ...about, detail: `order cancelled, payment ${payment.status}` }];
  } catch (error) {
    return [{ kind: 'PROVIDER_UNREADABLE', ...about, detail: reasonOf(error) }];
  }
}

async function checkAttempt(provider: PaymentProvider, attempt: PaymentAttempt): Promise<Disagreement[]> {
  const about = {
    orderNumber: null,
    hostedCheckoutId: attempt.hostedCheckoutId,
    paymentId: attempt.paymentId,
  };
  try {
    // A payment by a saved card (decision 0075) is read by its payment id.
    const { payment } = await attemptStateOf(provider, attempt.hostedCheckoutId);
    if (!payment || !heldStatuses.has(payment.status)) return [];
    return [
      {
        kind: 'AUTHORISED_WITHOUT_ORDER',
        ...about,
        paymentId: payment.paymentId,
        detail: `payment ${payment.status} of cart ${attempt.cartId}, the shop's attempt ${attempt.outcome ?? 'unsettled'}`,
      },
    ];
  } catch (error) {
    return [{ kind: 'PROVIDER_UNREADABLE', ...about, detail: reasonOf(error) }];
  }
}

/**
 * Decision 0079: writes to both sides the status check finishes, still unfinished after the quiet
 * minute: a payment by a saved card whose answer was never stored (the provider may hold an
 * authorisation nobody knows), and a card marked deleted whose token the provider may still keep.
 */
async function unfinishedTwoStepWrites(
  db: Executor,
  { since, before }: { since: Date; before: Date },
): Promise<Disagreement[]> {
  const intents = await listUnresolvedIntents(db, { olderThan: before, newerThan: since, limit: 1000 });
  const deletions = await listUnfinishedDeletions(db, { olderThan: before });
  return [
    ...intents.map((intent) => ({
      kind: 'TOKEN_PAYMENT_UNANSWERED' as const,
      orderNumber: null,
      hostedCheckoutId: null,
      paymentId: null,
      detail: `payment by saved card ${intent.paymentMethodId} of cart ${intent.cartId} asked at ${intent.createdAt.toISOString()}, its answer never stored`,
    })),
    ...deletions.map((method) => ({
      kind: 'CARD_DELETION_UNFINISHED' as const,
      orderNumber: null,
      hostedCheckoutId: null,
      paymentId: null,
      detail: `saved card ${method.id} marked deleted at ${method.deletingAt?.toISOString()}, token ${method.tokenId} perhaps still at the provider`,
    })),
  ];
}

/** Orders placed and attempts opened in the last `days`; attempts younger than a minute are still being paid. */
export async function checkPayments(
  db: Executor,
  provider: PaymentProvider,
  { days, now = new Date() }: { days: number; now?: Date },
): Promise<PaymentCheckResult> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const orders = await listOrdersPaidThroughProvider(db, since);
  const before = new Date(now.getTime() - pendingPaymentQuietMs);
  const attempts = await listAttemptsWithoutOrder(db, { since, before });
  const disagreements: Disagreement[] = [];
  for (const order of orders) disagreements.push(...(await checkOrder(db, provider, order, now)));
  for (const attempt of attempts) disagreements.push(...(await checkAttempt(provider, attempt)));
  disagreements.push(...(await unfinishedTwoStepWrites(db, { since, before })));
  const unsettled = await listUnsettledCancellations(db, { olderThan: before, now, limit: 1000 });
  disagreements.push(
    ...unsettled.map(({ cancellation, orderNumber }) => ({
      kind: 'CANCELLATION_UNSETTLED' as const,
      orderNumber,
      hostedCheckoutId: null,
      paymentId: cancellation.paymentId,
      detail: `cancelled at ${cancellation.cancelledAt.toISOString()}, the provider's refund or release not recorded`,
    })),
  );
  const refunds = await listUnsettledRefunds(db, { olderThan: before, limit: 1000 });
  disagreements.push(
    ...refunds.map(({ refund, orderNumber, paymentId }) => ({
      kind: 'REFUND_UNSETTLED' as const,
      orderNumber,
      hostedCheckoutId: null,
      paymentId,
      detail: `refund of ${refund.amount} (${refund.kind}) asked at ${refund.createdAt.toISOString()}, the provider's answer not recorded`,
    })),
  );
  return { orders: orders.length, attempts: attempts.length, disagreements };
}
