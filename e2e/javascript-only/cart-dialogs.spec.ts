import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

// §2 cart extras with JavaScript: the side cart and the quick view are modal dialogs (focus inside,
// Escape closes, focus back on what opened them); the product slide-in leaves focus where it was.

const orderableTiles = (page: Page) =>
  page.locator('article.product-tile').filter({ has: page.locator('[data-orderable="true"]') });
const orderableTile = (page: Page) => orderableTiles(page).first();

test('an add shows the product slide-in without taking focus; Escape puts it away', async ({ page }) => {
  await openPage(page, '/kategorie/obst-gemuese');
  const addOn = async (index: number) => {
    const tile = orderableTiles(page).nth(index);
    const name = (await tile.getByRole('heading').textContent())!.trim();
    await tile.getByRole('button', { name: `${name} in den Warenkorb legen` }).click();
    return { name, more: tile.getByRole('button', { name: `Mehr von ${name}` }) };
  };
  const first = await addOn(0);

  const slideIn = page.getByRole('dialog', { name: 'In den Warenkorb gelegt' });
  await expect(slideIn).toBeVisible();
  await expect(slideIn).toContainText(first.name);
  await expect(slideIn).toContainText('Artikel im Warenkorb: 1');
  await expect(page.getByRole('status').filter({ hasText: `${first.name} liegt im Warenkorb.` })).toHaveCount(
    1,
  );
  // The add button gave way to the stepper (issue 19), which has the focus the button had.
  await expect(first.more).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(slideIn).toHaveCount(0);

  // A keyboard user who went into the slide-in comes back to where the add left them.
  const second = await addOn(1);
  await slideIn.getByRole('button', { name: 'Weiter einkaufen' }).focus();
  await page.keyboard.press('Enter');
  await expect(slideIn).toHaveCount(0);
  await expect(second.more).toBeFocused();

  await addOn(2);
  await slideIn.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(slideIn).toHaveCount(0);
});

test('the badge opens the side cart: steppers work there, Escape returns to the badge', async ({ page }) => {
  await openPage(page, '/kategorie/obst-gemuese');
  const tile = orderableTile(page);
  const name = (await tile.getByRole('heading').textContent())!.trim();
  await tile.getByRole('button', { name: `${name} in den Warenkorb legen` }).click();
  const badge = page.locator('.cart-badge');
  await expect(badge).toHaveAttribute('data-cart-count', '1');

  await badge.click();
  const sideCart = page.getByRole('dialog', { name: 'Dein Warenkorb' });
  await expect(sideCart).toBeVisible();
  await expect(sideCart.locator('.cart-line')).toHaveCount(1);
  // showModal() puts focus inside and makes the page behind inert.
  expect(await sideCart.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);

  const quantity = sideCart.getByLabel(`Menge von ${name}`);
  const before = Number(await quantity.inputValue());
  await sideCart.getByRole('button', { name: `Mehr von ${name}` }).click();
  await expect(quantity).not.toHaveValue(String(before));
  await expect(sideCart.locator('[data-side-cart-total]')).toContainText('€');

  await page.keyboard.press('Escape');
  await expect(sideCart).toHaveCount(0);
  await expect(badge).toBeFocused();
  await expect(page).toHaveURL(/\/kategorie\/obst-gemuese$/);
});

test('the quick view shows the product in a dialog and adds from there', async ({ page }) => {
  await openPage(page, '/kategorie/milch-kaese');
  const tile = orderableTile(page);
  const name = (await tile.getByRole('heading').textContent())!.trim();
  const quickViewLink = tile.getByRole('link', { name: `Schnellansicht von ${name}` });

  await quickViewLink.click();
  const quickView = page.getByRole('dialog', { name });
  await expect(quickView.locator('[data-quick-view]')).toBeVisible();
  await expect(quickView).toContainText('€');
  expect(await quickView.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(quickView).toHaveCount(0);
  await expect(quickViewLink).toBeFocused();
  await expect(page).toHaveURL(/\/kategorie\/milch-kaese$/);

  await quickViewLink.click();
  await quickView.getByRole('button', { name: `${name} in den Warenkorb legen` }).click();
  // Once in the cart, the quick view gives way to the slide-in.
  await expect(quickView).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'In den Warenkorb gelegt' })).toContainText(name);
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
});
