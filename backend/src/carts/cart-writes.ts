import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';
import { cartDiscountCodes, cartPayments, carts } from '../db/schema/carts.js';
import type { CartAddress } from '../schemas/cart.js';
import type { PaymentMethodKey } from '../schemas/payment-enums.js';
import { removePassFromCart } from '../delivery-pass/delivery-passes.js';

// Decision 0027: the cart routes open the transaction, these write; each is one statement (or,
// for emptying, one per table) in the caller's transaction, on a cart the route has locked.

type CartFields = Partial<Omit<typeof carts.$inferInsert, 'id' | 'tenantId' | 'updatedAt'>>;

export async function updateCart(tx: Transaction, cartId: string, fields: CartFields) {
  const [updated] = await tx
    .update(carts)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning();
  return updated!;
}

export async function findCartById(tx: Transaction, cartId: string) {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId));
  return cart!;
}

/** One statement merges the contact into what is stored, so a billing address written at the same time keeps its other fields. */
export async function mergeCartContact(
  tx: Transaction,
  cartId: string,
  emptyAddress: CartAddress,
  contact: { email: string; phoneNumber: string | null },
) {
  const [updated] = await tx
    .update(carts)
    .set({
      billingAddress: sql`coalesce(${carts.billingAddress}, ${JSON.stringify(emptyAddress)}::jsonb) || ${JSON.stringify(contact)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(carts.id, cartId))
    .returning();
  return updated!;
}

/** Codes, chosen payments, addresses and add-on mode go; items and the slot are the caller's. */
export async function emptyCart(tx: Transaction, cartId: string) {
  await tx.delete(cartDiscountCodes).where(eq(cartDiscountCodes.cartId, cartId));
  await tx.delete(cartPayments).where(eq(cartPayments.cartId, cartId));
  await removePassFromCart(tx, cartId);
  return updateCart(tx, cartId, {
    distributionAddress: null,
    billingAddress: null,
    mode: 'REGULAR',
    orderNumber: null,
  });
}

export async function chooseCartPayment(
  tx: Transaction,
  cartId: string,
  methodKey: PaymentMethodKey,
  chosen: { brandName: string | null; amountPlanned: number },
) {
  await tx
    .insert(cartPayments)
    .values({ cartId, methodKey, ...chosen })
    .onConflictDoUpdate({
      target: [cartPayments.cartId, cartPayments.methodKey],
      set: { ...chosen, addedAt: sql`now()` },
    });
}

export async function clearCartPayments(tx: Transaction, cartId: string) {
  await tx.delete(cartPayments).where(eq(cartPayments.cartId, cartId));
}

/** False when the cart has no payment with this id. */
export async function removeCartPayment(tx: Transaction, cartId: string, paymentId: string) {
  const removed = await tx
    .delete(cartPayments)
    .where(and(eq(cartPayments.cartId, cartId), eq(cartPayments.id, paymentId)))
    .returning({ id: cartPayments.id });
  return removed.length > 0;
}
