import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { logIn } from '../support/accounts';

test('the home page with a member’s personal vouchers has no detectable accessibility violations', async ({
  page,
}) => {
  await logIn(page, 'anna.muster@example.at', 'Demo-Passwort-1');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Deine persönlichen Gutscheine' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
});
