import { randomUUID } from 'node:crypto';
import { and, asc, eq, exists, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../db/database.js';
import { orderFinalBills, orderRefunds } from '../db/schema/fulfilment.js';
import { orders } from '../db/schema/orders.js';
import { ConflictError } from '../errors.js';
import type { OrderRow } from '../orders/order-placement.js';
import { fulfilmentErrorCodes } from '../schemas/fulfilment.js';
import type { StaffActor } from '../staff/staff-guard.js';
import { findStaffOrder } from './order-fulfilment.js';

// Decision 0088: refunds of an order. A store manager's refund after handover is counted against
// the final bill's charged amount by one conditional update (never above charged less refunded),
// and its row, with the provider's idempotence key, is written in the same transaction: the
// intent of the provider's call. The difference of an order captured at its estimate (the
// long-ahead rule) is such a row too. After the commit, and again from the status check, the
// provider is asked with the row's key, so a repeat is the same refund, and the row settled once.

export type RefundRow = typeof orderRefunds.$inferSelect;

/** A claim of a refund's settlement not finished within this long (a crash) is taken over. */
export const refundClaimTimeoutMs = 60_000;

const keyOf = (prefix: string, id: string) => `${prefix}-${id.replaceAll('-', '')}`;

export async function refundsOfOrder(executor: Executor, orderId: string): Promise<RefundRow[]> {
  return executor
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt));
}

/** POST .../refunds: after handover only, never above what was charged less what was refunded. */
export async function requestRefund(
  tx: Transaction,
  actor: StaffActor,
  orderNumber: string,
  { amount, reason }: { amount: number; reason: string },
  now = new Date(),
): Promise<{ order: OrderRow; refund: RefundRow }> {
  const { order } = await findStaffOrder(tx, actor, orderNumber);
  if (order.state !== 'handed_over')
    throw new ConflictError('Refunds are made after the order was handed over', {
      code: fulfilmentErrorCodes.refundNotAllowed,
      details: { state: order.state },
    });
  const [counted] = await tx
    .update(orderFinalBills)
    .set({ refundedAmount: sql`${orderFinalBills.refundedAmount} + ${amount}` })
    .where(
      and(
        eq(orderFinalBills.orderId, order.id),
        sql`${orderFinalBills.chargedAmount} - ${orderFinalBills.refundedAmount} >= ${amount}`,
      ),
    )
    .returning();
  if (!counted) {
    const [bill] = await tx.select().from(orderFinalBills).where(eq(orderFinalBills.orderId, order.id));
    throw new ConflictError('The refund is above what was charged less what was refunded', {
      code: fulfilmentErrorCodes.refundAboveCaptured,
      details: { refundable: bill ? bill.chargedAmount - bill.refundedAmount : 0 },
    });
  }
  const id = randomUUID();
  const throughProvider = order.paymentId !== null;
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      id,
      orderId: order.id,
      tenantId: order.tenantId,
      kind: 'AFTER_HANDOVER',
      amount,
      reason,
      staffId: actor.id,
      // 35 characters, within the provider's 40.
      idempotencyKey: throughProvider ? keyOf('rf', id) : null,
      createdAt: now,
      // Paid outside the provider: the shop pays it back itself; nobody is asked.
      ...(!throughProvider && { settledAt: now, outcome: 'NONE' as const }),
    })
    .returning();
  return { order, refund: refund! };
}

/**
 * An order captured at its estimate gets the difference to its final bill back, once (a unique
 * index per order): written when the capture is recorded and the bill is there, whichever is later.
 */
export async function ensureDifferenceRefund(tx: Transaction, orderId: string, now = new Date()) {
  const [row] = await tx
    .select({ order: orders, bill: orderFinalBills })
    .from(orders)
    .innerJoin(orderFinalBills, eq(orderFinalBills.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return;
  const { order, bill } = row;
  const captured = order.capturedAmount;
  if (order.paymentId === null || captured === null || captured <= bill.chargedAmount) return;
  await tx
    .insert(orderRefunds)
    .values({
      orderId: order.id,
      tenantId: order.tenantId,
      kind: 'PICKED_DIFFERENCE',
      amount: captured - bill.chargedAmount,
      reason: 'Unterschied zwischen Schätzung und Endabrechnung',
      // 37 characters, within the provider's 40.
      idempotencyKey: keyOf('diff', order.id),
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** Picked orders captured at their estimate whose difference row a crash may have left unwritten. */
export async function listOrdersMissingDifference(executor: Executor, limit: number) {
  const rows = await executor
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderFinalBills, eq(orderFinalBills.orderId, orders.id))
    .where(
      and(
        eq(orders.captureAtPlacement, true),
        inArray(orders.state, ['picked', 'handed_over']),
        gt(orders.capturedAmount, orderFinalBills.chargedAmount),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(orderRefunds)
            .where(and(eq(orderRefunds.orderId, orders.id), eq(orderRefunds.kind, 'PICKED_DIFFERENCE'))),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function claimRefund(tx: Transaction, refundId: string, now: Date) {
  const [claimed] = await tx
    .update(orderRefunds)
    .set({ settleClaimedAt: now })
    .where(
      and(
        eq(orderRefunds.id, refundId),
        isNull(orderRefunds.settledAt),
        or(
          isNull(orderRefunds.settleClaimedAt),
          lt(orderRefunds.settleClaimedAt, new Date(now.getTime() - refundClaimTimeoutMs)),
        ),
        // The provider refunds only what it captured: a refund waits for its order's capture.
        exists(
          tx
            .select({ one: sql`1` })
            .from(orders)
            .where(and(eq(orders.id, orderRefunds.orderId), sql`${orders.capturedAt} is not null`)),
        ),
      ),
    )
    .returning();
  return claimed;
}

export async function recordRefundSettled(tx: Transaction, refundId: string, operationId: string, now: Date) {
  await tx
    .update(orderRefunds)
    .set({ settledAt: now, outcome: 'REFUNDED', providerOperationId: operationId })
    .where(and(eq(orderRefunds.id, refundId), isNull(orderRefunds.settledAt)));
}

/** Refunds the provider has not confirmed, older than `olderThan` (or all of one order). */
export async function listUnsettledRefunds(
  executor: Executor,
  { olderThan, orderId, limit = 50 }: { olderThan?: Date; orderId?: string; limit?: number },
) {
  return executor
    .select({ refund: orderRefunds, orderNumber: orders.orderNumber, paymentId: orders.paymentId })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        isNull(orderRefunds.settledAt),
        olderThan ? lt(orderRefunds.createdAt, olderThan) : undefined,
        orderId ? eq(orderRefunds.orderId, orderId) : undefined,
      ),
    )
    .orderBy(asc(orderRefunds.createdAt))
    .limit(limit);
}
