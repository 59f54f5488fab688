import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { stores } from '../db/schema/distribution.js';
import { orders } from '../db/schema/orders.js';
import { pageTotal } from '../db/page-total.js';
import { cancellationViewOf, findCancellation } from './order-cancellation.js';
import { finalBillViewsOf } from '../fulfilment/final-bill-rows.js';
import type { FinalBill } from '../schemas/fulfilment.js';
import type { CustomerOrder, CustomerOrderList, CustomerOrderSummary } from '../schemas/orders.js';

export type OrderOwner = { tenantId: string; customerId: string };
type OrderRow = typeof orders.$inferSelect;

// Every order's cart is ORDERED (set in the order's transaction); saying so lets the partial index serve.
const ownedBy = (owner: OrderOwner) =>
  and(
    eq(orders.tenantId, owner.tenantId),
    eq(carts.customerId, owner.customerId),
    eq(carts.status, 'ORDERED'),
  );

function summaryOf(order: OrderRow, finalBill: FinalBill | null): CustomerOrderSummary {
  const { cart } = order;
  const slot = cart.timeSlot;
  const window = slot ?? cart.distributionWindow;
  const cancelled = order.state === 'cancelled';
  return {
    orderNumber: order.orderNumber,
    status: cancelled ? 'CANCELLED' : 'ORDERED',
    orderedAt: order.placedAt.toISOString(),
    serviceType: cart.distributionAddress?.distributionType ?? 'DELIVERY',
    distributionWindow: window ? { start: window.start, end: window.end } : null,
    lineItemCount: cart.productLineItems.length,
    total: order.total,
    // Decision 0088: items may be added only while the order waits to be picked.
    addOnUntil: order.state === 'placed' ? (slot?.cutOff ?? null) : null,
    state: order.state,
    finalBill,
  };
}

export async function listCustomerOrders(
  executor: Executor,
  owner: OrderOwner,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<CustomerOrderList> {
  const offset = (page - 1) * pageSize;
  const rows = await executor
    .select({ order: orders, total: sql<number>`(count(*) over ())::int`.mapWith(Number) })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(ownedBy(owner))
    .orderBy(desc(orders.placedAt), desc(orders.orderNumber))
    .limit(pageSize)
    .offset(offset);
  const total = await pageTotal(
    executor,
    rows,
    offset,
    sql`${orders} inner join ${carts} on ${carts.id} = ${orders.cartId}`,
    ownedBy(owner),
  );
  const bills = await finalBillViewsOf(
    executor,
    rows.map((row) => row.order.id),
  );
  return {
    orders: rows.map((row) => summaryOf(row.order, bills.get(row.order.id) ?? null)),
    page,
    pageSize,
    total,
  };
}

async function findOwnedOrderRow(executor: Executor, owner: OrderOwner, orderNumber: string) {
  const [row] = await executor
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(ownedBy(owner), eq(orders.orderNumber, orderNumber)));
  return row?.order;
}

/**
 * Decision 0084: the shopper may cancel until the slot's cut-off, as items may be added until then;
 * what a cancellation gave back, and what it would (the profile's order and tracking, decision 0090).
 */
export async function cancellationFactsOf(executor: Executor, order: OrderRow, now = new Date()) {
  const cutOff = summaryOf(order, null).addOnUntil;
  const open = order.state === 'placed' && cutOff !== null && new Date(cutOff) > now;
  const cancellation = order.state === 'cancelled' ? await findCancellation(executor, order.id) : undefined;
  return {
    cancellableUntil: open ? cutOff : null,
    cancellation: cancellation ? cancellationViewOf(order.orderNumber, cancellation) : null,
    payment: {
      authorizedAmount: order.payment.authorizedAmount,
      captured: order.capturedAt !== null && order.capturedAmount !== 0,
      giftCardAmount: order.payment.giftCard?.amount ?? null,
    },
  };
}

export async function findCustomerOrder(
  executor: Executor,
  owner: OrderOwner,
  orderNumber: string,
): Promise<CustomerOrder | undefined> {
  const order = await findOwnedOrderRow(executor, owner, orderNumber);
  if (!order) return undefined;
  const { cart, payment } = order;
  const address = cart.distributionAddress;
  if (!address) throw new Error(`order ${orderNumber} has no distribution address`);
  const storeId = address.distributionType === 'CLICK_AND_COLLECT' ? address.storeId : null;
  const [store] = storeId
    ? await executor
        .select({ name: stores.name })
        .from(stores)
        .where(and(eq(stores.tenantId, owner.tenantId), eq(stores.storeId, storeId)))
    : [];
  const summary = summaryOf(order, (await finalBillViewsOf(executor, [order.id])).get(order.id) ?? null);
  const { payment: refundBasis, ...cancellationFacts } = await cancellationFactsOf(executor, order);
  return {
    ...summary,
    ...cancellationFacts,
    lineItems: cart.productLineItems,
    deliveryPassLineItem: cart.deliveryPassLineItem,
    voucherLineItems: cart.voucherLineItems,
    discountCodes: cart.discountCodes
      .filter((code) => code.invalidReason === null)
      .map(({ code, description }) => ({ code, description })),
    priceInfo: cart.priceInfo,
    distributionAddress: address,
    billingAddress: cart.billingAddress,
    store: storeId ? { storeId, name: store?.name ?? null } : null,
    payment: {
      ...refundBasis,
      methodKey: payment.methodKey,
      brandName: payment.brandName,
      currency: payment.currency,
    },
  };
}

export async function orderedItemsOf(executor: Executor, owner: OrderOwner, orderNumber: string) {
  const order = await findOwnedOrderRow(executor, owner, orderNumber);
  return order?.cart.productLineItems.map((line) => ({
    sku: line.product.sku,
    quantity: line.quantity,
    substitutionAllowed: line.substitutionAllowed,
  }));
}
