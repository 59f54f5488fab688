import { expect, test } from '@playwright/test';

// sitemap.xml through the browser's XML parser (the catalogue screens' axe checks are in
// e2e/accessibility.spec.ts, with JavaScript on and off).

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
