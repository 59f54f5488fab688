import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCart, withLine, type LoadedCart } from '../../../carts/cart-repository.js';
import { answerLoadedCart, requireOpenCart, shopperOf } from '../../../carts/cart-request.js';
import { assertSkusOfRecipe, recipeProductAmounts, topUpItem } from '../../../carts/recipe-basket.js';
import { storeQuerySchema } from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { recipeBasketAnswerSchema, recipeBasketBodySchema } from '../../../schemas/recipe-basket.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const cartRecipeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/carts/items/recipe',
    {
      schema: {
        summary: 'Puts a recipe’s linked products in the cart for the servings chosen (issue 38.18)',
        description:
          'The API computes each quantity from the recipe and `servings` (amount × servings ÷ the ' +
          'recipe’s servings, rounded up to whole packs or the weight step) and raises the line **to** ' +
          'it, never by it: sending the same request twice leaves the same cart. Each item says what ' +
          'happened: added, raised, alreadyInCart, maxquantityreached or unavailable. ' +
          '404 RECIPE_UNKNOWN; 400 RECIPE_PRODUCT_NOT_IN_RECIPE when a sku is not linked to the recipe ' +
          '(nothing is added); 400 CART_MISSING; 409 CART_NOT_OPEN while the cart is being paid.',
        tags: ['carts'],
        headers: tenantHeadersSchema,
        querystring: storeQuerySchema,
        body: recipeBasketBodySchema,
        response: {
          200: recipeBasketAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const { slug, servings, skus } = request.body;
        const recipe = await recipeProductAmounts(tx, shopperOf(request).tenantId, slug);
        assertSkusOfRecipe(skus, recipe.amounts);
        // The cart row stays locked to the end, so a second request waits and then finds the lines.
        let cart: LoadedCart = await loadCart(tx, await requireOpenCart(tx, request), { alsoSkus: skus });
        const items = [];
        for (const sku of skus) {
          const product = cart.products.get(sku)?.product;
          // A linked product that left the range is told as unavailable, like one out of stock.
          if (!product) {
            items.push({ sku, name: sku, quantity: 0, result: 'unavailable' as const });
            continue;
          }
          const outcome = await topUpItem(
            tx,
            cart.row.id,
            product,
            recipe.amounts.get(sku)!,
            recipe.servings,
            servings,
          );
          if (outcome.line) cart = withLine(cart, sku, outcome.line);
          items.push({ sku, name: product.name, quantity: outcome.quantity, result: outcome.result });
        }
        return { cart: await answerLoadedCart(tx, request, cart), servings, items };
      }),
  );
};

export default cartRecipeRoutes;
