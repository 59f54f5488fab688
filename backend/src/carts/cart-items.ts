import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { cartLineItems } from '../db/schema/carts.js';
import { InvalidDataError } from '../errors.js';
import { cartErrorCodes } from '../schemas/cart.js';
import type { ProductSummary } from '../schemas/catalogue.js';
import type { LineItemRow } from './cart-repository.js';
import { substitutionDefaultOf } from './line-substitution.js';

export type AddItemResult = 'added' | 'updated' | 'removed' | 'maxquantityreached' | 'unavailable';
/** What became of the line: the line now, null when removed, undefined when left as it was. */
export type PutItemOutcome = { result: AddItemResult; line?: LineItemRow | null };

export const maxQuantityOf = (product: ProductSummary) =>
  product.maxQuantity * (product.weightArticle ? product.quantityStepSize : 1);

/** §4: never past maxQuantity (then `maxquantityreached`), in quantityStepSize; 0 removes it. */
export function nextQuantity(product: ProductSummary, current: number, requested: number, replace: boolean) {
  const step = product.quantityStepSize;
  const wanted = replace ? requested : current + requested;
  // Asking for some never ends with none: a quantity below one step becomes one step.
  const stepped = wanted > 0 ? Math.max(step, Math.round(wanted / step) * step) : 0;
  const max = maxQuantityOf(product);
  if (stepped > max) return { quantity: max, capped: true };
  return { quantity: Math.max(0, stepped), capped: false };
}

const ofLine = (cartId: string, sku: string) =>
  and(eq(cartLineItems.cartId, cartId), eq(cartLineItems.sku, sku));

// One statement on the line's unique index: two adds at once (a double click) both count, and
// neither can push the line past maxQuantity. `substitutionAllowed` comes from a merged guest
// line; a refusal on either line wins (decision 0049).
export async function putItem(
  executor: Executor,
  cartId: string,
  product: ProductSummary,
  quantity: number,
  replace: boolean,
  { substitutionAllowed }: { substitutionAllowed?: boolean } = {},
): Promise<PutItemOutcome> {
  // Issue 20: a weight is chosen in the article's steps; 330 g of a 100 g article is refused,
  // not rounded, so the shopper gets what the page showed or a reason.
  if (product.weightArticle && quantity % product.quantityStepSize !== 0)
    throw new InvalidDataError(`${product.sku} is sold in steps of ${product.quantityStepSize} g`, {
      code: cartErrorCodes.quantityNotInSteps,
      details: { step: product.quantityStepSize },
    });
  if (product.availability === 'unavailable' || product.availability === 'temporarilyUnavailable')
    return { result: 'unavailable' };
  const alone = nextQuantity(product, 0, quantity, replace);
  if (alone.quantity === 0) {
    if (replace) {
      await executor.delete(cartLineItems).where(ofLine(cartId, product.sku));
      return { result: 'removed', line: null };
    }
    const [line] = await executor
      .select({ id: cartLineItems.id })
      .from(cartLineItems)
      .where(ofLine(cartId, product.sku));
    return { result: line ? 'updated' : 'removed' };
  }
  const step = product.quantityStepSize;
  // nextQuantity in SQL, from the line's quantity as it stands when this statement holds its lock.
  const raised = sql`greatest(${step}, round((${cartLineItems.quantity} + ${quantity})::numeric / ${step}) * ${step})::int`;
  const [line] = await executor
    .insert(cartLineItems)
    .values({
      cartId,
      sku: product.sku,
      quantity: alone.quantity,
      substitutionAllowed: substitutionAllowed ?? substitutionDefaultOf(cartId),
    })
    .onConflictDoUpdate({
      target: [cartLineItems.cartId, cartLineItems.sku],
      set: {
        quantity: replace ? sql`excluded.quantity` : raised,
        ...(substitutionAllowed === false ? { substitutionAllowed: false } : {}),
      },
      // A raise past the maximum updates nothing but still locks the line, for the cap below.
      setWhere: replace ? undefined : sql`${raised} <= ${maxQuantityOf(product)}`,
    })
    .returning({ ...getTableColumns(cartLineItems), inserted: sql<boolean>`xmax = 0` });
  if (!line) {
    const [capped] = await executor
      .update(cartLineItems)
      .set({
        quantity: maxQuantityOf(product),
        ...(substitutionAllowed === false ? { substitutionAllowed: false } : {}),
      })
      .where(ofLine(cartId, product.sku))
      .returning();
    return { result: 'maxquantityreached', line: capped! };
  }
  const { inserted, ...item } = line;
  if (alone.capped) return { result: 'maxquantityreached', line: item };
  return { result: inserted ? 'added' : 'updated', line: item };
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
