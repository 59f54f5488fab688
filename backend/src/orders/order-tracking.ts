import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { cartLineItems, carts } from '../db/schema/carts.js';
import { customers } from '../db/schema/customers.js';
import { stores, timeSlots } from '../db/schema/distribution.js';
import { orders } from '../db/schema/orders.js';
import type { OrderLookupBody, OrderTracking } from '../schemas/orders.js';
import { finalBillViewsOf } from '../fulfilment/final-bill-rows.js';
import { cancellationFactsOf } from './customer-orders.js';

/** The seed's demo orders are carts only: nothing to cancel, nothing known of the payment. */
const notCancellable = {
  cancellableUntil: null,
  cancellation: null,
  payment: { authorizedAmount: null, captured: false, giftCardAmount: null },
};

// §1 tracking: ORDERED carts only; an open ADDON cart carries its order's number but is no order.
export async function findOrderTracking(
  executor: Executor,
  tenantId: string,
  { orderNumber, email }: OrderLookupBody,
): Promise<OrderTracking | undefined> {
  const address = email.trim().toLowerCase();
  const [row] = await executor
    .select({
      orderNumber: carts.orderNumber,
      orderedAt: carts.orderedAt,
      orderTotal: carts.orderTotal,
      distributionAddress: carts.distributionAddress,
      windowStart: timeSlots.startsAt,
      windowEnd: timeSlots.endsAt,
      storeName: stores.name,
      order: orders,
      lineItemCount:
        sql<number>`(select count(*) from ${cartLineItems} where ${cartLineItems.cartId} = ${carts.id})`.mapWith(
          Number,
        ),
    })
    .from(carts)
    .leftJoin(orders, eq(orders.cartId, carts.id))
    .leftJoin(customers, and(eq(customers.id, carts.customerId), eq(customers.tenantId, carts.tenantId)))
    .leftJoin(timeSlots, and(eq(timeSlots.tenantId, carts.tenantId), eq(timeSlots.slotId, carts.timeSlotId)))
    .leftJoin(
      stores,
      and(
        eq(stores.tenantId, carts.tenantId),
        eq(stores.storeId, sql`${carts.distributionAddress}->>'storeId'`),
      ),
    )
    .where(
      and(
        eq(carts.tenantId, tenantId),
        eq(carts.status, 'ORDERED'),
        eq(carts.orderNumber, orderNumber),
        // Decision 0090: also the delivery contact's, where a guest's confirmation (and its link) went.
        or(
          sql`lower(${customers.email}) = ${address}`,
          sql`lower(trim(${carts.billingAddress}->>'email')) = ${address}`,
          sql`lower(trim(${carts.distributionAddress}->>'email')) = ${address}`,
        ),
      ),
    );
  if (!row) return undefined;
  // The carts_ordered_check constraint keeps these for every order.
  const { orderedAt, orderTotal, distributionAddress: destination, order } = row;
  if (!row.orderNumber || !orderedAt || orderTotal === null || !destination)
    throw new Error(`order ${orderNumber} of tenant ${tenantId} lacks what tracking shows`);
  return {
    orderNumber: row.orderNumber,
    // Decision 0084: a cancelled order says so.
    status: order?.state === 'cancelled' ? 'CANCELLED' : 'ORDERED',
    orderedAt: orderedAt.toISOString(),
    destination:
      destination.distributionType === 'CLICK_AND_COLLECT'
        ? { serviceType: 'CLICK_AND_COLLECT', storeId: destination.storeId, storeName: row.storeName }
        : { serviceType: 'DELIVERY', postalCode: destination.postalCode, city: destination.city },
    distributionWindow:
      row.windowStart && row.windowEnd
        ? { start: row.windowStart.toISOString(), end: row.windowEnd.toISOString() }
        : null,
    lineItemCount: row.lineItemCount,
    total: orderTotal,
    state: order?.state ?? 'placed',
    finalBill: order ? ((await finalBillViewsOf(executor, [order.id])).get(order.id) ?? null) : null,
    // Decision 0090: the guest may cancel from here, told first what comes back.
    ...(order ? await cancellationFactsOf(executor, order) : notCancellable),
  };
}
