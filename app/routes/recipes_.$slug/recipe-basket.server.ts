import { data, type AppLoadContext } from '@remix-run/node';
import type { RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import { checkServiceSelection } from '~/routes/cart_.service/service-prompt.server';
import { paymentRouteWhenBeingPaid } from '~/routes/cart/cart-being-paid.server';
import { ApiError } from '~/services/api-errors.server';
import { basketLines, basketOutcome, readBasketForm, type BasketOutcome } from './recipe-basket';

/** `chosen`: the skus posted, so the page answers with the shopper's own ticks, JavaScript or not. */
export type BasketActionData = { chosen: string[] } & (
  { outcome: BasketOutcome } | { error: 'noneChosen' | 'failed' }
);

/**
 * Issue 38.18: one post adds the checked products; the API computes every quantity from the
 * recipe and the servings. The page answers itself (no redirect): posting it again, by a reload
 * or a double click, raises nothing, because the API only tops lines up to the recipe's quantity.
 */
export async function addRecipeToBasket(
  context: AppLoadContext,
  request: Request,
  recipe: RecipeDetail,
  returnTo: string,
) {
  const form = readBasketForm(await request.formData(), recipe);
  if ('error' in form) return data<BasketActionData>({ chosen: [], error: form.error }, { status: 400 });
  const lines = basketLines(recipe, form.servings).filter((line) => form.skus.includes(line.sku));
  // §4: like every add, this one may wait for the delivery-or-pickup prompt, all its items with it.
  const [first, ...others] = lines.map((line) => ({
    sku: line.sku,
    quantity: line.quantity,
    name: line.product.name,
  }));
  const selection = await checkServiceSelection(context, request, first!, returnTo, others);
  if ('prompt' in selection) return selection.prompt;
  const headers: HeadersInit = selection.setCookie ? { 'Set-Cookie': selection.setCookie } : {};
  try {
    const answer = await context.cart.addRecipe({ slug: recipe.slug, ...form });
    return data<BasketActionData>({ chosen: form.skus, outcome: basketOutcome(answer, lines) }, { headers });
  } catch (error) {
    const beingPaid = paymentRouteWhenBeingPaid(context, error);
    if (beingPaid !== error) throw beingPaid;
    // An outage is the error page's; a refusal (the recipe withdrawn meanwhile) is told here.
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data<BasketActionData>({ chosen: form.skus, error: 'failed' }, { status: error.status, headers });
  }
}
