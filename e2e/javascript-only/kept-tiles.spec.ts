import { expect, test } from '@playwright/test';
import { hydration, openPage } from '../support/accounts';

// Decision 0116: a product tile's face (name and link, picture, brand, amount, badges, price) is
// kept as the server rendered it, not hydrated; its link still prefetches its page on a hover, as
// `<Link prefetch="intent">` did, and opens it inside the app.
test('a kept tile face prefetches its product page on a hover and opens it in the app', async ({ page }) => {
  await openPage(page, '/suche/milch');
  const tile = page.locator('.product-tile').first();
  await expect(tile.locator('[data-kept] .product-tile__link')).toHaveCount(1);
  const link = tile.locator('.product-tile__link');
  const href = (await link.getAttribute('href'))!;

  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === `${href}.data`);
  await link.hover();
  await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`)).toHaveCount(1);
  await prefetched;

  // The same document goes on: the app navigates, it does not load the page afresh.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await link.click();
  await expect(page).toHaveURL(href);
  await hydration(page);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
