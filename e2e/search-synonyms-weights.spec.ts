import { expect, test } from '@playwright/test';
import type { Cart } from '../backend/src/schemas/cart';
import type { ProductList, SearchResults } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';

// Issue 20, with JavaScript on and off (both projects run this file): regional synonyms,
// "did you mean" and choosing the amount of a weight article.

async function api<T>(path: string, cookie?: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de', ...(cookie ? { Cookie: cookie } : {}) },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

test('“Tomaten” finds the Paradeiser of the Austrian shop', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' });
  await box.fill('Tomaten');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/suche\/Tomaten\?tab=products$/);
  const tiles = page.locator('.search-results article.product-tile');
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.filter({ hasText: /paradeiser/i }).first()).toBeVisible();
});

test('a search that finds nothing offers the closest term as a link, which finds it', async ({ page }) => {
  const nothing = await api<SearchResults['products']>('/api/products/search/milsch?pageSize=1');
  expect(nothing.total).toBe(0);
  await page.goto('/suche/milsch');
  await expect(page.locator('.search-results__empty')).toBeVisible();
  const suggestion = page.locator('[data-did-you-mean]').getByRole('link', { name: 'milch', exact: true });
  await expect(page.locator('[data-did-you-mean]')).toContainText('Meintest du');
  await suggestion.click();
  await expect(page).toHaveURL(/\/suche\/milch\?tab=products$/);
  await expect(page.locator('.search-results article.product-tile').first()).toBeVisible();
});

test('a shopper chooses 500 g of a weight article and the cart line shows it', async ({ page, context }) => {
  const { products } = await api<ProductList>('/api/categories/obst-gemuese/products?pageSize=96');
  const weighed = products.find(
    (product) =>
      product.weightArticle && product.availability === 'available' && product.quantityStepSize === 100,
  )!;
  const half = Math.round(weighed.price.regular / 2);
  const euro = (minor: number) =>
    new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(minor / 100);

  await page.goto(`/produkte/${weighed.slug}/${weighed.sku}`);
  const slot = page.locator(`[data-add-to-cart-slot="${weighed.sku}"]`).first();
  const amount = slot.getByLabel(`Menge wählen: ${weighed.name}`);
  // The price of each amount shows before adding, JavaScript or not.
  await expect(amount.locator('option', { hasText: `500 g · ${euro(half)}` })).toHaveCount(1);
  await expect(amount.locator('option', { hasText: `1 kg · ${euro(weighed.price.regular)}` })).toHaveCount(1);
  await amount.selectOption('500');
  await slot.getByRole('button', { name: `${weighed.name} in den Warenkorb legen` }).click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');

  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const cart = await api<Cart>('/api/carts', cookie);
  expect(cart.productLineItems.map(({ quantity, totalPrice }) => ({ quantity, totalPrice }))).toEqual([
    { quantity: 500, totalPrice: half },
  ]);

  await page.goto('/warenkorb');
  const line = page.locator(`.cart-line[data-sku="${weighed.sku}"]`);
  await expect(line.locator('[data-line-weight]')).toContainText(`Gewählt: 500 g für ${euro(half)}`);
  await expect(line.locator('[data-line-weight]')).toContainText('tatsächlichen Gewicht');
});
