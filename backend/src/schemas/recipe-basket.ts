import { z } from 'zod';
import { skuSchema } from './catalogue.js';
import { cartSchema } from './cart.js';
import { MAX_RECIPE_SERVINGS, recipeBasketResultValues } from './recipe-basket-values.js';

export * from './recipe-basket-values.js';

// Issue 38.18: the body and answer of POST /api/carts/items/recipe; the quantity rule and the
// plain values are in recipe-basket-values.ts.

export const recipeBasketBodySchema = z.object({
  slug: z.string().min(1).max(200),
  servings: z.number().int().min(1).max(MAX_RECIPE_SERVINGS),
  skus: z
    .array(skuSchema)
    .min(1)
    .max(50)
    .refine((skus) => new Set(skus).size === skus.length, 'each sku once')
    .describe('the linked products to add; each must belong to an ingredient of the recipe'),
});
export type RecipeBasketBody = z.infer<typeof recipeBasketBodySchema>;

export const recipeBasketAnswerSchema = z.object({
  cart: cartSchema,
  servings: z.number().int(),
  items: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int().describe('what the recipe asks for, in the cart units, before maxQuantity'),
      result: z.enum(recipeBasketResultValues),
    }),
  ),
});
export type RecipeBasketAnswer = z.infer<typeof recipeBasketAnswerSchema>;
