import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createCustomer, logIn, openPage } from '../support/accounts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

for (const path of ['/anmelden', '/registrieren', '/passwort-vergessen', '/konto-aktivieren']) {
  test(`${path} has no detectable accessibility violations, errors shown too`, async ({ page }) => {
    await openPage(page, path);
    await expectNoViolations(page);
    // With every field in error: each error is announced with its field.
    await page.locator('form.account-form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the profile sections, the address form and my products have no detectable violations', async ({
  page,
}) => {
  // Seven pages checked by axe under one login.
  test.slow();
  await logIn(page, await createCustomer('axe'));
  for (const path of [
    '/profil',
    '/profil/passwort',
    '/profil/adressen',
    '/profil/adressen/neu',
    '/profil/newsletter',
    '/profil/kommunikation',
    '/favoriten',
  ]) {
    await page.goto(path);
    await expectNoViolations(page);
  }
});
