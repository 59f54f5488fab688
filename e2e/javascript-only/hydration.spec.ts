import { expect, test } from '@playwright/test';
import { collectPageProblems } from '../support/console';

test('the page hydrates with its messages and navigates without a reload, a raw key or a console error', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const messageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resources/messages/')) messageRequests.push(request.url());
  });

  await page.goto('/');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seitenübersicht' }).click();

  await expect(page).toHaveURL(/\/seitenuebersicht$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seitenübersicht');
  // The site map's own messages came when the browser rendered it (decision 0025).
  await expect(page.getByRole('heading', { name: 'Shop', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suche', exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\bsitemap\.|\bcategory\.|\bbrand\./);
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
  const routesOf = (url: string) => new URL(url).searchParams.get('routes');
  expect(messageRequests.map(routesOf)).toEqual(['root,routes/_index', 'routes/sitemap']);
  expect(messageRequests[0]).toMatch(/\/resources\/messages\/de\?v=[\w.-]+&routes=/);
  expect(problems).toEqual([]);
});

// Every page the browser renders itself brings the messages of its route (decision 0025): none of
// them may show a message key instead of its text.
const RAW_KEY =
  /\b(account|badge|blocks|brand|cart|cartDialogs|catalogue|category|common|error|footer|header|pesticides|price|product|recipes|search|servicePrompt|shoppingCart|sitemap|validation|vouchers)\.[a-z]\w*/;

test('each page reached without a reload shows its texts, not message keys', async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto('/seitenuebersicht');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  const shop = page.getByRole('region', { name: 'Shop' });

  for (const [link, heading] of [
    ['Warenkorb', 'Warenkorb'],
    ['Anmelden', 'Anmelden'],
    ['Registrieren', 'Registrieren'],
    ['Rezepte', 'Rezepte'],
    ['Pestizide', /Pestizid/],
    ['Marken', 'Marken von A bis Z'],
    ['Passwort vergessen', /Passwort/],
  ] as const) {
    await shop.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('main')).not.toContainText(RAW_KEY);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seitenübersicht');
  }
  // A product, from a category page the browser rendered itself.
  await page
    .getByRole('region', { name: 'Alle Kategorien' })
    .getByRole('link', { name: 'Obst & Gemüse', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obst & Gemüse');
  await expect(page.locator('main')).not.toContainText(RAW_KEY);
  // Its category links and breadcrumbs are kept HTML (decision 0096): followed without a reload,
  // and rendered anew for the next category.
  const subcategory = page.locator('.category-links a').first();
  const href = await subcategory.getAttribute('href');
  await subcategory.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Obst & Gemüse');
  const breadcrumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  await expect(breadcrumbs.getByRole('link', { name: 'Obst & Gemüse' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(RAW_KEY);
  await page.locator('main a[href^="/produkte/"]').first().click();
  await expect(page).toHaveURL(/\/produkte\//);
  await expect(page.getByRole('button', { name: /in den Warenkorb/i }).first()).toBeVisible();
  // Its breadcrumbs, pictures and facts are kept parts too (decision 0100), rendered in the browser here.
  await expect(breadcrumbs.getByRole('link', { name: 'Obst & Gemüse' })).toBeVisible();
  await expect(page.locator('img.product-pictures__main')).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText(RAW_KEY);

  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

// The search page's did-you-mean, hits of the other tabs and paging are kept HTML (decision 0098):
// their links navigate without a reload, and the parts are rendered anew for the next search.
test('the search page’s kept parts navigate and render anew without a reload', async ({ page }) => {
  const problems = collectPageProblems(page);
  await page.goto('/suche/milsch');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  await page.locator('[data-did-you-mean]').getByRole('link', { name: 'milch', exact: true }).click();
  await expect(page).toHaveURL(/\/suche\/milch\?tab=products$/);
  const paging = page.getByRole('navigation', { name: 'Seiten' });
  await paging.getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(paging.getByRole('link', { name: 'Vorherige Seite' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Ergebnisarten' })
    .getByRole('link', { name: /^Rezepte/ })
    .click();
  await expect(page).toHaveURL(/tab=recipes$/);
  await expect(page.locator('.search-results .recipe-card').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(RAW_KEY);
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

// Issue 39: the block registry comes with the pages that show blocks; the editors' 404 page
// loads it when it shows one, and hydrates with it (its heading comes from content-page.tsx).
test('a category page loads without the block registry, the editors’ 404 page hydrates with it', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  const registryLoaded = async () =>
    (await Promise.all(scripts)).some((code) => code.includes('content-page__title'));

  await page.goto('/kategorie/brot-gebaeck');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.waitForLoadState('networkidle');
  expect(await registryLoaded()).toBe(false);

  await page.goto('/diese-seite-gibt-es-nicht');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  await page.waitForLoadState('networkidle');
  expect(await registryLoaded()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's own 404 answer is the one console message.
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

// React's scheduler may render the switch's transition in the same task as the effects that
// start it, before their microtask has run: the page must still count as hydrated. A page that
// renders nothing else afterwards (the staff login) stayed "not hydrated" in about half the runs.
test('the page counts as hydrated when the switch renders before the microtask', async ({ page }) => {
  await page.addInitScript(() => {
    window.queueMicrotask = (callback) => void setTimeout(callback, 200);
  });
  await page.goto('/personal/anmelden');
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset, null, {
    timeout: 10_000,
  });
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});
