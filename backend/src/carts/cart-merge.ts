import { and, eq, isNull } from 'drizzle-orm';
import { loadCategoryIndex } from '../catalogue/category-names.js';
import { findProductsBySku } from '../catalogue/product-repository.js';
import type { Transaction } from '../db/database.js';
import { cartDiscountCodes, cartLineItems, carts } from '../db/schema/carts.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { cartErrorCodes } from '../schemas/cart.js';
import { anonymousTokenHashOf, type CartOwner } from './cart-owner.js';
import { putItem } from './cart-items.js';
import type { CartRow } from './cart-repository.js';
import { releaseTimeSlot } from './time-slot-booking.js';

// §4 cart merge after login. The guest cart is only reachable with the anonymous token that made
// it, so a cart id alone never lets anyone take over someone else's basket.

export async function findGuestCart(tx: Transaction, owner: CartOwner, cartId: string) {
  if (!owner.anonymousToken) return undefined;
  const [cart] = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.id, cartId),
        eq(carts.tenantId, owner.tenantId),
        eq(carts.status, 'OPEN'),
        isNull(carts.customerId),
        eq(carts.anonymousTokenHash, anonymousTokenHashOf(owner.anonymousToken)),
      ),
    )
    .for('update');
  return cart;
}

async function abandon(tx: Transaction, cart: CartRow) {
  await releaseTimeSlot(tx, cart);
  await tx
    .update(carts)
    .set({ status: 'ABANDONED', anonymousTokenHash: null, updatedAt: new Date() })
    .where(eq(carts.id, cart.id));
}

async function itemCount(tx: Transaction, cartId: string) {
  return (
    await tx.select({ id: cartLineItems.id }).from(cartLineItems).where(eq(cartLineItems.cartId, cartId))
  ).length;
}

export async function attachGuestCart(
  tx: Transaction,
  guest: CartRow,
  customerId: string,
  own: CartRow | undefined,
) {
  if (own) {
    if ((await itemCount(tx, own.id)) > 0)
      throw new ConflictError('Your saved cart has items: merge or discard the guest cart', {
        code: cartErrorCodes.mergeRequired,
      });
    await abandon(tx, own);
  }
  const [attached] = await tx
    .update(carts)
    .set({ customerId, anonymousTokenHash: null, updatedAt: new Date() })
    .where(eq(carts.id, guest.id))
    .returning();
  return attached!;
}

export async function mergeGuestCart(tx: Transaction, guest: CartRow, target: CartRow) {
  if (guest.id === target.id)
    throw new NotFoundError('Nothing to merge', { code: cartErrorCodes.cartMissing });
  const lines = await tx.select().from(cartLineItems).where(eq(cartLineItems.cartId, guest.id));
  const products = await findProductsBySku(
    tx,
    target.tenantId,
    await loadCategoryIndex(tx, target.tenantId),
    lines.map((line) => line.sku),
  );
  for (const product of products) {
    const line = lines.find((candidate) => candidate.sku === product.sku)!;
    await putItem(tx, target.id, product, line.quantity, false, {
      substitutionAllowed: line.substitutionAllowed,
    });
  }
  const codes = await tx.select().from(cartDiscountCodes).where(eq(cartDiscountCodes.cartId, guest.id));
  if (codes.length)
    await tx
      .insert(cartDiscountCodes)
      .values(codes.map(({ code }) => ({ cartId: target.id, code })))
      .onConflictDoNothing();
  await abandon(tx, guest);
  return target;
}
