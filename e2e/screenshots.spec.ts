import { mkdir, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { CategoryProducts, ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { openPage } from './support/accounts';

// Issue 19: pictures of the cart (with a few items), a product page and a category page at a
// phone's and a desktop's size, kept as the run's artefacts for people to look at, never compared
// pixel by pixel. With README_SCREENSHOTS=1 the cart and the product page also go to
// docs/screenshots/, which the README shows.

const sizes = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;
const forReadme = process.env.README_SCREENSHOTS === '1';

async function orderable(category: string): Promise<ProductSummary[]> {
  const response = await fetch(`${e2eApiUrl}/api/categories/${category}/products?pageSize=24`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  const { products } = (await response.json()) as CategoryProducts;
  return products.filter(
    (product) => product.availability === 'available' && product.ageRestriction === null,
  );
}

async function addFromProductPage(page: Page, product: ProductSummary, weight?: string) {
  await openPage(page, `/produkte/${product.slug}/${product.sku}`);
  const buy = page.locator('.product-page__buy');
  if (weight) await buy.getByLabel(`Menge wählen: ${product.name}`).selectOption(weight);
  await buy.getByRole('button', { name: `${product.name} in den Warenkorb legen` }).click();
  await expect(buy.locator('.cart-stepper')).toBeVisible();
}

/** Only the first screen: what a shopper sees without scrolling, and small files. */
async function picture(page: Page, name: string) {
  const body = await page.screenshot({ animations: 'disabled' });
  await test.info().attach(name, { body, contentType: 'image/png' });
  await writeFile(test.info().outputPath(`${name}.png`), body);
  return body;
}

test('screenshots of the cart, a product page and a category page, on a phone and a desktop', async ({
  page,
}) => {
  // One set is enough: the server sends the same HTML to both projects.
  test.skip(test.info().project.name === 'javascript-off', 'pictures are taken with JavaScript on');
  test.setTimeout(120_000);
  const dairy = (await orderable('milch-kaese')).filter((product) => !product.weightArticle);
  const weighed = (await orderable('obst-gemuese')).find((product) => product.weightArticle)!;
  const withLoyalty = dairy.find((product) => product.price.loyalty !== null) ?? dairy[0]!;
  const others = dairy.filter((product) => product.sku !== withLoyalty.sku).slice(0, 2);
  for (const product of [withLoyalty, ...others]) await addFromProductPage(page, product);
  await addFromProductPage(page, weighed, '500');
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '4');
  const productPath = `/produkte/${withLoyalty.slug}/${withLoyalty.sku}`;

  const readme: Record<string, Buffer> = {};
  for (const [device, viewport] of sizes) {
    await page.setViewportSize(viewport);
    await openPage(page, '/warenkorb');
    readme[`cart-${device}`] = await picture(page, `cart-${device}`);
    await openPage(page, productPath);
    readme[`product-${device}`] = await picture(page, `product-${device}`);
    await openPage(page, '/kategorie/milch-kaese');
    await page.locator('.product-grid').scrollIntoViewIfNeeded();
    await picture(page, `category-${device}`);
  }
  if (!forReadme) return;
  await mkdir('docs/screenshots', { recursive: true });
  for (const [name, body] of Object.entries(readme)) await writeFile(`docs/screenshots/${name}.png`, body);
});
