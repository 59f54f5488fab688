import type { ProductSummary, RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import {
  recipeBasketQuantity,
  recipeServingsOf,
  type RecipeBasketResult,
} from '../../../backend/src/schemas/recipe-basket-values.js';
import type { RecipeBasketAnswer } from '../../../backend/src/schemas/recipe-basket.js';

// Issue 38.18: the recipe page's "into the basket" form. Pure, so the page and its tests share it.

/** One checkbox: a linked product, the ingredients it stands for, what it puts in the basket. */
export type BasketLine = { sku: string; product: ProductSummary; ingredients: string[]; quantity: number };

/** The linked products in recipe order, each once, with the API's own quantity rule. */
export function basketLines(recipe: RecipeDetail, servings: number): BasketLine[] {
  const bySku = new Map<string, { product: ProductSummary; ingredients: RecipeDetail['ingredients'] }>();
  for (const ingredient of recipe.ingredients) {
    if (!ingredient.product) continue;
    const known = bySku.get(ingredient.product.sku);
    if (known) known.ingredients.push(ingredient);
    else bySku.set(ingredient.product.sku, { product: ingredient.product, ingredients: [ingredient] });
  }
  return [...bySku.values()].map(({ product, ingredients }) => ({
    sku: product.sku,
    product,
    ingredients: ingredients.map(({ name }) => name),
    quantity: recipeBasketQuantity(ingredients, product, recipe.servings, servings),
  }));
}

export type BasketForm = { servings: number; skus: string[] };

/** The servings (clamped as the page clamps them) and the checked products of this recipe only. */
export function readBasketForm(form: FormData, recipe: RecipeDetail): BasketForm | { error: 'noneChosen' } {
  const servingsField = form.get('servings');
  const servings = recipeServingsOf(
    typeof servingsField === 'string' ? servingsField : null,
    recipe.servings,
  );
  const own = new Set(basketLines(recipe, servings).map((line) => line.sku));
  const skus = [
    ...new Set(form.getAll('sku').filter((sku): sku is string => typeof sku === 'string' && own.has(sku))),
  ];
  return skus.length ? { servings, skus } : { error: 'noneChosen' };
}

/** What the page tells after an add: each outcome with the products it concerns. */
export type BasketOutcome = {
  servings: number;
  /** What the basket holds now by sku: a post without JavaScript renders before the badge knows. */
  inCart: Record<string, number>;
  groups: { result: Told; items: { name: string; quantity: number; weighed: boolean }[] }[];
};

/** In the order the message tells them; "raised" reads as added (the line now holds enough). */
const told = ['added', 'maxquantityreached', 'alreadyInCart', 'unavailable'] as const;
type Told = (typeof told)[number];
const toldAs = (result: RecipeBasketResult): Told => (result === 'raised' ? 'added' : result);

export function basketOutcome(answer: RecipeBasketAnswer, lines: readonly BasketLine[]): BasketOutcome {
  const weighed = new Set(lines.filter((line) => line.product.weightArticle).map((line) => line.sku));
  const inCart = new Map(answer.cart.productLineItems.map((line) => [line.product.sku, line.quantity]));
  const groups = told.flatMap((result) => {
    const items = answer.items
      .filter((item) => toldAs(item.result) === result)
      .map((item) => ({
        name: item.name,
        // What the basket holds now, or for what is unavailable what the recipe asked.
        quantity: inCart.get(item.sku) ?? item.quantity,
        weighed: weighed.has(item.sku),
      }));
    return items.length ? [{ result, items }] : [];
  });
  return { servings: answer.servings, inCart: Object.fromEntries(inCart), groups };
}
