import { and, eq } from 'drizzle-orm';
import { UnauthenticatedError } from '../auth/auth-errors.js';
import type { Executor } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { timeSlots } from '../db/schema/distribution.js';
import { ConflictError, InvalidDataError, NotFoundError } from '../errors.js';
import { cartErrorCodes } from '../schemas/cart.js';
import type { CartRow } from './cart-repository.js';

// §4 Cart mode ADDON (decision 0035): a customer adds to one of their own placed orders, of the
// same service type, until that order's slot reaches its cut-off.

export type AddOnCode = (typeof cartErrorCodes)[
  'addOnOrderUnknown' | 'addOnServiceTypeMismatch' | 'addOnOrderClosed'];

export async function addOnRefusal(
  executor: Executor,
  cart: CartRow,
  orderNumber: string,
  now: Date = new Date(),
): Promise<AddOnCode | null> {
  if (!cart.customerId) return cartErrorCodes.addOnOrderUnknown;
  const [order] = await executor
    .select({ distributionAddress: carts.distributionAddress, cutOffAt: timeSlots.cutOffAt })
    .from(carts)
    .leftJoin(timeSlots, and(eq(timeSlots.tenantId, carts.tenantId), eq(timeSlots.slotId, carts.timeSlotId)))
    .where(
      and(
        eq(carts.tenantId, cart.tenantId),
        eq(carts.customerId, cart.customerId),
        eq(carts.status, 'ORDERED'),
        eq(carts.orderNumber, orderNumber),
      ),
    );
  if (!order) return cartErrorCodes.addOnOrderUnknown;
  if (order.distributionAddress?.distributionType !== cart.distributionAddress?.distributionType)
    return cartErrorCodes.addOnServiceTypeMismatch;
  if (!order.cutOffAt || order.cutOffAt <= now) return cartErrorCodes.addOnOrderClosed;
  return null;
}

export async function assertAddOnAllowed(executor: Executor, cart: CartRow, orderNumber: string) {
  if (!cart.customerId) throw new UnauthenticatedError();
  if (!cart.distributionAddress)
    throw new InvalidDataError('Choose delivery or pickup first', {
      code: cartErrorCodes.distributionMissing,
    });
  const refusal = await addOnRefusal(executor, cart, orderNumber);
  if (refusal === cartErrorCodes.addOnOrderUnknown)
    throw new NotFoundError('You have no order with this number', { code: refusal });
  if (refusal === cartErrorCodes.addOnServiceTypeMismatch)
    throw new InvalidDataError('The order is for the other service type', { code: refusal });
  if (refusal) throw new ConflictError('Nothing can be added to this order any more', { code: refusal });
}
