import { and, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { cartLineItems } from '../db/schema/carts.js';
import { recipes } from '../db/schema/catalogue.js';
import { InvalidDataError, NotFoundError } from '../errors.js';
import type { ProductSummary } from '../schemas/catalogue.js';
import {
  recipeBasketErrorCodes,
  recipeBasketQuantity,
  type RecipeAmount,
  type RecipeBasketResult,
} from '../schemas/recipe-basket.js';
import { maxQuantityOf } from './cart-items.js';
import type { LineItemRow } from './cart-repository.js';
import { substitutionDefaultOf } from './line-substitution.js';

/** The recipe's servings and, per linked sku, the amounts of its ingredients (in recipe order). */
export async function recipeProductAmounts(executor: Executor, tenantId: string, slug: string) {
  const [row] = await executor
    .select({ servings: recipes.servings, ingredients: recipes.ingredients })
    .from(recipes)
    .where(and(eq(recipes.tenantId, tenantId), eq(recipes.slug, slug), lte(recipes.publishedAt, sql`now()`)))
    .limit(1);
  if (!row) throw new NotFoundError(`No recipe ${slug}`, { code: recipeBasketErrorCodes.recipeUnknown });
  const amounts = new Map<string, RecipeAmount[]>();
  for (const { sku, quantity, unit } of row.ingredients)
    if (sku) amounts.set(sku, [...(amounts.get(sku) ?? []), { quantity, unit }]);
  return { servings: row.servings, amounts };
}

/** Every sku posted must be linked to the recipe: one stranger and nothing is added. */
export function assertSkusOfRecipe(skus: readonly string[], amounts: ReadonlyMap<string, unknown>) {
  const strangers = skus.filter((sku) => !amounts.has(sku));
  if (strangers.length)
    throw new InvalidDataError(`Not in this recipe: ${strangers.join(', ')}`, {
      code: recipeBasketErrorCodes.productNotInRecipe,
      details: { skus: strangers },
    });
}

const orderable = (product: ProductSummary) =>
  (product.availability === 'available' || product.availability === 'ageRestricted') &&
  product.orderability !== 'CanNotBeOrdered';

export type TopUpOutcome = { result: RecipeBasketResult; quantity: number; line?: LineItemRow };

/**
 * Issue 38.18: the line is raised **to** the recipe's quantity, never by it, in one statement on
 * the line's unique index: a double submit or two tabs at once leave the same basket as one add,
 * and a line that already holds as much stays as it is.
 */
export async function topUpItem(
  executor: Executor,
  cartId: string,
  product: ProductSummary,
  amounts: readonly RecipeAmount[],
  baseServings: number,
  servings: number,
): Promise<TopUpOutcome> {
  const quantity = recipeBasketQuantity(amounts, product, baseServings, servings);
  if (!orderable(product)) return { result: 'unavailable', quantity };
  const max = maxQuantityOf(product);
  const target = Math.min(quantity, max);
  const [line] = await executor
    .insert(cartLineItems)
    .values({
      cartId,
      sku: product.sku,
      quantity: target,
      substitutionAllowed: substitutionDefaultOf(cartId),
    })
    .onConflictDoUpdate({
      target: [cartLineItems.cartId, cartLineItems.sku],
      set: { quantity: sql`excluded.quantity` },
      setWhere: sql`${cartLineItems.quantity} < excluded.quantity`,
    })
    .returning({ ...getTableColumns(cartLineItems), inserted: sql<boolean>`xmax = 0` });
  if (quantity > max)
    return { result: 'maxquantityreached', quantity, ...(line ? { line: withoutFlag(line) } : {}) };
  if (!line) return { result: 'alreadyInCart', quantity };
  return { result: line.inserted ? 'added' : 'raised', quantity, line: withoutFlag(line) };
}

const withoutFlag = ({ inserted: _inserted, ...line }: LineItemRow & { inserted: boolean }): LineItemRow =>
  line;
