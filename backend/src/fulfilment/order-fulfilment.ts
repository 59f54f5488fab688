import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { PriceDiscount } from '../carts/price-cart.js';
import type { Executor, Transaction } from '../db/database.js';
import { carts, discountCodes } from '../db/schema/carts.js';
import { timeSlots } from '../db/schema/distribution.js';
import { orderFinalBills, orderPickLines, orderStateChanges } from '../db/schema/fulfilment.js';
import { orders } from '../db/schema/orders.js';
import { ConflictError, DomainError, NotFoundError } from '../errors.js';
import type { OrderRow } from '../orders/order-placement.js';
import { orderErrorCodes } from '../schemas/orders.js';
import { fulfilmentErrorCodes, type OrderStateValue } from '../schemas/fulfilment.js';
import type { StaffActor } from '../staff/staff-guard.js';
import { staffServesAppointable } from '../staff/staff-guard.js';
import { creditGiftCardRestOfOrder } from '../wallet/gift-card-ledger.js';
import {
  chargedAmountOf,
  finalBillOf,
  orderDiscountsOf,
  releasedAmountOf,
  type PickResult,
} from './final-bill.js';

// Decision 0088: an order's states after placing. Every change is one conditional update from the
// state it expects (so a cancellation, which moves only from 'placed', and "picking" cannot both
// win, nor two pickers finishing one order), with a row of who and when.

export class UnprocessableError extends DomainError {
  readonly statusCode = 422;
}

export type StaffOrderRow = {
  order: OrderRow;
  slot: { slotId: string; startsAt: Date; endsAt: Date; appointableId: string } | null;
};

/** Orders with their cart's slot (none when the slot row is gone). */
function ordersWithSlots(executor: Executor) {
  return executor
    .select({
      order: orders,
      slotId: timeSlots.slotId,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      appointableId: timeSlots.appointableId,
      distributionType: timeSlots.distributionType,
    })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .leftJoin(timeSlots, and(eq(timeSlots.tenantId, carts.tenantId), eq(timeSlots.slotId, carts.timeSlotId)));
}

