import { expect, test } from '@playwright/test';
import { openPage } from '../support/accounts';

// §2 storefinder: the browser's position needs JavaScript, so only that project runs this.
test.use({ geolocation: { latitude: 48.2765, longitude: 16.409 }, permissions: ['geolocation'] });

test('finds the stores nearest to the browser’s position', async ({ page }) => {
  await openPage(page, '/filialfinder');
  await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
  await expect(page).toHaveURL(/\?lat=48\.2765\d*&lng=16\.409\d*$/);
  await expect(page.locator('.store-finder h2')).toHaveText('Filialen in deiner Nähe');
  await expect(page.locator('.store-card h3').first()).toHaveText(/^Floridsdorf/);
});

test('a favourite kept only in the cookie (chosen without JavaScript) moves into localStorage', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'favoriteStores', value: '12301', url: baseURL! }]);
  await openPage(page, '/filialfinder?q=1010');
  await expect(page.locator('.store-card h3').first()).toHaveText(/^Liesing/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('favoriteStores'))).toBe('["12301"]');
});

test('the browser’s list wins over the cookie copy and brings it in line', async ({ page }) => {
  await openPage(page, '/filialfinder');
  await page.evaluate(() => localStorage.setItem('favoriteStores', '["11101"]'));
  await openPage(page, '/filialfinder?q=1010');
  await expect(page.locator('.store-card h3').first()).toHaveText(/^Simmering/);
  // The next page the server renders puts it first too: the cookie copy followed.
  await openPage(page, '/warenkorb/service');
  await expect(page.locator('.store-choices li').first()).toContainText('Simmering');
});
