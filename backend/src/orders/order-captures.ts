import { and, asc, eq, gte, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { orders } from '../db/schema/orders.js';

// The capture of a placed order: claimed by one caller, recorded once, or refused for good.

// A capture taken on but never confirmed (the API stopped) is taken over after this long.
export const captureClaimTimeoutMs = 60_000;

export async function claimCapture(tx: Transaction, orderId: string, now: Date = new Date()) {
  const [claimed] = await tx
    .update(orders)
    .set({ captureClaimedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        isNull(orders.capturedAt),
        isNull(orders.captureRefusedAt),
        // Decision 0084: a cancelled order's payment is given back, never captured.
        ne(orders.state, 'cancelled'),
        or(
          isNull(orders.captureClaimedAt),
          lt(orders.captureClaimedAt, new Date(now.getTime() - captureClaimTimeoutMs)),
        ),
      ),
    )
    .returning({ id: orders.id });
  return claimed !== undefined;
}

export async function recordCapture(tx: Transaction, orderId: string, captureId: string) {
  await tx
    .update(orders)
    .set({ capturedAt: new Date(), captureId })
    .where(and(eq(orders.id, orderId), isNull(orders.capturedAt)));
}

/** The provider will not capture this payment: kept with the order for operators, never retried. */
export async function recordCaptureRefusal(tx: Transaction, orderId: string, refusal: string) {
  await tx
    .update(orders)
    .set({ captureRefusedAt: new Date(), captureRefusal: refusal.slice(0, 500) })
    .where(and(eq(orders.id, orderId), isNull(orders.capturedAt), isNull(orders.captureRefusedAt)));
}

/**
 * Placed orders paid through the provider whose capture is not recorded: never claimed since
 * `placedBefore`, or claimed by a caller that did not finish within the claim's time.
 */
export async function listOrdersAwaitingCapture(
  executor: Executor,
  { placedBefore, now, limit }: { placedBefore: Date; now: Date; limit: number },
) {
  return executor
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.paymentId),
        isNull(orders.capturedAt),
        isNull(orders.captureRefusedAt),
        ne(orders.state, 'cancelled'),
        lt(orders.placedAt, placedBefore),
        or(
          isNull(orders.captureClaimedAt),
          lt(orders.captureClaimedAt, new Date(now.getTime() - captureClaimTimeoutMs)),
        ),
      ),
    )
    .orderBy(asc(orders.placedAt))
    .limit(limit);
}

/** Orders paid through the provider and placed since `since`: what the payment check compares. */
export async function listOrdersPaidThroughProvider(executor: Executor, since: Date) {
  return executor
    .select()
    .from(orders)
    .where(and(isNotNull(orders.paymentId), gte(orders.placedAt, since)))
    .orderBy(asc(orders.placedAt));
}
