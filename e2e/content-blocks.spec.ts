import { expect, test } from '@playwright/test';
import { getContentPage } from './support/commerce-api';

// §1 commerce and recipe blocks on the seeded home page: a shelf of offers and new recipes,
// loaded with the page, so they are there with JavaScript off too.
test('the home page shows its product group and recipe group, linked to their pages', async ({ page }) => {
  const home = await getContentPage('startseite');
  const groups = home.blocks.filter((block) => block.type === 'productGroup' || block.type === 'recipeGroup');
  expect(groups.map((block) => block.type)).toEqual(['productGroup', 'recipeGroup']);
  const [offers, recipes] = groups.map((block) => block.fields as { title: string; limit: number });

  await page.goto('/');
  const shelf = page.getByRole('region', { name: offers!.title });
  const products = shelf.locator('.product-grid__item');
  await expect(products).toHaveCount(offers!.limit);
  // Every product of the shelf is an offer: a loyalty price is shown.
  await expect(products.filter({ hasText: 'mit Kundenkarte' })).toHaveCount(offers!.limit);

  const recipeGroup = page.getByRole('region', { name: recipes!.title });
  await expect(recipeGroup.locator('.recipe-grid > li')).toHaveCount(recipes!.limit);

  const firstProduct = products.first().getByRole('link').first();
  const name = (await firstProduct.textContent())?.trim() ?? '';
  await firstProduct.click();
  await expect(page).toHaveURL(/\/produkte\/[^/]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
