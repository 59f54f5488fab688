import { expect, test } from '@playwright/test';
import { openPage } from './support/accounts';

// §2 cart extras: without JavaScript the badge and the quick view are links that lead where the
// dialogs would have shown the same, with it they open the dialogs (e2e/javascript-only).

test('the badge leads to the cart page', async ({ page, javaScriptEnabled }) => {
  await openPage(page, '/kategorie/milch-kaese');
  const badge = page.locator('.cart-badge');
  await expect(badge).toHaveAttribute('href', '/warenkorb');
  await badge.click();
  if (javaScriptEnabled)
    await page
      .getByRole('dialog', { name: 'Dein Warenkorb' })
      .getByText('Dein Warenkorb ist leer.')
      .waitFor();
  else await expect(page).toHaveURL(/\/warenkorb$/);
});

test('the quick view leads to the product page', async ({ page, javaScriptEnabled }) => {
  await openPage(page, '/kategorie/milch-kaese');
  const tile = page.locator('article.product-tile').first();
  const name = (await tile.getByRole('heading').textContent())!.trim();
  const quickView = tile.getByRole('link', { name: `Schnellansicht von ${name}` });
  const href = (await quickView.getAttribute('href'))!;
  expect(href).toMatch(/^\/produkte\//);
  await quickView.click();
  if (javaScriptEnabled) {
    await page.getByRole('dialog', { name }).getByRole('link', { name: 'Alle Produktdetails' }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
