import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { DomainError } from '../errors.js';
import { listUnconfirmedOrders, sendOrderConfirmation } from '../orders/order-confirmation.js';
import { completeHostedCheckout, type CompletionDependencies } from './checkout-completion.js';

// Decision 0036: when both the shopper's return and every webhook are lost, the API asks the
// provider itself, so no confirmed payment stays without an order.

/** Younger pending payments are still being paid; the return and the webhook come first. */
export const pendingPaymentQuietMs = 60_000;
/** A hosted checkout lapses long before this; older carts are left to the shopper's next visit. */
const pendingPaymentHorizonMs = 24 * 60 * 60_000;
const batchSize = 50;

export async function listPendingHostedCheckouts(executor: Executor, now: Date): Promise<string[]> {
  // A finalized cart refuses every change, so its updated_at is when its pending payment was stored.
  const rows = await executor
    .select({ hostedCheckoutId: carts.paymentHostedCheckoutId })
    .from(carts)
    .where(
      and(
        eq(carts.status, 'FINALIZED'),
        isNotNull(carts.paymentHostedCheckoutId),
        lt(carts.updatedAt, new Date(now.getTime() - pendingPaymentQuietMs)),
        gt(carts.updatedAt, new Date(now.getTime() - pendingPaymentHorizonMs)),
      ),
    )
    .orderBy(asc(carts.updatedAt))
    .limit(batchSize);
  return rows.flatMap((row) => (row.hostedCheckoutId ? [row.hostedCheckoutId] : []));
}

export type StatusCheckDependencies = Required<CompletionDependencies> & { db: Executor };

export async function checkPendingPayments(deps: StatusCheckDependencies, now: Date = new Date()) {
  let placed = 0;
  for (const hostedCheckoutId of await listPendingHostedCheckouts(deps.db, now)) {
    try {
      const completion = await completeHostedCheckout(deps, hostedCheckoutId);
      if (completion.placed) placed += 1;
    } catch (error) {
      // A refusal (227, 023, a mismatch) already cancelled the payment; anything else is tried next round.
      const level = error instanceof DomainError && error.statusCode < 500 ? 'warn' : 'error';
      deps.log[level]({ hostedCheckoutId, err: error }, 'status check placed no order for a pending payment');
    }
  }
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
