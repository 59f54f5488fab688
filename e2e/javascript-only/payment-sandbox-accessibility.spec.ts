import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSandboxCheckout } from '../support/payment-sandbox';

async function accessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`);
}

test('the payment sandbox page and its 3-D Secure step have no detectable accessibility violations', async ({
  page,
  baseURL,
}) => {
  const checkout = await createSandboxCheckout(`${baseURL}/`);
  await page.goto(checkout.redirectUrl);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: /3-D-Secure-Prüfung/ }).check();
  await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '3-D-Secure-Prüfung' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
