import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { orders } from '../db/schema/orders.js';

// The capture of an order: claimed by one caller, recorded once, or refused for good. Decision
// 0088: an order is captured once it is picked, for its final bill; only an order whose slot lies
// beyond the authorisation's life is captured when placed, for its estimate.

/** The orders whose capture is due: picked (or handed over since), or captured at placement. */
export const captureDue = () =>
  or(inArray(orders.state, ['picked', 'handed_over']), eq(orders.captureAtPlacement, true));

export const isCaptureDue = (order: Pick<typeof orders.$inferSelect, 'state' | 'captureAtPlacement'>) =>
  order.captureAtPlacement || order.state === 'picked' || order.state === 'handed_over';

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
        captureDue(),
        or(
          isNull(orders.captureClaimedAt),
          lt(orders.captureClaimedAt, new Date(now.getTime() - captureClaimTimeoutMs)),
        ),
      ),
    )
    .returning({ id: orders.id });
  return claimed !== undefined;
}

export async function recordCapture(tx: Transaction, orderId: string, captureId: string, amount: number) {
  await tx
    .update(orders)
    .set({ capturedAt: new Date(), captureId, capturedAmount: amount })
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
 * Orders paid through the provider whose capture is due and not recorded: never claimed since
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
        captureDue(),
        // A picked order is due at once; one captured at placement after the placing's quiet minute.
        or(lt(orders.placedAt, placedBefore), inArray(orders.state, ['picked', 'handed_over'])),
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
