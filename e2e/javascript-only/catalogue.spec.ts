import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { CategoryProducts } from '../../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../../playwright.config';

// axe on the catalogue screens (issue 4), and sitemap.xml through the browser's XML parser.

async function firstDairyProduct() {
  const response = await fetch(`${e2eApiUrl}/api/categories/milch-kaese/products?pageSize=1`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  const { products } = (await response.json()) as CategoryProducts;
  return products[0]!;
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

for (const path of [
  '/kategorie',
  '/kategorie/milch-kaese',
  '/kategorie/milch-kaese?sort=unitprice&page=2',
  '/marken',
  '/kategorie/gibt-es-nicht',
]) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test('the category listing with its filters open has no detectable accessibility violations', async ({
  page,
}) => {
  await page.goto('/kategorie/milch-kaese');
  for (const summary of await page.locator('.filter-group summary').all()) await summary.click();
  await expectNoViolations(page);
});

test('a product page and its brand page have no detectable accessibility violations', async ({ page }) => {
  const product = await firstDairyProduct();
  await page.goto(`/produkte/${product.slug}/${product.sku}`);
  await expectNoViolations(page);
  if (product.brand) {
    await page.goto(`/marken/${product.brand.slug}`);
    await expectNoViolations(page);
  }
});

test('sitemap.xml is well-formed XML of the sitemaps.org namespace', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  await page.goto('/');
  const parsed = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const error = document.querySelector('parsererror');
    return {
      error: error?.textContent ?? null,
      root: document.documentElement.localName,
      namespace: document.documentElement.namespaceURI,
      products: [...document.getElementsByTagName('loc')].filter((loc) =>
        loc.textContent?.includes('/produkte/'),
      ).length,
    };
  }, xml);
  expect(parsed).toMatchObject({
    error: null,
    root: 'urlset',
    namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  });
  expect(parsed.products).toBeGreaterThan(0);
});
