import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { captureOnce } from '../checkout/order-capture.js';
import type { Executor, Transaction } from '../db/database.js';
import { orders } from '../db/schema/orders.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import {
  claimRefund,
  ensureDifferenceRefund,
  listOrdersMissingDifference,
  listUnsettledRefunds,
  recordRefundSettled,
} from './order-refunds.js';

// Decision 0088: the provider's side of a picked order and of refunds, after the shop's commit.
// The capture is decision 0071's (same key, read back when its answer is lost); a refund is asked
// with its row's key, so a repeat after a crash is the same refund. The status check runs the same
// functions for whatever a crash or the provider left unfinished.

export type ProviderSideDependencies = {
  transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
};

async function orderById(executor: Executor, orderId: string) {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** Asks the provider for one refund; never throws (the status check tries again). */
export async function settleRefund(
  deps: ProviderSideDependencies,
  refundId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const claimed = await deps.transaction((tx) => claimRefund(tx, refundId, now));
  if (!claimed?.idempotencyKey) return false;
  const order = await deps.transaction((tx) => orderById(tx, claimed.orderId));
  if (!order?.paymentId) return false;
  try {
    const refund = await deps.provider.refundPayment(
      order.paymentId,
      { cents: claimed.amount, currency: order.payment.currency },
      { idempotencyKey: claimed.idempotencyKey },
    );
    await deps.transaction((tx) => recordRefundSettled(tx, claimed.id, refund.operationId, new Date()));
    return true;
  } catch (error) {
    deps.log.error(
      { orderNumber: order.orderNumber, refundId, err: error },
      'refund not taken by the provider: the status check asks again',
    );
    return false;
  }
}

/**
 * After "picked": the final capture (or, for an order captured at its estimate, the refund of the
 * difference). Never throws; whatever is left is the status check's.
 */
export async function settlePickedOrder(deps: ProviderSideDependencies, orderId: string) {
  const order = await deps.transaction((tx) => orderById(tx, orderId));
  if (!order || order.paymentId === null) return;
  await captureOnce(deps, order);
  await settleOrderRefunds(deps, orderId);
}

/** The difference row (if due) and every unsettled refund of the order, asked now. */
export async function settleOrderRefunds(deps: ProviderSideDependencies, orderId: string) {
  try {
    await deps.transaction((tx) => ensureDifferenceRefund(tx, orderId));
    for (const { refund } of await deps.transaction((tx) => listUnsettledRefunds(tx, { orderId })))
      await settleRefund(deps, refund.id);
  } catch (error) {
    deps.log.error({ orderId, err: error }, 'refunds of an order could not be settled now');
  }
}

/** The status check's round: difference rows a crash left unwritten, and refunds unsettled for a minute. */
export async function settleUnsettledRefunds(
  deps: ProviderSideDependencies & { db: Executor },
  { olderThan, now, limit }: { olderThan: Date; now: Date; limit: number },
) {
  for (const orderId of await listOrdersMissingDifference(deps.db, limit))
    await deps.transaction((tx) => ensureDifferenceRefund(tx, orderId, now));
  let settled = 0;
  for (const { refund } of await listUnsettledRefunds(deps.db, { olderThan, limit }))
    if (await settleRefund(deps, refund.id, now)) settled += 1;
  return settled;
}
