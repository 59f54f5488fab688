import { expect, test } from '@playwright/test';

test('going offline shows the warning of §8, announces it and dismisses it after 2 seconds', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);

  await context.setOffline(true);

  const warning = page.locator('.toast[data-toast-type="warning"]');
  await expect(warning).toContainText('Du bist offline');
  await expect(page.getByRole('alert')).toContainText('Warnung: Du bist offline');
  await expect(warning).toBeHidden({ timeout: 4000 });
  await context.setOffline(false);
});

test('a notification can be dismissed with its button', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Benachrichtigung schließen' }).click();

  await expect(page.locator('.toast')).toHaveCount(0);
  await context.setOffline(false);
});
