import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ownerCartCondition } from '../carts/cart-owner.js';
import { shopperOf } from '../carts/cart-request.js';
import type { Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { orders } from '../db/schema/orders.js';
import { InvalidDataError } from '../errors.js';
import { placeOrder, type OrderRow } from '../orders/order-placement.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import type { CheckoutConfig } from '../schemas/tenant.js';
import { paymentDueOf, type PaymentDue } from './pending-payment.js';
import { paymentMethodRefusal } from './payment-method-rules.js';

// §7 POST /api/checkout with a method settled outside the provider (at the door, at the store,
// invoice): nothing to authorize, so the order is placed at once (decision 0035).

export async function findShopperOrderOfCart(tx: Transaction, request: FastifyRequest, cartId: string) {
  const { owner } = shopperOf(request);
  const owned = ownerCartCondition(owner);
  if (!owned) return undefined;
  const [found] = await tx
    .select({ order: orders })
    .from(orders)
    .innerJoin(carts, eq(carts.id, orders.cartId))
    .where(and(eq(orders.cartId, cartId), owned));
  return found?.order;
}

/**
 * The cart's payment due with its row locked, so calls at once wait; or, when the cart is no
 * longer due, the order an earlier call placed from it (a later call answers that order).
 */
export async function lockedDueOrOrder(
  tx: Transaction,
  request: FastifyRequest,
  checkoutId: string,
): Promise<{ due: PaymentDue; placed?: undefined } | { placed: OrderRow }> {
  try {
    return { due: await paymentDueOf(tx, request, checkoutId, { lock: true }) };
  } catch (error) {
    const placed = await findShopperOrderOfCart(tx, request, checkoutId);
    if (placed) return { placed };
    throw error;
  }
}

/** A method this cart cannot use (decision 0035) is refused with its reason on the method's field. */
export function refuseUnusableMethod(
  config: CheckoutConfig,
  methodKey: PaymentMethodKey,
  circumstances: PaymentDue['circumstances'],
) {
  const refusal = paymentMethodRefusal(config, methodKey, circumstances);
  if (refusal)
    throw new InvalidDataError('This payment method cannot be used for this cart', {
      code: refusal,
      details: { field: 'paymentMethodKey' },
    });
}

export async function placeOrderSettledOutside(
  tx: Transaction,
  request: FastifyRequest,
  { checkoutId, methodKey }: { checkoutId: string; methodKey: PaymentMethodKey },
  { config, currency }: { config: CheckoutConfig; currency: string },
): Promise<OrderRow> {
  const found = await lockedDueOrOrder(tx, request, checkoutId);
  if (found.placed) return found.placed;
  const { due } = found;
  refuseUnusableMethod(config, methodKey, due.circumstances);
  return placeOrder(tx, due.cartId, null, { settledOutside: methodKey, currency });
}