/** The order in the actor's tenant, if the actor works for its slot's store or area; else 404 as unknown. */
export async function findStaffOrder(
  executor: Executor,
  actor: StaffActor,
  orderNumber: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<StaffOrderRow> {
  const query = ordersWithSlots(executor).where(
    and(eq(orders.tenantId, actor.tenantId), eq(orders.orderNumber, orderNumber)),
  );
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  const serviceType = row?.order.cart.distributionAddress?.distributionType;
  if (!row || !row.appointableId || !staffServesAppointable(actor, row.appointableId, serviceType))
    throw new NotFoundError('No such order in your stores or areas', { code: orderErrorCodes.orderNotFound });
  return {
    order: row.order,
    slot: {
      slotId: row.slotId!,
      startsAt: row.startsAt!,
      endsAt: row.endsAt!,
      appointableId: row.appointableId,
    },
  };
}

function stateConflict(state: string, expected: OrderStateValue) {
  return new ConflictError(`The order is ${state}, not ${expected}`, {
    code:
      expected === 'picking' ? fulfilmentErrorCodes.orderNotPicking : fulfilmentErrorCodes.orderStateConflict,
    details: { state },
  });
}

/** The one conditional update of a state change, and its record; refused with the state found. */
export async function moveOrder(
  tx: Transaction,
  order: OrderRow,
  from: OrderStateValue,
  to: OrderStateValue,
  actor: StaffActor | null,
  now: Date,
): Promise<OrderRow> {
  const [moved] = await tx
    .update(orders)
    .set({ state: to })
    .where(and(eq(orders.id, order.id), eq(orders.state, from)))
    .returning();
  if (!moved) {
    const [current] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
    throw stateConflict(current?.state ?? order.state, from);
  }
  await tx.insert(orderStateChanges).values({
    orderId: order.id,
    tenantId: order.tenantId,
    fromState: from,
    toState: to,
    staffId: actor?.id ?? null,
    staffName: actor?.name ?? null,
    changedAt: now,
  });
  return moved;
}

export async function pickResultsOf(executor: Executor, orderId: string): Promise<PickResult[]> {
  const rows = await executor.select().from(orderPickLines).where(eq(orderPickLines.orderId, orderId));
  return rows.map((row) => ({
    lineId: row.lineId,
    outcome: row.outcome,
    pickedQuantity: row.pickedQuantity,
    pickedGrams: row.pickedGrams,
    substitute: row.substitute ?? null,
  }));
}

/** The codes the order was priced with, as the cart's pricing reads them (decision 0035). */
export async function discountsOfOrder(executor: Executor, order: OrderRow): Promise<PriceDiscount[]> {
  const applied = order.cart.discountCodes
    .filter((code) => code.invalidReason === null)
    .map((code) => code.code);
  const rows = applied.length
    ? await executor
        .select({ code: discountCodes.code, kind: discountCodes.kind, value: discountCodes.value })
        .from(discountCodes)
        .where(and(eq(discountCodes.tenantId, order.tenantId), inArray(discountCodes.code, applied)))
    : [];
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const codes = applied.flatMap((code) => {
    const row = byCode.get(code);
    if (!row) return [];
    return [
      row.kind === 'percent'
        ? ({ kind: 'percent', percent: row.value } as const)
        : ({ kind: 'amount', amount: row.value } as const),
    ];
  });
  return orderDiscountsOf(order, codes);
}

/** placed -> picking. */
export async function startPicking(
  tx: Transaction,
  actor: StaffActor,
  orderNumber: string,
  now = new Date(),
) {
  const { order } = await findStaffOrder(tx, actor, orderNumber);
  return moveOrder(tx, order, 'placed', 'picking', actor, now);
}

/** picked -> handed_over. */
export async function handOver(tx: Transaction, actor: StaffActor, orderNumber: string, now = new Date()) {
  const { order } = await findStaffOrder(tx, actor, orderNumber);
  return moveOrder(tx, order, 'picked', 'handed_over', actor, now);
}

/** The bill "picked" would charge now (open lines as ordered), or the final one once picked. */
export async function billOfOrder(executor: Executor, order: OrderRow) {
  const picks = await pickResultsOf(executor, order.id);
  return finalBillOf(order, picks, await discountsOfOrder(executor, order));
}

/**
 * picking -> picked: every line must have an outcome; the final bill is written with the state
 * change, in one transaction that only the winner of the conditional update completes. The
 * capture (or the difference refund) follows after the commit (final-capture.ts).
 */
export async function markPicked(
  tx: Transaction,
  actor: StaffActor,
  orderNumber: string,
  now = new Date(),
): Promise<{ order: OrderRow; bill: typeof orderFinalBills.$inferSelect }> {
  // Locked first: a line written at the same time waits, or is refused once the order is picked.
  const { order } = await findStaffOrder(tx, actor, orderNumber, { lock: true });
  if (order.state !== 'picking') throw stateConflict(order.state, 'picking');
  const picks = await pickResultsOf(tx, order.id);
  const done = new Set(picks.map((pick) => pick.lineId));
  const open = order.cart.productLineItems.filter((line) => !done.has(line.lineItemId));
  if (open.length)
    throw new UnprocessableError('Every line needs an outcome before the order is picked', {
      code: fulfilmentErrorCodes.pickLinesOpen,
      details: { lineIds: open.map((line) => line.lineItemId) },
    });
  const bill = finalBillOf(order, picks, await discountsOfOrder(tx, order));
  if (bill.total > bill.authorized)
    throw new UnprocessableError('The bill is above what the order authorised', {
      code: fulfilmentErrorCodes.pickWeightAboveAllowance,
      details: { total: bill.total, authorized: bill.authorized },
    });
  const moved = await moveOrder(tx, order, 'picking', 'picked', actor, now);
  // A gift card that paid more than the picked goods cost gets the difference back, with the bill.
  await creditGiftCardRestOfOrder(tx, {
    cartIdOfOrder: order.cartId,
    orderId: order.id,
    amount: (order.payment.giftCard?.amount ?? 0) - bill.giftCardAmount,
  });
  const charged = chargedAmountOf(bill);
  const finalBill = { ...bill, captured: charged, released: releasedAmountOf(order, charged) };
  const [row] = await tx
    .insert(orderFinalBills)
    .values({
      orderId: order.id,
      tenantId: order.tenantId,
      bill: finalBill,
      total: bill.total,
      giftCardAmount: bill.giftCardAmount,
      chargedAmount: charged,
      createdAt: now,
    })
    .returning();
  return { order: moved, bill: row! };
}

/** The orders (cancelled ones too, so nobody picks them) of the slots starting in [from, to) the actor serves. */
export async function listStaffOrders(
  executor: Executor,
  actor: StaffActor,
  { from, to }: { from: Date; to: Date },
) {
  const rows = await ordersWithSlots(executor)
    .where(
      and(eq(orders.tenantId, actor.tenantId), gte(timeSlots.startsAt, from), lt(timeSlots.startsAt, to)),
    )
    .orderBy(asc(timeSlots.startsAt), asc(timeSlots.slotId), asc(orders.placedAt));
  return rows.flatMap(({ appointableId, distributionType, slotId, startsAt, endsAt, order }) =>
    appointableId && distributionType && staffServesAppointable(actor, appointableId, distributionType)
      ? [{ order, slotId: slotId!, startsAt: startsAt!, endsAt: endsAt!, appointableId, distributionType }]
      : [],
  );
}
