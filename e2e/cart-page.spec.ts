import { expect, test, type Page } from '@playwright/test';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { hydration, openPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deliverToFavoritenstrasse } from './support/cart';
import { addToCartThroughApi, piecesOf } from './support/checkout';
import { expectValidHtml } from './support/html-validity';

// Issue 19, the cart page: lines with a stepper, the summary column that stays in view, the
// checkout button that says why it is not yet available, with JavaScript on and off.

/** Puts one of each product in the cart from the product pages, the way a shopper does. */
async function addEach(page: Page, products: ProductSummary[]) {
  for (const product of products) {
    await openPage(page, `/produkte/${product.slug}/${product.sku}`);
    const badge = page.locator('.cart-badge');
    const before = Number((await badge.getAttribute('data-cart-count')) ?? 0);
    await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
    await expect
      .poll(async () => Number(await badge.getAttribute('data-cart-count')))
      .toBeGreaterThan(before);
  }
}

const euro = (minorUnits: number) =>
  new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(minorUnits / 100);

const checkoutButton = (page: Page) => page.locator('.cart-checkout__button');

test.describe('at 1280x900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the summary sits beside the lines with the checkout button in view, also after scrolling the lines', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const products = (await piecesOf('milch-kaese')).slice(12, 22);
    // The journey is about the filled cart: its ten lines come through the API (the other journeys
    // here add from the product page, and cart.spec.ts and product-page-and-tiles.spec.ts are about adding).
    await openPage(page, '/warenkorb');
    await deliverToFavoritenstrasse(page);
    await addToCartThroughApi(page, products);
    await openPage(page, '/warenkorb');
    const lines = page.locator('.cart-line');
    await expect(lines).toHaveCount(products.length);

    const summary = page.locator('[data-cart-summary]');
    await expect(page.getByRole('heading', { name: 'Zusammenfassung' })).toBeInViewport();
    await expect(checkoutButton(page)).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const linesBox = (await page.locator('.cart-lines').boundingBox())!;
    const summaryBox = (await summary.boundingBox())!;
    expect(summaryBox.x).toBeGreaterThanOrEqual(linesBox.x + linesBox.width);
    // The page uses the desktop's width, not a narrow column.
    expect(summaryBox.x + summaryBox.width - linesBox.x).toBeGreaterThan(1280 * 0.75);

    // Down to the last line (the end of the page, where the column's own end comes up, aside).
    await lines.last().evaluate((line) => line.scrollIntoView({ block: 'center' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(checkoutButton(page)).toBeInViewport({ ratio: 1 });
    await expect(page.locator('[data-cart-row="total"]')).toBeInViewport();

    // Every line shows its thumbnail, its name as a link and its total.
    const first = lines.first();
    await expect(first.locator('img.cart-line__image')).toHaveAttribute('loading', 'lazy');
    await expect(first.getByRole('link', { name: products[0]!.name })).toHaveAttribute(
      'href',
      `/produkte/${products[0]!.slug}/${products[0]!.sku}`,
    );
    await expect(first.locator('[data-line-total]')).not.toBeEmpty();
    await expectNoAxeViolations(page);
  });

  test('an applied code is a chip its own button removes', async ({ page }) => {
    const [product] = (await piecesOf('milch-kaese')).slice(23, 24);
    await addEach(page, [product!]);
    await openPage(page, '/warenkorb');
    const codes = page.getByRole('region', { name: 'Gutscheine und Codes' });
    await codes.getByRole('textbox', { name: 'Gutscheincode' }).fill('FRISCH10');
    await codes.getByRole('button', { name: 'Einlösen' }).click();
    const chip = codes.locator('[data-discount-code="FRISCH10"]');
    await expect(chip).toBeVisible();
    await hydration(page);
    await chip.getByRole('button', { name: 'Gutschein FRISCH10 entfernen' }).click();
    await expect(chip).toHaveCount(0);
  });

  test('the filled cart page is valid HTML', async ({ page, context }) => {
    test.skip(test.info().project.name === 'javascript-off', 'the server sends the same HTML to both');
    const products = (await piecesOf('milch-kaese')).slice(24, 26);
    await addToCartThroughApi(page, products);
    const response = await context.request.get('/warenkorb', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const body = await response.body();
    expect(body.toString()).toContain('cart-stepper');
    await expectValidHtml({ cart: body });
  });
});

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the stepper changes the quantity, and checkout states why it is not available yet', async ({
    page,
  }) => {
    const [product] = (await piecesOf('milch-kaese')).filter((candidate) => candidate.maxQuantity >= 3);
    await addEach(page, [product!]);
    await openPage(page, '/warenkorb');
    const line = page.locator(`.cart-line[data-sku="${product!.sku}"]`);
    const quantity = line.getByLabel(`Menge von ${product!.name}`);
    await expect(quantity).toHaveValue('1');

    await line.getByRole('button', { name: `Mehr von ${product!.name}` }).click();
    await expect(quantity).toHaveValue('2');
    await hydration(page);
    await line.getByRole('button', { name: `Mehr von ${product!.name}` }).click();
    await expect(quantity).toHaveValue('3');
    await hydration(page);
    await line.getByRole('button', { name: `Weniger von ${product!.name}` }).click();
    await expect(quantity).toHaveValue('2');
    await expect(line.locator('[data-line-total]')).toHaveText(euro(2 * product!.price.regular));

    // A single product is below the minimum order value: the bar and the button say so.
    await expect(page.locator('[data-cart-notice="minimum-value"] progress')).toBeVisible();
    const button = page.getByRole('button', { name: 'Zur Kasse' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      /bis zum Mindestbestellwert von €\s\d+,\d\d\. Wähle Lieferung oder Abholung\.$/,
    );
    await expect(page.locator('[data-blocker="minimum"]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0);
    // On a phone the summary follows the lines.
    const lineBox = (await line.boundingBox())!;
    const summaryBox = (await page.locator('[data-cart-summary]').boundingBox())!;
    expect(summaryBox.y).toBeGreaterThan(lineBox.y + lineBox.height);

    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, '/warenkorb');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page);
  });
});
