import { expect, test, type Page } from '@playwright/test';
import type { BrandProducts, CategoryProducts, ProductDetail } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { onlyOnceForPlainRequests } from './support/projects';

// Issue 4 catalogue journeys, with JavaScript on and off (both projects run this file). The
// expectations come from the commerce API, so they hold for whatever the seed generator makes.

const DAIRY = 'milch-kaese';

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const listing = (slug: string, query = '') =>
  api<CategoryProducts>(`/api/categories/${slug}/products${query ? `?${query}` : ''}`);

const tiles = (page: Page) => page.locator('.product-grid article.product-tile');
const filterForm = (page: Page) => page.locator('.listing-filters form');
const resultCount = (page: Page) => page.locator('.listing-toolbar__count');

test('browsing the dairy category and one of its sub-categories', async ({ page }) => {
  const dairy = await listing(DAIRY);
  const response = await page.goto(`/kategorie/${DAIRY}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dairy.category.name);
  await expect(page).toHaveTitle(new RegExp(dairy.category.name));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/kategorie\/milch-kaese$/);
  await expect(tiles(page)).toHaveCount(Math.min(24, dairy.total));
  await expect(resultCount(page)).toContainText(String(dairy.total));

  const child = dairy.category.children[0];
  expect(child, 'the dairy category has sub-categories').toBeDefined();
  await page.locator('.category-links').getByRole('link', { name: child!.name }).click();
  await expect(page).toHaveURL(new RegExp(`/kategorie/${child!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(child!.name);
  const breadcrumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  await expect(breadcrumbs.getByRole('link', { name: dairy.category.name })).toHaveAttribute(
    'href',
    `/kategorie/${DAIRY}`,
  );
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(child!.name);
});

test('the top of the category tree lists the top categories', async ({ page }) => {
  await page.goto('/kategorie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Kategorien');
  for (const slug of ['obst-gemuese', 'brot-gebaeck', DAIRY])
    await expect(page.locator(`.category-tree__name a[href="/kategorie/${slug}"]`)).toBeVisible();
});

test('sorting by unit price orders the tiles by unit price', async ({ page }) => {
  await page.goto(`/kategorie/${DAIRY}`);
  const sortForm = page.locator('form.listing-sort');
  await sortForm.getByLabel('Sortieren nach').selectOption('unitprice');
  await sortForm.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=unitprice/);
  await expect(sortForm.getByLabel('Sortieren nach')).toHaveValue('unitprice');
  // The order is the API's: the first tile is the first product it sorts by unit price. Waiting
  // for it also waits for a client-side navigation to show the new tiles before they are read.
  const sorted = await listing(DAIRY, 'sort=unitprice');
  await expect(tiles(page).first()).toHaveAttribute('data-sku', sorted.products[0]!.sku);
  const prices = (await tiles(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-unit-price')),
  )) as (string | null)[];
  const known = prices.filter((price): price is string => price !== null).map(Number);
  expect(known.length).toBeGreaterThan(1);
  expect(known).toEqual([...known].sort((a, b) => a - b));
});

test('filtering by a brand and a badge narrows the listing to the counts shown', async ({ page }) => {
  // A dairy brand of which some product carries a badge, so both filters can narrow down.
  const dairy = await listing(DAIRY);
  let brand: (typeof dairy.facets.brands)[number] | undefined;
  let byBrand: typeof dairy | undefined;
  for (const candidate of dairy.facets.brands) {
    const candidateListing = await listing(DAIRY, `brand=${candidate.slug}`);
    if (candidateListing.facets.badges.some(({ count }) => count > 0)) {
      brand = candidate;
      byBrand = candidateListing;
      break;
    }
  }
  if (!brand || !byBrand) throw new Error('no dairy brand has a product with a badge');
  await page.goto(`/kategorie/${DAIRY}`);
  const form = filterForm(page);
  await form.locator('summary', { hasText: 'Marke' }).click();
  await form.getByRole('checkbox', { name: new RegExp(`^${brand.name}\\b`) }).check();
  await form.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.slug}`));
  await expect(resultCount(page)).toContainText(String(brand.count));
  for (const text of await tiles(page).locator('.product-tile__brand').allTextContents())
    expect(text).toBe(brand.name);

  const badge = byBrand.facets.badges.find(({ count }) => count > 0)!;
  const badgeLabel = { organic: 'Bio', vegan: 'Vegan', regional: 'Regional', offer: 'Aktion', new: 'Neu' }[
    badge.badge
  ];
  await form.locator('summary', { hasText: 'Merkmal' }).click();
  await form.getByRole('checkbox', { name: new RegExp(`^${badgeLabel}\\b`) }).check();
  await form.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]badge=${badge.badge}`));
  await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.slug}`));
  await expect(resultCount(page)).toContainText(String(badge!.count));
  const count = await tiles(page).count();
  expect(count).toBe(Math.min(24, badge!.count));
  for (let index = 0; index < count; index += 1)
    await expect(tiles(page).nth(index).locator('.badges')).toContainText(badgeLabel);
});

test('bad query values are cleaned, never an error page', async ({ page }) => {
  const response = await page.goto(
    `/kategorie/${DAIRY}?sort=teuer&page=-3&badge=gibtsnicht&priceMin=abc&brand=%3Cscript%3E`,
  );
  expect(response?.status()).toBe(200);
  const dairy = await listing(DAIRY);
  await expect(tiles(page).first()).toHaveAttribute('data-sku', dairy.products[0]!.sku);
});

test('page 2 of a listing is a link and shows the next 24 products', async ({ page }) => {
  const second = await listing(DAIRY, 'offset=24&pageSize=24');
  await page.goto(`/kategorie/${DAIRY}`);
  await page
    .getByRole('navigation', { name: 'Seiten' })
    .getByRole('link', { name: 'Seite 2', exact: true })
    .click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(tiles(page).first()).toHaveAttribute('data-sku', second.products[0]!.sku);
  await expect(resultCount(page)).toContainText(`25–${24 + second.products.length} von ${second.total}`);
  await expect(
    page.getByRole('navigation', { name: 'Seiten' }).locator('[aria-current="page"]'),
  ).toContainText('2');
});

test('a product page shows prices, facts, breadcrumbs and schema.org data', async ({ page }) => {
  const dairy = await listing(DAIRY);
  const summary = dairy.products.find((product) => product.brand) ?? dairy.products[0]!;
  const product = await api<ProductDetail>(`/api/products/${summary.sku}`);

  await page.goto(`/kategorie/${DAIRY}`);
  await tiles(page)
    .filter({ has: page.locator(`[data-add-to-cart-slot="${product.sku}"]`) })
    .getByRole('link', { name: product.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/produkte/${product.slug}/${product.sku}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.locator('.product-page__buy .price__regular')).toContainText('€');
  await expect(page.locator('.product-page__buy .price__regular .visually-hidden')).toHaveText(/Normalpreis/);
  await expect(page.getByRole('heading', { level: 2, name: 'Produktinformationen' })).toBeVisible();
  if (product.nutrition) {
    await expect(page.getByRole('table', { name: /Nährwerte pro 100 g/ })).toBeVisible();
  }
  const breadcrumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  for (const category of [...product.parentCategories, product.category])
    await expect(breadcrumbs.getByRole('link', { name: category.name, exact: true })).toBeVisible();
  await expect(page.locator(`[data-add-to-cart-slot="${product.sku}"]`)).not.toBeEmpty();

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    offers: {
      '@type': 'Offer',
      price: (product.price.regular / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
    },
  });
  expect(jsonLd.image[0]).toMatch(/^http:\/\/localhost:\d+\//);
});

test('a product page by slug alone, and a wrong slug with the sku redirects to the right address', async ({
  page,
  request,
}) => {
  const [product] = (await listing(DAIRY)).products;
  const bySlug = await page.goto(`/produkte/${product!.slug}`);
  expect(bySlug?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);

  const moved = await request.get(`/produkte/alter-name/${product!.sku}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/produkte/${product!.slug}/${product!.sku}`);
});

test('Vollmilch has a product page with its loyalty-free regular price', async ({ page }) => {
  const found = await api<{ results: { slug: string; sku: string; name: string }[] }>(
    '/api/products/search/Vollmilch?pageSize=1',
  );
  const milk = found.results[0]!;
  await page.goto(`/produkte/${milk.slug}/${milk.sku}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vollmilch');
});

