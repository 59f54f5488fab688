import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { orderFinalBills, orderRefunds } from '../db/schema/fulfilment.js';
import type { FinalBill } from '../schemas/fulfilment.js';
import type { OrderRow } from '../orders/order-placement.js';
import { providerShareOf } from '../wallet/gift-card-share.js';

// Decision 0088: the final bill's row, read by the capture, the views and the payment check.

export type FinalBillRow = typeof orderFinalBills.$inferSelect;

export async function findFinalBill(executor: Executor, orderId: string): Promise<FinalBillRow | undefined> {
  const [row] = await executor.select().from(orderFinalBills).where(eq(orderFinalBills.orderId, orderId));
  return row;
}

/**
 * What the capture takes: the final bill's share of the payment method once the order is picked;
 * before that (an order captured when placed, decision 0088's long-ahead rule), its estimate.
 */
export async function captureAmountOf(executor: Executor, order: OrderRow): Promise<number> {
  const bill = await findFinalBill(executor, order.id);
  return bill ? bill.chargedAmount : providerShareOf(order);
}

/** The final bills of these orders with their refunds after handover, as the shopper and staff see them. */
export async function finalBillViewsOf(
  executor: Executor,
  orderIds: readonly string[],
): Promise<Map<string, FinalBill>> {
  if (!orderIds.length) return new Map();
  const bills = await executor
    .select()
    .from(orderFinalBills)
    .where(inArray(orderFinalBills.orderId, [...orderIds]));
  if (!bills.length) return new Map();
  const refunds = await executor
    .select()
    .from(orderRefunds)
    .where(
      and(
        inArray(
          orderRefunds.orderId,
          bills.map((bill) => bill.orderId),
        ),
        eq(orderRefunds.kind, 'AFTER_HANDOVER'),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt));
  return new Map(
    bills.map((row) => [
      row.orderId,
      {
        ...row.bill,
        refunds: refunds
          .filter((refund) => refund.orderId === row.orderId)
          .map((refund) => ({
            amount: refund.amount,
            reason: refund.reason,
            at: refund.createdAt.toISOString(),
          })),
      },
    ]),
  );
}
