import { describe, expect, it } from 'vitest';
import type { RecipeDetail } from '../../../backend/src/schemas/catalogue.js';
import { cart, lineItem } from '../../../tests/storefront/cart-test-support';
import { productSummary } from '../../../tests/storefront/catalogue-test-support';
import { basketLines, basketOutcome, readBasketForm } from './recipe-basket';

const milk = productSummary({ sku: 'M1', name: 'Milch', contentAmount: { value: 1, unit: 'l' } });
const potatoes = productSummary({
  sku: 'P1',
  name: 'Erdäpfel',
  weightArticle: true,
  quantityStepSize: 100,
  contentAmount: { value: 1, unit: 'kg' },
});
const recipe = {
  slug: 'pueree',
  servings: 4,
  ingredients: [
    { quantity: 800, unit: 'g', name: 'Erdäpfel', product: potatoes },
    { quantity: 250, unit: 'ml', name: 'Milch', product: milk },
    { quantity: null, unit: null, name: 'Muskat', product: null },
    { quantity: 1000, unit: 'ml', name: 'Milch zum Kochen', product: milk },
  ],
} as unknown as RecipeDetail;

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe('the recipe basket form', () => {
  it('lists each linked product once, in recipe order, with the API’s quantity for the servings', () => {
    expect(
      basketLines(recipe, 6).map(({ sku, ingredients, quantity }) => ({ sku, ingredients, quantity })),
    ).toEqual([
      { sku: 'P1', ingredients: ['Erdäpfel'], quantity: 1200 },
      // 375 ml + 1,5 l = 1875 ml from 1 l packs: two.
      { sku: 'M1', ingredients: ['Milch', 'Milch zum Kochen'], quantity: 2 },
    ]);
  });

  it('keeps only the recipe’s own products, once each, and clamps the servings', () => {
    const form = formOf([
      ['servings', '99'],
      ['sku', 'M1'],
      ['sku', 'M1'],
      ['sku', 'FREMD'],
      ['quantity', '500'],
    ]);
    expect(readBasketForm(form, recipe)).toEqual({ servings: 24, skus: ['M1'] });
    expect(readBasketForm(formOf([['sku', 'P1']]), recipe)).toEqual({ servings: 4, skus: ['P1'] });
  });

  it('answers noneChosen when nothing of the recipe is checked', () => {
    expect(readBasketForm(formOf([['servings', '4']]), recipe)).toEqual({ error: 'noneChosen' });
    expect(readBasketForm(formOf([['sku', 'FREMD']]), recipe)).toEqual({ error: 'noneChosen' });
  });

  it('tells raised as added, with what the basket now holds, then capped, enough and unavailable', () => {
    const outcome = basketOutcome(
      {
        cart: cart({
          productLineItems: [
            lineItem({ product: potatoes, quantity: 1200 }),
            lineItem({ product: milk, quantity: 5 }),
          ],
        }),
        servings: 6,
        items: [
          { sku: 'M1', name: 'Milch', quantity: 2, result: 'alreadyInCart' },
          { sku: 'P1', name: 'Erdäpfel', quantity: 1200, result: 'raised' },
          { sku: 'X1', name: 'Safran', quantity: 1, result: 'unavailable' },
        ],
      },
      basketLines(recipe, 6),
    );
    expect(outcome).toEqual({
      servings: 6,
      inCart: { P1: 1200, M1: 5 },
      groups: [
        { result: 'added', items: [{ name: 'Erdäpfel', quantity: 1200, weighed: true }] },
        { result: 'alreadyInCart', items: [{ name: 'Milch', quantity: 5, weighed: false }] },
        { result: 'unavailable', items: [{ name: 'Safran', quantity: 1, weighed: false }] },
      ],
    });
  });
});