test('the brands page lists brands A–Z and leads to a brand page', async ({ page }) => {
  const { brands } = await api<{ brands: { slug: string; name: string; productCount: number }[] }>(
    '/api/brands',
  );
  const brand = brands.find((candidate) => candidate.productCount > 24) ?? brands[0]!;
  const response = await page.goto('/marken');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marken von A bis Z');
  await expect(
    page.getByRole('navigation', { name: 'Anfangsbuchstaben' }).getByRole('link').first(),
  ).toBeVisible();
  await page.getByRole('link', { name: brand.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/marken/${brand.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  const products = await api<BrandProducts>(`/api/brands/${brand.slug}?sort=alphabetically`);
  await expect(resultCount(page)).toContainText(String(products.total));

  const sortForm = page.locator('form.listing-sort');
  await sortForm.getByLabel('Sortieren nach').selectOption('alphabetically');
  await sortForm.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=alphabetically/);
  await expect(tiles(page).first()).toHaveAttribute('data-sku', products.products[0]!.sku);
});

test('the legacy query slug redirects to the category path', async ({ request, page }) => {
  for (const query of ['slug', 'category']) {
    const response = await request.get(`/kategorie?${query}=${DAIRY}&sort=unitprice`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`/kategorie/${DAIRY}?sort=unitprice`);
  }
  await page.goto(`/kategorie?slug=${DAIRY}`);
  await expect(page).toHaveURL(new RegExp(`/kategorie/${DAIRY}$`));
});

test('an unknown category and an unknown product show the 404 page', async ({ page }) => {
  for (const path of ['/kategorie/gibt-es-nicht', '/produkte/gibt-es-nicht', '/marken/gibt-es-nicht']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('sitemap.xml lists the home page, categories and products as absolute URLs', async ({ request }) => {
  onlyOnceForPlainRequests();
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  const locs = [...xml.matchAll(/<url><loc>([^<]*)<\/loc><\/url>/g)].map((match) => match[1]!);
  expect(locs.length).toBe((xml.match(/<url>/g) ?? []).length);
  expect(locs).toContain(new URL('/', response.url()).href);
  expect(locs).toContain(new URL(`/kategorie/${DAIRY}`, response.url()).href);
  const dairy = await listing(DAIRY);
  const product = dairy.products[0]!;
  expect(locs).toContain(new URL(`/produkte/${product.slug}/${product.sku}`, response.url()).href);
  expect(locs.filter((loc) => loc.includes('/produkte/')).length).toBeGreaterThanOrEqual(dairy.total);
  expect(locs.some((loc) => loc.includes('/marken/'))).toBe(true);
  expect(locs.some((loc) => loc.includes('/rezepte/'))).toBe(true);
  expect(new Set(locs).size).toBe(locs.length);
});

test('the site map lists categories and brands', async ({ page }) => {
  await page.goto('/seitenuebersicht');
  await expect(page.getByRole('heading', { level: 2, name: 'Alle Kategorien' })).toBeVisible();
  await expect(page.locator(`.sitemap a[href="/kategorie/${DAIRY}"]`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Alle Marken' })).toBeVisible();
});
