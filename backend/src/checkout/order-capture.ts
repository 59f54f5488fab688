import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from '../db/database.js';
import { DomainError } from '../errors.js';
import type { OrderRow } from '../orders/order-placement.js';
import { claimCapture, recordCapture, recordCaptureRefusal } from '../orders/order-captures.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { providerShareOf } from '../wallet/gift-card-share.js';

// Decision 0071: the capture of a placed order survives any crash. The call carries the same
// idempotence key each time, so the provider takes it once; an answer that was lost is found
// again among the payment's captures; a payment the provider will not capture is recorded with
// the order for operators and left alone.

type CaptureDependencies = {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
};

const capturedStatuses = new Set(['CAPTURED', 'CAPTURE_REQUESTED']);

/** The provider answered and said no; a timeout or a 5xx may go through on the next try. */
const isRefusal = (error: unknown) => error instanceof DomainError && error.statusCode < 500;

/** Captures a placed order once; never throws, as the order stands whatever the provider says. */
export async function captureOnce(deps: CaptureDependencies, order: OrderRow) {
  const paymentId = order.paymentId;
  if (order.capturedAt || order.captureRefusedAt || paymentId === null) return;
  try {
    if (!(await deps.transaction((tx) => claimCapture(tx, order.id)))) return;
  } catch (error) {
    deps.log.error({ orderNumber: order.orderNumber, err: error }, 'capture could not be claimed');
    return;
  }
  try {
    const capture = await deps.provider.capturePayment(paymentId, providerShareOf(order), {
      // 40 characters, the provider's limit: the order's uuid without its dashes.
      idempotencyKey: `capture-${order.id.replaceAll('-', '')}`,
    });
    await deps.transaction((tx) => recordCapture(tx, order.id, capture.operationId));
  } catch (error) {
    await recoverCapture(deps, order, paymentId, error).catch((recoveryError: unknown) =>
      deps.log.error(
        { orderNumber: order.orderNumber, paymentId, err: recoveryError, captureError: error },
        'capture failed and its state could not be read from the provider: the status check tries again',
      ),
    );
  }
}

async function recoverCapture(deps: CaptureDependencies, order: OrderRow, paymentId: string, error: unknown) {
  const taken = (await deps.provider.getCaptures(paymentId)).find((capture) =>
    capturedStatuses.has(capture.status),
  );
  if (taken) {
    await deps.transaction((tx) => recordCapture(tx, order.id, taken.operationId));
    deps.log.warn(
      { orderNumber: order.orderNumber, paymentId },
      'capture found at the provider and recorded',
    );
    return;
  }
  const payment = await deps.provider.getPayment(paymentId);
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
