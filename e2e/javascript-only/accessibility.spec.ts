import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
  await page.getByLabel('Straße', { exact: true }).fill('Favoritenstraße');
  await page.getByLabel('Hausnummer', { exact: true }).fill('120');
  await page.getByLabel('PLZ', { exact: true }).fill('1100');
  await page.getByLabel('Ort', { exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'An diese Adresse liefern' }).click();
  await expect(page.locator('.cart-slot__form')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
});
