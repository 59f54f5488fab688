import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../db/database.js';
import { DomainError } from '../errors.js';
import type { OrderRow } from '../orders/order-placement.js';
import { claimCapture, isCaptureDue, recordCapture, recordCaptureRefusal } from '../orders/order-captures.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { captureAmountOf } from '../fulfilment/final-bill-rows.js';

// Decision 0071: the capture of an order survives any crash. The call carries the same
// idempotence key each time, so the provider takes it once; an answer that was lost is found
// again among the payment's captures; a payment the provider will not capture is recorded with
// the order for operators and left alone. Decision 0088: it is due once the order is picked (the
// final bill's share, a final capture releasing the rest), or at placement for a slot beyond
// the authorisation's life (the estimate).

type CaptureDependencies = {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
};

const capturedStatuses = new Set(['CAPTURED', 'CAPTURE_REQUESTED']);

/** The provider answered and said no; a timeout or a 5xx may go through on the next try. */
const isRefusal = (error: unknown) => error instanceof DomainError && error.statusCode < 500;

/** A bill of nothing (every line missing, a gift card paying it all) captures nothing: the authorisation is cancelled. */
export const nothingCaptured = 'NOTHING_CAPTURED';

/** Captures an order whose capture is due, once; never throws, as the order stands whatever the provider says. */
export async function captureOnce(deps: CaptureDependencies, order: OrderRow) {
  const paymentId = order.paymentId;
  if (order.capturedAt || order.captureRefusedAt || paymentId === null || !isCaptureDue(order)) return;
  let amount: number;
  try {
    const claimed = await deps.transaction(async (tx) =>
      (await claimCapture(tx, order.id)) ? captureAmountOf(tx, order) : null,
    );
    if (claimed === null) return;
    amount = claimed;
  } catch (error) {
    deps.log.error({ orderNumber: order.orderNumber, err: error }, 'capture could not be claimed');
    return;
  }
  try {
    if (amount === 0) {
      await deps.provider.cancelPayment(paymentId);
      await deps.transaction((tx) => recordCapture(tx, order.id, nothingCaptured, 0));
      return;
    }
    const capture = await deps.provider.capturePayment(paymentId, amount, {
      // 40 characters, the provider's limit: the order's uuid without its dashes.
      idempotencyKey: `capture-${order.id.replaceAll('-', '')}`,
    });
    await deps.transaction((tx) => recordCapture(tx, order.id, capture.operationId, amount));
  } catch (error) {
    await recoverCapture(deps, order, paymentId, amount, error).catch((recoveryError: unknown) =>
      deps.log.error(
        { orderNumber: order.orderNumber, paymentId, err: recoveryError, captureError: error },
        'capture failed and its state could not be read from the provider: the status check tries again',
      ),
    );
  }
}

async function recoverCapture(
  deps: CaptureDependencies,
  order: OrderRow,
  paymentId: string,
  amount: number,
  error: unknown,
) {
  const taken = (await deps.provider.getCaptures(paymentId)).find((capture) =>
    capturedStatuses.has(capture.status),
  );
  if (taken) {
    const captured = taken.amount?.cents ?? amount;
    await deps.transaction((tx) => recordCapture(tx, order.id, taken.operationId, captured));
    deps.log.warn(
      { orderNumber: order.orderNumber, paymentId },
      'capture found at the provider and recorded',
    );
    return;
  }
  const payment = await deps.provider.getPayment(paymentId);
  if (amount === 0 && payment.status === 'CANCELLED') {
    await deps.transaction((tx) => recordCapture(tx, order.id, nothingCaptured, 0));
    return;
  }
  if (payment.status === 'PENDING_CAPTURE' && !isRefusal(error)) {
    deps.log.warn(
      { orderNumber: order.orderNumber, paymentId, err: error },
      'capture did not go through: the status check tries again',
    );
    return;
  }
  const code = error instanceof DomainError ? error.code : 'UNKNOWN';
  await deps.transaction((tx) => recordCaptureRefusal(tx, order.id, `${payment.status}: ${code}`));
  deps.log.error(
    { orderNumber: order.orderNumber, paymentId, paymentStatus: payment.status, err: error },
    'the provider refused the capture of an order: an operator must settle it',
  );
}
