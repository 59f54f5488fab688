import { expect, test } from '@playwright/test';
import { e2eApiUrl } from '../playwright.config';

// §9: mobile is below lg. On a phone-sized screen no page may scroll sideways; wide content
// (tables, the header's navigation) scrolls inside its own box.
test.use({ viewport: { width: 360, height: 740 } });

for (const path of [
  '/',
  '/kategorie',
  '/kategorie/milch-kaese',
  '/marken',
  '/suche/milch',
  '/rezepte',
  '/pestizide',
  '/seitenuebersicht',
]) {
  test(`${path} fits a 360 px wide screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('a product page fits a 360 px wide screen', async ({ page }) => {
  const answer = await fetch(`${e2eApiUrl}/api/categories/milch-kaese/products?pageSize=1`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  const { products } = (await answer.json()) as { products: { slug: string; sku: string }[] };
  const response = await page.goto(`/produkte/${products[0]!.slug}/${products[0]!.sku}`);
  expect(response?.status()).toBe(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
