import { expect, test, type Page } from '@playwright/test';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { hydration } from './support/accounts';

// §4 service selection, JavaScript on and off (decision 0019): the English tenant's selection is
// mandatory, so an add without delivery or pickup waits for the prompt; the German one's is
// optional and asks on every fifth add.
async function englishProducts(): Promise<ProductSummary[]> {
  const response = await fetch(`${e2eApiUrl}/api/products?pageSize=48`, { headers: { 'X-Tenant': 'en' } });
  const { products } = (await response.json()) as { products: ProductSummary[] };
  return products.filter(
    (product) =>
      product.availability === 'available' && product.ageRestriction === null && !product.weightArticle,
  );
}

async function addFromProductPage(page: Page, base: string, product: ProductSummary) {
  await page.goto(`${base}/products/${product.slug}/${product.sku}`);
  await hydration(page);
  await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
  await expect(page).toHaveURL(/\/basket\/service$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shall we deliver, or will you pick up?');
  await expect(page.locator('.service-prompt__pending')).toContainText(`Then we put ${product.name} into`);
  // With JavaScript on, a click while the page hydrates can be lost (the journey's rare flake).
  await hydration(page);
}

async function deliverToFavoritenstrasse(page: Page) {
  await page.getByLabel('Street', { exact: true }).fill('Favoritenstraße');
  await page.getByLabel('House number', { exact: true }).fill('120');
  await page.getByLabel('Postcode', { exact: true }).fill('1100');
  await page.getByLabel('City', { exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
}

test('a guest without delivery or pickup is asked first; the product follows the address', async ({
  page,
  baseURL,
}) => {
  const base = (baseURL ?? '').replace('localhost', 'en.localhost');
  const [product] = await englishProducts();
  await addFromProductPage(page, base, product!);

  await page.getByLabel('Postcode', { exact: true }).fill('9999');
  await page.getByRole('button', { name: 'Deliver to this address' }).click();
  // A missing field is refused next to it (plain form or conform alike).
  const street = page.getByLabel('Street', { exact: true });
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toHaveAccessibleDescription('This field is required');

  await deliverToFavoritenstrasse(page);
  await expect(page).toHaveURL(new RegExp(`/products/${product!.slug}/${product!.sku}$`));
  await expect(page.getByText(`${product!.name} is in your cart.`, { exact: true })).toBeVisible();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
});

test('declining keeps the product waiting until an address is set on the cart page', async ({
  page,
  baseURL,
}) => {
  const base = (baseURL ?? '').replace('localhost', 'en.localhost');
  const [, product] = await englishProducts();
  await addFromProductPage(page, base, product!);

  await page.getByRole('button', { name: 'Choose later' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product!.slug}/${product!.sku}$`));
  await expect(
    page.getByText('Not in your cart yet: as soon as you choose delivery or pickup, we put it in.', {
      exact: true,
    }),
  ).toBeVisible();

  await page.goto(`${base}/basket`);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Choose delivery or pickup' }).click();
  await deliverToFavoritenstrasse(page);
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page.locator('.cart-line')).toContainText(product!.name);
  await expect(page.locator('[data-cart-service="DELIVERY"]')).toHaveText(
    'Delivery to Favoritenstraße 120, 1100 Wien',
  );
});

test('an optional selection asks on the fifth add, and going on without one adds it all the same', async ({
  page,
}) => {
  await page.goto('/kategorie/obst-gemuese');
  const addButtons = page.locator('.add-to-cart-form__button');
  const badge = page.locator('.cart-badge');
  for (let index = 0; index < 4; index += 1) {
    await addButtons.nth(index).click();
    await expect(badge).toHaveAttribute('data-cart-count', String(index + 1));
  }
  await addButtons.nth(4).click();
  await expect(page).toHaveURL(/\/warenkorb\/service$/);
  await expect(page.locator('.service-prompt__pending')).toContainText('Du kannst auch später wählen');
  await page.getByRole('button', { name: 'Ohne Auswahl weiter' }).click();
  await expect(page).toHaveURL(/\/kategorie\/obst-gemuese$/);
  await expect(badge).toHaveAttribute('data-cart-count', '5');
});
