import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { ConflictError, InvalidDataError } from '../errors.js';
import { cartErrorCodes, type Cart } from '../schemas/cart.js';
import { answerCart, priceCartOf, requireCart, shopperOf } from './cart-request.js';
import { validateCart } from './cart-validation.js';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import { releaseExpiredHolds } from './time-slot-booking.js';

// §4: FINALIZED stores the priced cart and the amount to authorise, so a price change while the
// shopper pays does not change what is charged.

/**
 * POST /api/carts/finalize. A cart finalized already answers as it was frozen (a double click);
 * with `reopen` (issue 39: the pay form, which froze it on an earlier payment page) it is opened
 * again as POST /api/carts/reset does and frozen anew, in this one transaction.
 */
export async function finalizeCart(
  tx: Transaction,
  request: FastifyRequest,
  { reopen = false }: { reopen?: boolean } = {},
): Promise<Cart> {
  const { tenantId, guest } = shopperOf(request);
  await releaseExpiredHolds(tx, tenantId);
  const locked = await requireCart(tx, request, { lock: true });
  if (locked.status === 'FINALIZED' && !reopen) return answerCart(tx, request, locked);
  const row = locked.status === 'FINALIZED' ? await reopenCart(tx, locked.id) : locked;
  if (!row)
    throw new ConflictError('The cart changed while finalizing', { code: cartErrorCodes.cartNotOpen });

  const { cart: priced, loaded } = await priceCartOf(tx, request, row);
  if (priced.productLineItems.length === 0)
    throw new InvalidDataError('There is nothing in the cart to order', { code: cartErrorCodes.cartEmpty });
  const problems = await validateCart(tx, row, priced, { guest, loaded, tenant: tenantOf(request) });
  if (problems.length > 0)
    throw new InvalidDataError('The cart cannot be ordered yet', {
      code: cartErrorCodes.cartInvalid,
      details: { errors: problems },
    });

  const finalized: Cart = { ...priced, cartStatus: 'FINALIZED' };
  const now = new Date();
  const [updated] = await tx
    .update(carts)
    .set({
      status: 'FINALIZED',
      finalizedCart: finalized,
      amountToPay: finalized.priceInfo.totalWithSurcharge,
      finalizedAt: now,
      updatedAt: now,
    })
    .where(and(eq(carts.id, row.id), eq(carts.status, 'OPEN')))
    .returning({ id: carts.id });
  if (!updated)
    throw new ConflictError('The cart changed while finalizing', { code: cartErrorCodes.cartNotOpen });
  return finalized;
}

export async function reopenCart(tx: Transaction, cartId: string) {
  const [reopened] = await tx
    .update(carts)
    .set({
      status: 'OPEN',
      finalizedCart: null,
      amountToPay: null,
      finalizedAt: null,
      paymentHostedCheckoutId: null,
      paymentReturnMac: null,
      paymentAmount: null,
      paymentCurrency: null,
      paymentMethodKey: null,
      updatedAt: new Date(),
    })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'FINALIZED')))
    .returning();
  return reopened;
}
