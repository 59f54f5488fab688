import type { Executor, Transaction } from '../db/database.js';
import { localClock } from '../distribution/opening-hours.js';
import { tenantLanguage } from '../email/account-emails.js';
import type { EmailSender } from '../email/email-sender.js';
import { orderPickedEmail, orderRefundEmail } from '../email/order-fulfilment-emails.js';
import { addresseeOf } from '../orders/order-confirmation.js';
import type { OrderRow } from '../orders/order-placement.js';
import type { FinalBill, PickLineBody, StaffOrderList } from '../schemas/fulfilment.js';
import type { StaffActor } from '../staff/staff-guard.js';
import { settlePickedOrder, settleRefund, type ProviderSideDependencies } from './final-capture.js';
import {
  billOfOrder,
  findStaffOrder,
  handOver,
  listStaffOrders,
  markPicked,
  startPicking,
} from './order-fulfilment.js';
import { requestRefund } from './order-refunds.js';
import { finalBillViewOf, recordPickLine, staffOrderViewOf } from './pick-lines.js';

// Decision 0088: what the staff routes call. Each state change is its own transaction (the
// route's database), the e-mail written in it; the provider is asked after the commit.

export type StaffActionDependencies = ProviderSideDependencies & { db: Executor; emailSender: EmailSender };

const shopTimeZone = 'Europe/Vienna';
const dayMs = 24 * 60 * 60_000;

function nameOf(order: OrderRow) {
  const address = order.cart.distributionAddress;
  return [address?.firstName, address?.lastName].filter(Boolean).join(' ');
}

async function mailContext(tx: Transaction, order: OrderRow) {
  const { tenant, to } = await addresseeOf(tx, order);
  return {
    to,
    common: {
      language: tenantLanguage(tenant),
      locale: tenant.locale,
      currency: order.payment.currency,
      orderNumber: order.orderNumber,
      name: nameOf(order),
    },
  };
}

/** GET /api/staff/orders?date=: the slots starting that day (Vienna's) with their orders. */
export async function staffOrdersOfDay(
  db: Executor,
  actor: StaffActor,
  date: string,
): Promise<StaffOrderList> {
  const noon = new Date(`${date}T12:00:00Z`).getTime();
  const rows = (
    await listStaffOrders(db, actor, { from: new Date(noon - dayMs), to: new Date(noon + dayMs) })
  ).filter((row) => localClock(row.startsAt, shopTimeZone).date === date);
  const slots: StaffOrderList['slots'] = [];
  for (const row of rows) {
    let slot = slots.at(-1);
    if (slot?.slotId !== row.slotId) {
      slot = {
        slotId: row.slotId,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        appointableId: row.appointableId,
        serviceType: row.distributionType,
        orders: [],
      };
      slots.push(slot);
    }
    slot.orders.push({
      orderNumber: row.order.orderNumber,
      state: row.order.state,
      lineCount: row.order.cart.productLineItems.length,
      contactName: nameOf(row.order),
    });
  }
  return { date, slots };
}

export async function staffOrderView(db: Executor, actor: StaffActor, orderNumber: string) {
  return staffOrderViewOf(db, await findStaffOrder(db, actor, orderNumber));
}

/** GET .../bill: the final bill once picked, else what "picked" would charge now. */
export async function staffBillPreview(
  db: Executor,
  actor: StaffActor,
  orderNumber: string,
): Promise<FinalBill> {
  const { order } = await findStaffOrder(db, actor, orderNumber);
  return (await finalBillViewOf(db, order)) ?? (await billOfOrder(db, order));
}

export async function staffStartPicking(
  deps: StaffActionDependencies,
  actor: StaffActor,
  orderNumber: string,
) {
  await deps.transaction((tx) => startPicking(tx, actor, orderNumber));
  return staffOrderView(deps.db, actor, orderNumber);
}

export async function staffRecordLine(
  deps: StaffActionDependencies,
  actor: StaffActor,
  where: { orderNumber: string; lineId: string },
  body: PickLineBody,
) {
  return deps.transaction((tx) => recordPickLine(tx, actor, where, body));
}

/** picking -> picked with the final bill and its e-mail in one transaction; then the capture. */
export async function staffMarkPicked(deps: StaffActionDependencies, actor: StaffActor, orderNumber: string) {
  const { order } = await deps.transaction(async (tx) => {
    const picked = await markPicked(tx, actor, orderNumber);
    const { to, common } = await mailContext(tx, picked.order);
    if (to) {
      const email = orderPickedEmail({
        ...common,
        bill: picked.bill.bill,
        throughProvider: picked.order.paymentId !== null,
        capturedAtPlacement: picked.order.captureAtPlacement,
      });
      await deps.emailSender.send({ tenantId: picked.order.tenantId, to, ...email }, tx);
    }
    return picked;
  });
  await settlePickedOrder(deps, order.id);
  return staffOrderView(deps.db, actor, orderNumber);
}

export async function staffHandOver(deps: StaffActionDependencies, actor: StaffActor, orderNumber: string) {
  await deps.transaction((tx) => handOver(tx, actor, orderNumber));
  return staffOrderView(deps.db, actor, orderNumber);
}

/** A store manager's refund after handover: counted, recorded and mailed at once, then asked of the provider. */
export async function staffRefund(
  deps: StaffActionDependencies,
  actor: StaffActor,
  orderNumber: string,
  body: { amount: number; reason: string },
): Promise<FinalBill> {
  const { order, refund } = await deps.transaction(async (tx) => {
    const requested = await requestRefund(tx, actor, orderNumber, body);
    const { to, common } = await mailContext(tx, requested.order);
    if (to) {
      const email = orderRefundEmail({
        ...common,
        amount: body.amount,
        reason: body.reason,
        throughProvider: requested.order.paymentId !== null,
      });
      await deps.emailSender.send({ tenantId: requested.order.tenantId, to, ...email }, tx);
    }
    return requested;
  });
  if (!refund.settledAt) await settleRefund(deps, refund.id);
  return (await finalBillViewOf(deps.db, order))!;
}
