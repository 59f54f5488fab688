import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { orders } from '../db/schema/orders.js';
import { ownedByCondition, type CartOwner } from '../carts/cart-owner.js';
import type { OrderConfirmation } from '../schemas/checkout.js';

// Only whoever placed it sees it; anyone else learns nothing, not even that the number exists.
export async function findOrderConfirmation(
  tx: Transaction,
  owner: CartOwner,
  orderNumber: string,
): Promise<OrderConfirmation | undefined> {
  const ownedBy = ownedByCondition(owner);
  if (!ownedBy) return undefined;
  const [row] = await tx
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(eq(orders.tenantId, owner.tenantId), eq(orders.orderNumber, orderNumber), ownedBy));
  if (!row) return undefined;
  const { order } = row;
  return {
    orderNumber: order.orderNumber,
    placedAt: order.placedAt.toISOString(),
    total: order.total,
    payment: {
      methodKey: order.payment.methodKey,
      brandName: order.payment.brandName,
      giftCardAmount: order.payment.giftCard?.amount ?? null,
    },
    cart: order.cart,
  };
}
