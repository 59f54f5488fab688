import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { cartLineItems } from '../db/schema/carts.js';
import type { ProductSummary } from '../schemas/catalogue.js';

export type AddItemResult = 'added' | 'updated' | 'removed' | 'maxquantityreached' | 'unavailable';

/**
 * §4 adding a product: a product already in the cart has its quantity raised, never past
 * maxQuantity (then `maxquantityreached`); quantities follow quantityStepSize; 0 removes it.
 */
export function nextQuantity(product: ProductSummary, current: number, requested: number, replace: boolean) {
  const step = product.quantityStepSize;
  const wanted = replace ? requested : current + requested;
  // Asking for some never ends with none: a quantity below one step becomes one step.
  const stepped = wanted > 0 ? Math.max(step, Math.round(wanted / step) * step) : 0;
  const max = product.maxQuantity * (product.weightArticle ? step : 1);
  if (stepped > max) return { quantity: max, capped: true };
  return { quantity: Math.max(0, stepped), capped: false };
}

/** Puts a product in a cart: raising the quantity (`replace` false) or setting it (true). */
export async function putItem(
  executor: Executor,
  cartId: string,
  product: ProductSummary,
  quantity: number,
  replace: boolean,
): Promise<AddItemResult> {
  if (product.availability === 'unavailable' || product.availability === 'temporarilyUnavailable')
    return 'unavailable';
  const [existing] = await executor
    .select()
    .from(cartLineItems)
    .where(and(eq(cartLineItems.cartId, cartId), eq(cartLineItems.sku, product.sku)))
    .for('update');
  const next = nextQuantity(product, existing?.quantity ?? 0, quantity, replace);
  if (next.quantity === 0) {
    if (existing) await executor.delete(cartLineItems).where(eq(cartLineItems.id, existing.id));
    return 'removed';
  }
  if (existing) {
    await executor
      .update(cartLineItems)
      .set({ quantity: next.quantity })
      .where(eq(cartLineItems.id, existing.id));
  } else {
    await executor.insert(cartLineItems).values({ cartId, sku: product.sku, quantity: next.quantity });
  }
  if (next.capped) return 'maxquantityreached';
  return existing ? 'updated' : 'added';
}

export async function removeItems(executor: Executor, cartId: string, lineItemIds: string[] | 'all') {
  const removed = await executor
    .delete(cartLineItems)
    .where(
      lineItemIds === 'all'
        ? eq(cartLineItems.cartId, cartId)
        : and(eq(cartLineItems.cartId, cartId), inArray(cartLineItems.id, lineItemIds)),
    )
    .returning({ id: cartLineItems.id });
  return removed.length;
}
