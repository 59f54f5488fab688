import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../db/database.js';
import { carts } from '../db/schema/carts.js';
import { ConflictError, InvalidDataError } from '../errors.js';
import { cartErrorCodes, type Cart } from '../schemas/cart.js';
import { answerCart, priceCartOf, requireCart, shopperOf } from './cart-request.js';
import type { CartRow } from './cart-repository.js';
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
  const { tenantId } = shopperOf(request);
  await releaseExpiredHolds(tx, tenantId);
  const locked = await requireCart(tx, request, { lock: true });
  if (locked.status === 'FINALIZED' && !reopen) return answerCart(tx, request, locked);
  return (await freeze(tx, request, locked)).cart;
}

/** A cart frozen for the pay form, with the row it was frozen from and the moment (decision 0111). */
export type FrozenCart = { cart: Cart; row: CartRow; finalizedAt: Date };

/**
 * Issue 39, decision 0111: the pay form's freeze, as finalizeCart with `reopen`, answering what
 * paying it needs, so the payment does not read the cart it just froze a second time.
 */
export async function freezeCartToPay(tx: Transaction, request: FastifyRequest): Promise<FrozenCart> {
  await releaseExpiredHolds(tx, shopperOf(request).tenantId);
  return freeze(tx, request, await requireCart(tx, request, { lock: true }));
}

async function freeze(tx: Transaction, request: FastifyRequest, locked: CartRow): Promise<FrozenCart> {
  const row = locked.status === 'FINALIZED' ? await reopenCart(tx, locked.id) : locked;
  if (!row)
    throw new ConflictError('The cart changed while finalizing', { code: cartErrorCodes.cartNotOpen });

  const { cart: priced, loaded } = await priceCartOf(tx, request, row);
  if (priced.productLineItems.length === 0)
    throw new InvalidDataError('There is nothing in the cart to order', { code: cartErrorCodes.cartEmpty });
  const problems = await validateCart(tx, row, priced, {
    guest: shopperOf(request).guest,
    loaded,
    tenant: tenantOf(request),
  });
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
  return { cart: finalized, row, finalizedAt: now };
}

/** Opens a FINALIZED cart again; with `frozenAt`, only the freeze of that moment. */
export async function reopenCart(tx: Transaction, cartId: string, { frozenAt }: { frozenAt?: Date } = {}) {
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
    .where(
      and(
        eq(carts.id, cartId),
        eq(carts.status, 'FINALIZED'),
        frozenAt ? eq(carts.finalizedAt, frozenAt) : undefined,
      ),
    )
    .returning();
  return reopened;
}
