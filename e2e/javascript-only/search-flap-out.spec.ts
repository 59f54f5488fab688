import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import type { SearchBanner, SearchResults } from '../../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../../playwright.config';
import { expectNoAxeViolations } from '../support/axe';

// The search flap-out (§2, §4) needs JavaScript; the pages it leads to are checked in
// e2e/search.spec.ts with JavaScript on and off.

// A console error or an uncaught exception fails the test (no hydration mismatch, no stray error).
const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        // A page answered with an error status on purpose (e.g. 400 for a short term) is logged
        // by the browser; its status is checked where it matters.
        const documentStatus =
          message.location().url === page.url() && message.text().startsWith('Failed to load resource');
        if (message.type() === 'error' && !documentStatus) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use();
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' });
const flapOut = (page: Page, term: string) =>
  page.getByRole('region', { name: `Suchvorschläge für „${term}“` });

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

test('typing opens the flap-out with grouped results in two columns, searching once per pause', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resources/search?')) asked.push(new URL(request.url()).search);
  });
  await hydrated(page, '/');
  await searchBox(page).pressSequentially('vollm', { delay: 40 });

  const region = flapOut(page, 'vollm');
  await expect(region).toBeVisible();
  const products = await api<SearchResults['products']>('/api/products/search/vollm?pageSize=5');
  const productGroup = region.getByRole('group', { name: 'Produkte' });
  await expect(productGroup.getByRole('link')).toHaveCount(products.results.length);
  await expect(productGroup.getByRole('link', { name: products.results[0]!.name })).toBeVisible();

  // §2: odd orders (products 1, recipes 3) in the first column, even (categories 2, content 4) in the second.
  const columns = region.locator('.search-flap-out__column');
  await expect(columns).toHaveCount(2);
  expect(
    await columns
      .nth(0)
      .locator('.flap-out-group')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('data-type'))),
  ).toEqual(['products', 'recipes']);
  expect(
    await columns
      .nth(1)
      .locator('.flap-out-group')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('data-type'))),
  ).toEqual(['categories', 'content']);
  // The seeded column ratio is 8/4 on the 12-column grid.
  await expect(columns.nth(0)).toHaveClass(/col-lg-8/);
  await expect(columns.nth(1)).toHaveClass(/col-lg-4/);
  await expect(region.getByRole('link', { name: 'Alle Ergebnisse für „vollm“ anzeigen' })).toHaveAttribute(
    'href',
    '/suche/vollm?tab=products',
  );
  // §9: one search for the pause after "vollm", none for the keystrokes before it.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((query) => new URLSearchParams(query).get('term') === 'vollm')).toBe(true);

  // Typing on searches again; the banner comes with the term it belongs to.
  await searchBox(page).pressSequentially('ilch', { delay: 40 });
  const { banner } = await api<{ banner: SearchBanner }>('/api/content/search/vollmilch/banner');
  expect(banner, 'the seed has a banner for milk').not.toBeNull();
  await expect(flapOut(page, 'vollmilch').getByRole('link', { name: banner!.headline })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Escape closes the flap-out and leaves the focus in the box; so does a click outside', async ({
  page,
}) => {
  await hydrated(page, '/');
  await searchBox(page).pressSequentially('milch');
  await expect(flapOut(page, 'milch')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(flapOut(page, 'milch').getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(flapOut(page, 'milch')).toBeHidden();
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('milch');

  await searchBox(page).press('End');
  await searchBox(page).pressSequentially('x');
  await expect(flapOut(page, 'milchx')).toBeVisible();
  // The page's top left corner, outside the box and its flap-out.
  await page.mouse.click(2, 2);
  await expect(flapOut(page, 'milchx')).toBeHidden();
});

// Decision 0092: clicks go to the search-index provider only with the statistics consent.
const allowStatistics = (context: BrowserContext, baseURL: string | undefined) =>
  context.addCookies([{ name: 'consent', value: 'C0002', url: baseURL! }]);

test('a result of the flap-out opens and is reported as a click', async ({ page, context, baseURL }) => {
  await allowStatistics(context, baseURL);
  await hydrated(page, '/');
  await searchBox(page).pressSequentially('vollmilch');
  const group = flapOut(page, 'vollmilch').getByRole('group', { name: 'Produkte' });
  const first = group.getByRole('link').first();
  await expect(first).toBeVisible();
  const name = (await first.textContent())!.trim();
  const event = page.waitForRequest((request) => request.url().endsWith('/resources/search-event'));
  await first.click();
  const sent = JSON.parse((await event).postData() ?? '{}');
  expect(sent).toMatchObject({ type: 'click', resultType: 'products', position: 1 });
  expect(sent.queryId).not.toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(flapOut(page, 'vollmilch')).toBeHidden();
});

test('the box keeps the search page’s term and is cleared on leaving the search page', async ({ page }) => {
  await hydrated(page, '/suche/Vollmilch');
  await expect(searchBox(page)).toHaveValue('Vollmilch');
  await page
    .getByRole('navigation', { name: 'Ergebnisarten' })
    .getByRole('link', { name: /^Rezepte/ })
    .click();
  await expect(page).toHaveURL(/tab=recipes/);
  await expect(searchBox(page)).toHaveValue('Vollmilch');

  await page.getByRole('link', { name: 'Zur Startseite' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(searchBox(page)).toHaveValue('');
});

test('a result click on the search page is reported without holding up the navigation', async ({
  page,
  context,
  baseURL,
}) => {
  await allowStatistics(context, baseURL);
  await hydrated(page, '/suche/Vollmilch');
  const tile = page.locator('.search-results article.product-tile').nth(1);
  // Read before the click: the navigation may be done before the event's request is.
  const sku = await tile.getAttribute('data-sku');
  const event = page.waitForRequest((request) => request.url().endsWith('/resources/search-event'));
  await tile.getByRole('link').first().click();
  expect(JSON.parse((await event).postData() ?? '{}')).toMatchObject({
    type: 'click',
    resultType: 'products',
    objectId: sku,
    position: 2,
  });
  await expect(page).toHaveURL(/\/produkte\//);
});

for (const path of ['/suche/milch', '/suche/M', '/rezepte', '/pestizide']) {
  test(`${path} has no detectable accessibility violations`, async ({ page }) => {
    await hydrated(page, path);
    await expectNoAxeViolations(page);
  });
}

test('a recipe page has no detectable accessibility violations', async ({ page }) => {
  const { recipes } = await api<{ recipes: { slug: string }[] }>('/api/recipes?pageSize=1');
  await hydrated(page, `/rezepte/${recipes[0]!.slug}`);
  await expectNoAxeViolations(page);
});

test('the flap-out of a term that finds nothing offers the closest term as a link', async ({ page }) => {
  await hydrated(page, '/');
  await searchBox(page).fill('milsch');
  const region = flapOut(page, 'milsch');
  const suggestion = region.locator('[data-did-you-mean]').getByRole('link', { name: 'milch', exact: true });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/suche\/milch\?tab=products$/);
});
