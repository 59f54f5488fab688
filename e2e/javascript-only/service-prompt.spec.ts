import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// §4 service selection with JavaScript: the street field is an ARIA 1.2 combobox (APG list
// autocomplete), and the prompt page passes axe.

test('the street combobox is driven by the keyboard alone', async ({ page }) => {
  await page.goto('/warenkorb');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('link', { name: 'Lieferung oder Abholung wählen' }).click();
  await expect(page.getByRole('dialog', { name: 'Lieferung oder Abholung wählen' })).toBeVisible();
  const street = page.getByRole('combobox', { name: 'Straße' });
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await street.pressSequentially('Favoritenstr');
  const listbox = page.getByRole('listbox', { name: 'Adressvorschläge' });
  await expect(street).toHaveAttribute('aria-expanded', 'true');
  await expect(street).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
  await expect(page.getByRole('status').filter({ hasText: /^Adressvorschläge: \d+$/ })).toHaveCount(1);

  // Escape closes the list and leaves what was typed.
  await street.press('Escape');
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await expect(street).toHaveValue('Favoritenstr');

  // Down opens it again on the first option, Down again moves on, Up goes back.
  await street.press('ArrowDown');
  const options = listbox.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(street).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  const count = await options.count();
  await street.press('ArrowDown');
  await street.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  if (count > 1) await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
  await expect(street).toBeFocused();

  await street.press('Enter');
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await expect(street).not.toHaveAttribute('aria-activedescendant');
  await expect(street).toHaveValue('Favoritenstraße');
  await expect(page.getByLabel('PLZ', { exact: true })).toHaveValue('1100');
  await expect(page.getByLabel('Ort', { exact: true })).toHaveValue('Wien');
  // Enter chose a suggestion; the form was not sent.
  await expect(page.locator('[data-cart-service="NONE"]')).toBeVisible();
});

test('the service-selection prompt has no detectable accessibility violations', async ({ page, baseURL }) => {
  const base = (baseURL ?? '').replace('localhost', 'en.localhost');
  await page.goto(`${base}/basket/service`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.getByRole('combobox', { name: 'Street' }).pressSequentially('Favoritenstr');
  await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible();
  await expectNoAxeViolations(page);
});
