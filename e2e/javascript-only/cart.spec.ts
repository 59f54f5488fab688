import { expect, test } from '@playwright/test';
import { hydration, openPage } from '../support/accounts';
import { openServiceChooser } from '../support/cart';
import { addToCartThroughApi, piecesOf } from '../support/checkout';

// Issue 6: with JavaScript, a tile's form is a fetcher (the page stays put) and the delivery form
// offers address suggestions while typing.

test('adding from a tile keeps the shopper on the listing and counts the line in the badge', async ({
  page,
}) => {
  await page.goto('/kategorie/obst-gemuese');
  const badge = page.locator('.cart-badge');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.locator('[data-add-to-cart-slot] button').first().click();
  await expect(badge).toHaveAttribute('data-cart-count', '1');
  await expect(page).toHaveURL(/\/kategorie\/obst-gemuese$/);
});

test('a suggested address fills the delivery form', async ({ page }) => {
  await page.goto('/warenkorb');
  await openServiceChooser(page);
  await page.getByLabel('Straße', { exact: true }).pressSequentially('Favoritenstr');
  const suggestions = page.getByRole('listbox', { name: 'Adressvorschläge' });
  await suggestions.getByRole('option').first().click();
  await expect(page.getByLabel('Straße', { exact: true })).toHaveValue('Favoritenstraße');
  await expect(page.getByLabel('PLZ', { exact: true })).toHaveValue('1100');
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Wien');
  await expect(suggestions).toBeHidden();
});

test('the cart is validated every minute: a basket emptied in another tab empties the badge', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/kategorie/obst-gemuese');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.locator('[data-add-to-cart-slot] button').first().click();
  const badge = page.locator('.cart-badge');
  await expect(badge).toHaveAttribute('data-cart-count', '1');

  const otherTab = await context.newPage();
  await otherTab.goto('/warenkorb');
  await otherTab.getByRole('button', { name: 'Warenkorb leeren' }).click();
  await expect(otherTab.getByText('Dein Warenkorb ist leer.')).toBeVisible();

  await page.clock.fastForward(61_000);
  await expect(badge).toHaveAttribute('data-cart-count', '0');
});

// Issue 19: with JavaScript the quantity field saves without "Ändern" too.
test("the stepper's field saves a typed quantity when the shopper leaves it", async ({ page }) => {
  const [product] = (await piecesOf('milch-kaese')).filter((candidate) => candidate.maxQuantity >= 4);
  await openPage(page, `/produkte/${product!.slug}/${product!.sku}`);
  await page.locator(`[data-add-to-cart-slot="${product!.sku}"] button`).first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  await openPage(page, '/warenkorb');
  const line = page.locator(`.cart-line[data-sku="${product!.sku}"]`);
  const quantity = line.getByLabel(`Menge von ${product!.name}`);
  await quantity.fill('4');
  await quantity.press('Tab');
  const total = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(
    (4 * product!.price.regular) / 100,
  );
  await expect(line.locator('[data-line-total]')).toHaveText(total);
  // An amount over the maximum is not sent on leaving; the field keeps it for "Ändern".
  await quantity.fill(String(product!.maxQuantity + 1));
  await quantity.press('Tab');
  await openPage(page, '/warenkorb');
  await expect(quantity).toHaveValue('4');
});

// A second click while the first post is under way once aborted that post in the browser only: the
// server still carried it out, sometimes after the newer one, so the cart kept the older quantity.
// Each post now waits for the one before it to be answered.
test("the stepper's clicks reach the server one after the other, the last one winning", async ({ page }) => {
  const [product] = (await piecesOf('milch-kaese')).filter((candidate) => candidate.maxQuantity >= 5);
  await addToCartThroughApi(page, [product!]);
  let underWay = 0;
  let mostAtOnce = 0;
  await page.route('**/resources/cart*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    mostAtOnce = Math.max(mostAtOnce, ++underWay);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
    underWay--;
  });
  await openPage(page, '/warenkorb');
  await hydration(page);
  const line = page.locator(`.cart-line[data-sku="${product!.sku}"]`);
  const quantity = line.getByLabel(`Menge von ${product!.name}`);
  const more = line.getByRole('button', { name: `Mehr von ${product!.name}` });
  const fewer = line.getByRole('button', { name: `Weniger von ${product!.name}` });
  await more.click();
  await more.click();
  await more.click();
  await fewer.click();
  // Shown at once, before any answer.
  await expect(quantity).toHaveValue('3');
  await expect(line.locator('.cart-line__quantity')).not.toHaveAttribute('aria-busy', 'true', {
    timeout: 10_000,
  });
  expect(mostAtOnce).toBe(1);
  await page.unroute('**/resources/cart*');
  await openPage(page, '/warenkorb');
  await expect(quantity).toHaveValue('3');
});
