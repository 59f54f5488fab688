import { expect, test, type Page } from '@playwright/test';
import type { PesticideList, SearchResults, SearchType } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';

// Issue 4 search and pesticide journeys, with JavaScript on and off (both projects run this
// file). Expectations come from the commerce API, so they hold for whatever the seed makes.

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const search = <T extends SearchType>(type: T, term: string, query = 'pageSize=1') =>
  api<SearchResults[T]>(`/api/${type}/search/${encodeURIComponent(term)}?${query}`);

const headerSearchBox = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' });
const tiles = (page: Page) => page.locator('.search-results article.product-tile');

test('searching “Vollmilch” from the header lists it, and it opens', async ({ page }) => {
  await page.goto('/');
  await headerSearchBox(page).fill('Vollmilch');
  await headerSearchBox(page).press('Enter');

  await expect(page).toHaveURL(/\/suche\/Vollmilch\?tab=products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Vollmilch“');
  await expect(page).toHaveTitle(/Suchergebnisse für „Vollmilch“/);
  const found = await search('products', 'Vollmilch', 'pageSize=24');
  expect(found.total).toBeGreaterThan(0);
  await expect(tiles(page)).toHaveCount(found.results.length);
  const first = found.results[0]!;
  expect(first.name).toMatch(/Vollmilch/);

  await tiles(page).first().getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/produkte/${first.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
});

test('each result type has a tab with its count, and the active one is marked', async ({ page }) => {
  const term = 'milch';
  const [products, recipes] = await Promise.all([search('products', term), search('recipes', term)]);
  await page.goto(`/suche/${term}`);
  const tabs = page.getByRole('navigation', { name: 'Ergebnisarten' });
  const productsTab = tabs.getByRole('link', { name: `Produkte, ${products.total} Ergebnisse` });
  await expect(productsTab).toHaveAttribute('aria-current', 'page');

  const recipesTab = tabs.getByRole('link', { name: new RegExp(`^Rezepte, ${recipes.total} Ergebnis`) });
  await recipesTab.click();
  await expect(page).toHaveURL(/\/suche\/milch\?tab=recipes$/);
  await expect(recipesTab).toHaveAttribute('aria-current', 'page');
  await expect(productsTab).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Rezepte' })).toBeVisible();
  await expect(page.locator('.search-results .recipe-card')).toHaveCount(Math.min(12, recipes.total));
});

test('product results are paged 24 to a page', async ({ page }) => {
  const term = 'milch';
  const all = await search('products', term);
  expect(all.total, 'the seed has more than one page of milk products').toBeGreaterThan(24);
  await page.goto(`/suche/${term}`);
  await expect(tiles(page)).toHaveCount(24);
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  const second = await search('products', term, 'pageSize=24&offset=24');
  await expect(tiles(page).first()).toHaveAttribute('data-sku', second.results[0]!.sku);
  await expect(page.locator('.search-results__count')).toHaveText(
    `25–${24 + second.results.length} von ${all.total}`,
  );
});

test('“kase” finds Käse, typed without the umlaut', async ({ page }) => {
  await page.goto('/suche/kase');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „kase“');
  await expect(tiles(page).filter({ hasText: 'Käse' }).first()).toBeVisible();
});

test('a 1-character term is refused with a message tied to the field', async ({ page }) => {
  for (const path of ['/suche?term=M', '/suche/M']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche');
    const field = page.getByRole('main').getByRole('searchbox', { name: 'Suchbegriff' });
    await expect(field).toHaveValue('M');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Bitte gib mindestens 2 Zeichen ein.');
    await expect(page.locator('.product-tile')).toHaveCount(0);
  }
});

test('a term from the search page form replaces the one shown', async ({ page }) => {
  await page.goto('/suche/milch');
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Suchbegriff' });
  await expect(field).toHaveValue('milch');
  await field.fill('Käse');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/suche\/K%C3%A4se\?tab=products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „Käse“');
});

// ---- Pesticide information (§2 pesticides) ----

const pesticides = (query: string) => api<PesticideList>(`/api/pesticides?pageSize=25&${query}`);
const pesticideRows = (page: Page) => page.locator('.pesticide-table tbody tr');

test('the pesticide table shows results in words and is searchable', async ({ page }) => {
  const all = await pesticides('');
  expect(all.total).toBeGreaterThan(0);
  await page.goto('/pestizide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pestizid-Tests');
  const table = page.getByRole('table', { name: 'Rückstandsanalysen von Obst und Gemüse' });
  await expect(table).toBeVisible();
  await expect(pesticideRows(page)).toHaveCount(all.entries.length);
  await expect(table.getByRole('columnheader', { name: /Testdatum/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  for (const text of await pesticideRows(page).locator('td:nth-child(4)').allTextContents())
    expect(text).toMatch(/^(Keine Rückstände|Unter dem Grenzwert \(\d+\s%\)|Über dem Grenzwert \(\d+\s%\))$/);

  const produce = all.entries[0]!.produce;
  const matching = await pesticides(`term=${encodeURIComponent(produce)}`);
  await page.getByLabel('Obst, Gemüse oder Herkunft').fill(produce);
  await page.getByRole('button', { name: 'Anzeigen' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('term')).toBe(produce);
  await expect(page.getByRole('table', { name: `Rückstandsanalysen für „${produce}“` })).toBeVisible();
  await expect(page.locator('.pesticides__count')).toHaveText(
    `${matching.total} ${matching.total === 1 ? 'Test' : 'Tests'}`,
  );
  await expect(pesticideRows(page).first().locator('th')).toHaveText(matching.entries[0]!.produce);
});

test('the pesticide table sorts by a column header, then the other way round', async ({ page }) => {
  await page.goto('/pestizide');
  const header = page.getByRole('columnheader', { name: /^Herkunft/ });
  await header.getByRole('link').click();
  await expect(page).toHaveURL(/sort=origin&order=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await pesticides('sort=origin&order=asc');
  await expect(pesticideRows(page).locator('td:nth-child(2)')).toHaveText(
    ascending.entries.map((entry) => entry.origin),
  );

  await header.getByRole('link').click();
  await expect(page).toHaveURL(/sort=origin&order=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await pesticides('sort=origin&order=desc');
  await expect(pesticideRows(page).first().locator('td').first()).toHaveText(descending.entries[0]!.origin);
});
