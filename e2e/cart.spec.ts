import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Cart } from '../backend/src/schemas/cart';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, logIn, openPage, submitLogin } from './support/accounts';
import { deliverToFavoritenstrasse, filterPickupStores, openServiceChooser } from './support/cart';
import { bookFirstSlot } from './support/checkout';

// Issue 6: a guest fills a basket, chooses delivery and a slot, with JavaScript on and off.
async function productsOf(category: string): Promise<ProductSummary[]> {
  const response = await fetch(`${e2eApiUrl}/api/categories/${category}/products?pageSize=96`, {
    headers: { 'X-Tenant': 'de' },
  });
  const { products } = (await response.json()) as { products: ProductSummary[] };
  return products.filter(
    (product) => product.availability === 'available' && product.ageRestriction === null,
  );
}

/** The cart as the API holds it for the browser's guest: what the page must show. */
async function cartOfBrowser(context: BrowserContext): Promise<Cart> {
  const cookies = await context.cookies();
  const response = await fetch(`${e2eApiUrl}/api/carts`, {
    headers: {
      'X-Tenant': 'de',
      Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
  });
  return (await response.json()) as Cart;
}

const euro = (minorUnits: number) =>
  new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(minorUnits / 100);

async function addFromProductPage(page: Page, product: ProductSummary, expectedCount: number) {
  await page.goto(`/produkte/${product.slug}/${product.sku}`);
  await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
  await expect(page).toHaveURL(new RegExp(`/produkte/${product.slug}/${product.sku}$`));
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', String(expectedCount));
}

test('a guest fills a basket, chooses delivery and a time slot, and sees the right totals', async ({
  page,
  context,
}) => {
  const fresh = await productsOf('obst-gemuese');
  const dairy = await productsOf('milch-kaese');
  const weighed = fresh.find((product) => product.weightArticle)!;
  const pieces = [...dairy, ...fresh].filter(
    (product) => !product.weightArticle && !product.weightPieceArticle && product.maxQuantity >= 3,
  );
  const [first, second] = pieces;

  await addFromProductPage(page, first!, 1);
  await addFromProductPage(page, second!, 2);
  await addFromProductPage(page, weighed, 3);

  await page.goto('/warenkorb');
  await expect(page.locator('.cart-line')).toHaveCount(3);

  await page.getByRole('button', { name: `Mehr von ${first!.name}` }).click();
  await expect(page.getByLabel(`Menge von ${first!.name}`)).toHaveValue('2');
  await page.getByRole('button', { name: `${second!.name} entfernen` }).click();
  await expect(page.locator('.cart-line')).toHaveCount(2);

  const codeField = page.getByRole('textbox', { name: 'Gutscheincode' });
  await codeField.fill('FRISCH10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('[data-discount-code="FRISCH10"]')).toBeVisible();
  await codeField.fill('SOMMER5');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('#discount-code .form-errors')).toHaveText(
    'Dieser Gutscheincode ist abgelaufen.',
  );

  await deliverToFavoritenstrasse(page);
  await expect(page.locator('[data-cart-service="DELIVERY"]')).toHaveText(
    'Lieferung an Favoritenstraße 120, 1100 Wien',
  );

  await bookFirstSlot(page);

  const cart = await cartOfBrowser(context);
  expect(cart.productLineItems).toHaveLength(2);
  expect(cart.priceInfo.discounts).toBeGreaterThan(0);
  await expect(page.locator('[data-cart-row="total"] dd')).toHaveText(euro(cart.priceInfo.total));
  await expect(page.locator('[data-cart-row="service-fee"] dd')).toHaveText(
    euro(cart.priceInfo.serviceFeesAfterDiscount),
  );
  await expect(page.locator('[data-cart-row="savings"] dd')).toHaveText(
    `−${euro(cart.priceInfo.totalSavings)}`,
  );
  // A small basket: below the minimum order value, and a weight article reserves a surcharge.
  await expect(page.locator('[data-cart-notice="minimum-value"]')).toBeVisible();
  await expect(page.locator('[data-cart-note="over-authorization"]')).toContainText(
    euro(cart.priceInfo.totalWithSurcharge),
  );
  await expect(page.locator('[data-validation-group="timeSlot"]')).toHaveCount(0);
});

test('a guest is delivered to at a real Vienna address our street list does not know', async ({ page }) => {
  const [product] = (await productsOf('milch-kaese')).filter((candidate) => !candidate.weightArticle);
  await addFromProductPage(page, product!, 1);
  await page.goto('/warenkorb');

  await openServiceChooser(page);
  await page.getByLabel('Straße', { exact: true }).fill('Stephansplatz');
  await page.getByLabel('Hausnummer', { exact: true }).fill('1');
  await page.getByLabel('PLZ', { exact: true }).fill('1010');
  await page.getByLabel('Ort', { exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'An diese Adresse liefern' }).click();
  await expect(page.locator('[data-cart-service="DELIVERY"]')).toHaveText(
    'Lieferung an Stephansplatz 1, 1010 Wien',
  );
});

test('a guest picks up at a store, books a pickup slot, and a used-up code is refused', async ({ page }) => {
  const [product] = (await productsOf('milch-kaese')).filter((candidate) => !candidate.weightArticle);
  await addFromProductPage(page, product!, 1);
  await page.goto('/warenkorb');

  const codeField = page.getByRole('textbox', { name: 'Gutscheincode' });
  await codeField.fill('ERSTE100');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('#discount-code .form-errors')).toHaveText(
    'Dieser Gutscheincode wurde bereits zu oft eingelöst.',
  );

  await openServiceChooser(page);
  await filterPickupStores(page, 'Favoriten');
  await page.getByRole('radio', { name: /^Favoriten, Favoritenstraße/ }).check();
  await page.getByRole('button', { name: 'In dieser Filiale abholen' }).click();
  await expect(page.locator('[data-cart-service="CLICK_AND_COLLECT"]')).toContainText(
    'Abholung in Favoriten, Favoritenstraße',
  );
  await bookFirstSlot(page);
  // §5: the limits of pickup apply now; the seed asks at least € 20 for a pickup order.
  await expect(page.locator('[data-cart-notice="minimum-value"]')).toContainText(
    'Mindestbestellwert: € 20,00 Einkaufswert.',
  );
});

test('a customer with a saved cart logs in holding a guest basket and merges the two', async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const [saved, chosen] = (await productsOf('milch-kaese')).filter(
    (product) => !product.weightArticle && !product.weightPieceArticle,
  );
  const email = await createCustomer('merge');
  // Another device of the same customer left an item in the saved cart.
  const otherDevice = await browser.newPage();
  await logIn(otherDevice, email);
  await addFromProductPage(otherDevice, saved!, 1);
  await otherDevice.close();

  await addFromProductPage(page, chosen!, 1);
  await openPage(page, '/anmelden?returnUrl=%2Fprofil');
  await submitLogin(page, email);
  const offer = page.getByRole('alertdialog', { name: 'Zwei Warenkörbe gefunden' });
  await expect(offer).toContainText('1 Artikel');
  if (javaScriptEnabled) {
    // With JavaScript the offer is modal; Escape leaves it on the page, answerable (decision 0020).
    await expect.poll(() => offer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(offer).toBeVisible();
    expect(await offer.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
  }
  await offer.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.locator('.cart-line')).toHaveCount(2);
  await expect(page.getByText('Die Warenkörbe wurden zusammengeführt.', { exact: true })).toBeVisible();
});
