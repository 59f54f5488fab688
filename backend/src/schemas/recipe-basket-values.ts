import type { ProductSummary } from './catalogue.js';

// Issue 38.18: a recipe's linked ingredients go into the basket in one request. The rule for
// what an ingredient puts in is part of the contract, so the recipe page shows exactly what
// POST /api/carts/items/recipe adds; the API recomputes it and never takes a posted quantity.
// Without zod, so the recipe page's browser code can import it (decision 0052).

/** §9: a recipe's servings can be scaled between 1 and this many (the page and the API). */
export const MAX_RECIPE_SERVINGS = 24;

export const recipeBasketErrorCodes = {
  /** No published recipe with this slug. */
  recipeUnknown: 'RECIPE_UNKNOWN',
  /** A sku posted is not linked to an ingredient of this recipe: nothing is added. */
  productNotInRecipe: 'RECIPE_PRODUCT_NOT_IN_RECIPE',
} as const;

export type RecipeAmount = { quantity: number | null; unit: string | null };
export type BasketProduct = Pick<
  ProductSummary,
  'contentAmount' | 'weightArticle' | 'weightPieceArticle' | 'averageWeightGrams' | 'quantityStepSize'
>;

/** A spoon counts as 15 ml, a teaspoon as 5 ml; for something solid 1 ml counts as 1 g. */
const SPOON_ML = { el: 15, tl: 5 } as const;

type Measure =
  | { kind: 'grams'; value: number }
  | { kind: 'pieces'; value: number }
  | { kind: 'packs'; value: number }
  | { kind: 'other' };

const perUnit: Record<string, (value: number) => Measure> = {
  g: (value) => ({ kind: 'grams', value }),
  kg: (value) => ({ kind: 'grams', value: value * 1000 }),
  ml: (value) => ({ kind: 'grams', value }),
  l: (value) => ({ kind: 'grams', value: value * 1000 }),
  el: (value) => ({ kind: 'grams', value: value * SPOON_ML.el }),
  tl: (value) => ({ kind: 'grams', value: value * SPOON_ML.tl }),
  stk: (value) => ({ kind: 'pieces', value }),
  stück: (value) => ({ kind: 'pieces', value }),
  pkg: (value) => ({ kind: 'packs', value }),
  bund: (value) => ({ kind: 'packs', value }),
};

function measureOf(amount: RecipeAmount, scale: number): Measure {
  if (amount.quantity === null) return { kind: 'other' };
  const unit = (amount.unit ?? 'stk').trim().toLowerCase().replace(/\.$/, '');
  return perUnit[unit]?.(amount.quantity * scale) ?? { kind: 'other' };
}

/** Up to the next whole number, at least one, without 2.0000000001 becoming 3. */
const wholeUp = (value: number) => Math.max(1, Math.ceil(value - 1e-9));

/** Grams (or millilitres) in one selling unit; null for a pack counted in pieces. */
function contentGrams(product: BasketProduct): number | null {
  const { value, unit } = product.contentAmount;
  if (unit === 'piece') return null;
  return unit === 'kg' || unit === 'l' ? value * 1000 : value;
}

/**
 * What a product's ingredients put in the basket for the servings chosen, in the cart's units
 * (grams for a weight article, else selling units): amount × servings ÷ the recipe's servings,
 * summed when two ingredients name the product, then rounded **up** to whole packs or the
 * article's weight step, never below one. What cannot be weighed against the pack (a pinch, a
 * clove, an onion from a net, no amount at all) counts as one pack (or step) for the recipe's own
 * servings, scaled like the rest. maxQuantity is the cart's to apply.
 */
export function recipeBasketQuantity(
  amounts: readonly RecipeAmount[],
  product: BasketProduct,
  baseServings: number,
  servings: number,
): number {
  const scale = servings / baseServings;
  const step = product.quantityStepSize;
  const total = amounts.reduce(
    (sum, amount) => sum + rawQuantity(measureOf(amount, scale), product, scale),
    0,
  );
  return wholeUp(total / step) * step;
}

/** One ingredient in the cart's units, before rounding. */
function rawQuantity(measure: Measure, product: BasketProduct, scale: number): number {
  if (product.weightArticle) {
    if (measure.kind === 'grams') return measure.value;
    if (measure.kind === 'pieces' && product.averageWeightGrams !== null)
      return measure.value * product.averageWeightGrams;
    return scale * product.quantityStepSize;
  }
  if (measure.kind === 'other') return scale;
  if (measure.kind === 'packs') return measure.value;
  if (product.weightPieceArticle && product.averageWeightGrams !== null)
    return measure.kind === 'pieces' ? measure.value : measure.value / product.averageWeightGrams;
  const grams = contentGrams(product);
  if (grams === null) return measure.kind === 'pieces' ? measure.value / product.contentAmount.value : scale;
  return measure.kind === 'grams' ? measure.value / grams : scale;
}

/** A requested servings count, else the recipe's own; clamped to 1–24. */
export function recipeServingsOf(value: string | number | null | undefined, baseServings: number): number {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (!/^\d{1,3}$/.test(text)) return baseServings;
  return Math.min(Math.max(Number(text), 1), MAX_RECIPE_SERVINGS);
}

export const recipeBasketResultValues = [
  /** A new line with the recipe's quantity. */
  'added',
  /** The line held less; it now holds the recipe's quantity. */
  'raised',
  /** The line already held as much or more; left as it was. */
  'alreadyInCart',
  /** The recipe's quantity was more than maxQuantity: the line holds the maximum. */
  'maxquantityreached',
  /** Not orderable now; nothing added. */
  'unavailable',
] as const;
export type RecipeBasketResult = (typeof recipeBasketResultValues)[number];
