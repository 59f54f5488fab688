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

// The block gallery shows every block type built so far (issue 7 adds the rest).
test('the block gallery renders every block it holds', async ({ page }) => {
  const gallery = await getContentPage('bausteine');
  const response = await page.goto('/bausteine');
  expect(response?.status()).toBe(200);
  const main = page.locator('main');
  await expect(main.locator('details')).toHaveCount(2);
  await expect(main.getByRole('table', { name: 'Liefergebühren nach Einkaufswert' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Bio-Vollmilch aus Österreich' }).getByRole('link'),
  ).not.toHaveCount(0);
  await expect(main.getByRole('region', { name: /Aus unserem Sortiment: 3/ })).toBeVisible();
  await expect(main.getByRole('search')).toBeVisible();
  // No block of the page was dropped for invalid fields or missing data.
  const types = new Set(
    gallery.blocks.flatMap(function walk(block): string[] {
      return [block.type, ...(block.children ?? []).flatMap(walk)];
    }),
  );
  expect(types.size).toBeGreaterThanOrEqual(21);
  await expect(main.locator('.block-group')).toHaveCount(2);
});
