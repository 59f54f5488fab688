import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { deliverToFavoritenstrasse } from '../support/cart';

for (const path of [
  '/',
  '/service/lieferung',
  '/seitenuebersicht',
  '/bausteine',
  '/diese-seite-gibt-es-nicht',
]) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(
      results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
    ).toEqual([]);
  });
}

test('the cart with a line item, delivery chosen and its time slots has no detectable accessibility violations', async ({
  page,
}) => {
  await page.goto('/kategorie/obst-gemuese');
  await page.locator('[data-add-to-cart-slot] button').first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  await page.goto('/warenkorb');
  await deliverToFavoritenstrasse(page);
  await expect(page.locator('.cart-slot__form')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
});
