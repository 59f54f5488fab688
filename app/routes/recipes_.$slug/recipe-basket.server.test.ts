import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import '../../../tests/storefront/console-guard';
import type { RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import type { RecipeBasketAnswer } from '../../../backend/src/schemas/recipe-basket.js';
import { cart, lineItem, promptTenant } from '../../../tests/storefront/cart-test-support';
import { productSummary } from '../../../tests/storefront/catalogue-test-support';
import { readPromptState } from '~/routes/cart_.service/service-prompt.server';
import { ApiError } from '~/services/api-errors.server';
import { addRecipeToBasket } from './recipe-basket.server';

const milk = productSummary({ sku: 'M1', name: 'Milch', contentAmount: { value: 1, unit: 'l' } });
const eggs = productSummary({ sku: 'E1', name: 'Eier', contentAmount: { value: 10, unit: 'piece' } });
const recipe = {
  slug: 'palatschinken',
  servings: 4,
  ingredients: [
    { quantity: 500, unit: 'ml', name: 'Milch', product: milk },
    { quantity: 3, unit: 'Stk.', name: 'Eier', product: eggs },
  ],
} as unknown as RecipeDetail;

type Data = { data: unknown; init: ResponseInit | null };

function post(
  fields: [string, string][],
  { chosen = true, addRecipe = async (): Promise<RecipeBasketAnswer> => added } = {},
) {
  const spy = vi.fn(addRecipe);
  const context = {
    cart: {
      addRecipe: spy,
      getDistributionType: async () => ({ distributionType: chosen ? 'DELIVERY' : null }),
    },
    tenant: promptTenant('mandatory'),
  } as unknown as AppLoadContext;
  const request = new Request('http://shop.test/rezepte/palatschinken?servings=8', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return { spy, answer: addRecipeToBasket(context, request, recipe, '/rezepte/palatschinken?servings=8') };
}

const added: RecipeBasketAnswer = {
  cart: cart({ productLineItems: [lineItem({ product: milk, quantity: 1 })] }),
  servings: 8,
  items: [{ sku: 'M1', name: 'Milch', quantity: 1, result: 'added' }],
};

describe('the recipe basket post', () => {
  it('sends the checked products of this recipe and the servings, never a quantity or a stranger', async () => {
    const { spy, answer } = post([
      ['servings', '8'],
      ['sku', 'M1'],
      ['sku', 'FREMD'],
      ['quantity', '999'],
    ]);
    const response = (await answer) as unknown as Data;
    expect(spy).toHaveBeenCalledWith({ slug: 'palatschinken', servings: 8, skus: ['M1'] });
    expect(response.data).toEqual({
      chosen: ['M1'],
      outcome: {
        servings: 8,
        inCart: { M1: 1 },
        groups: [{ result: 'added', items: [{ name: 'Milch', quantity: 1, weighed: false }] }],
      },
    });
  });

  it('answers 400 beside the list when nothing is checked, and adds nothing', async () => {
    const { spy, answer } = post([['servings', '8']]);
    const response = (await answer) as unknown as Data;
    expect(response.data).toEqual({ chosen: [], error: 'noneChosen' });
    expect(response.init?.status).toBe(400);
    expect(spy).not.toHaveBeenCalled();
  });

  it('waits for the delivery-or-pickup prompt with every checked product and its quantity', async () => {
    const { spy, answer } = post(
      [
        ['servings', '8'],
        ['sku', 'M1'],
        ['sku', 'E1'],
      ],
      { chosen: false },
    );
    const response = (await answer) as Response;
    expect(spy).not.toHaveBeenCalled();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/warenkorb/service');
    const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!;
    const state = await readPromptState(new Request('http://shop.test/', { headers: { Cookie: cookie } }));
    expect(state.returnTo).toBe('/rezepte/palatschinken?servings=8');
    // 1 l of milk for 8 from 1 l packs, 6 eggs from a 10-pack.
    expect(state.pending).toEqual([
      { sku: 'M1', quantity: 1, name: 'Milch' },
      { sku: 'E1', quantity: 1, name: 'Eier' },
    ]);
  });

  it('tells a refusal of the API on the page, and leaves an outage to the error page', async () => {
    const refused = post([['sku', 'M1']], {
      addRecipe: async () => {
        throw new ApiError(404, 'RECIPE_UNKNOWN', 'gone');
      },
    });
    const response = (await refused.answer) as unknown as Data;
    expect(response.data).toEqual({ chosen: ['M1'], error: 'failed' });
    expect(response.init?.status).toBe(404);
    const outage = post([['sku', 'M1']], {
      addRecipe: async () => {
        throw new ApiError(503, 'UNAVAILABLE', 'down');
      },
    });
    await expect(outage.answer).rejects.toBeInstanceOf(ApiError);
  });
});
