import { expect, test, type Page } from '@playwright/test';
import { collectPageProblems } from '../support/console';

// Decision 0022: the browser keeps the server's HTML of static blocks, unhydrated, and loads
// their code only when a page has to render one itself.

/** Whether the browser fetched the static blocks' code (the teaser renders this class). */
function watchStaticBlockCode(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).some((code) => code.includes('block-teaser__link'));
}

test('the home page keeps its static blocks without their code, and their links navigate in the app', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  const staticBlockCodeLoaded = watchStaticBlockCode(page);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('[data-kept]').count()).toBeGreaterThan(0);
  expect(await staticBlockCodeLoaded()).toBe(false);
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));

  // A teaser's link is the server's <a>, and still a client-side navigation.
  await page.getByRole('link', { name: 'Lieferinfos' }).click();
  await expect(page).toHaveURL(/\/service\/lieferung$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lieferung & Abholung');
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);

  // Rendered in the browser, the blocks of the next page need their code; back home, too.
  expect(await staticBlockCodeLoaded()).toBe(true);
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Zu Brot & Gebäck' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In drei Schritten zum vollen Kühlschrank' })).toBeVisible();
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

test('a link in kept HTML opened with a modifier key is left to the browser', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const newTab = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Zu Brot & Gebäck' }).click({ modifiers: ['Control'] });
  const opened = await newTab;
  await expect(opened).toHaveURL(/\/kategorie\/brot-gebaeck$/);
  await expect(page).toHaveURL(/\/$/);
});

test('a link of kept HTML to a redirected old path lands on the new page without a reload', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
  // An editor's link to an address the shop has moved (§3 redirects: /produkt/… is now
  // /produkte/…), which another route than the old path's serves.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: '/produkt/aepfel-elstar/49445650',
      textContent: 'Alte Adresse',
    });
    document.querySelector('[data-kept]')!.append(link);
  });
  await page.getByRole('link', { name: 'Alte Adresse', exact: true }).click();

  await expect(page).toHaveURL(/\/produkte\/aepfel-elstar\/49445650$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Elstar');
  expect(await page.evaluate(() => 'stillTheSameDocument' in window)).toBe(true);
  expect(problems).toEqual([]);
});

test('an add on the page being left while the next page waits for its kept parts code does not break the page', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto('/suche/brot');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // The product page's kept parts come late, as on a slow line; the navigation waits for them.
  let releaseParts = () => {};
  const partsHeld = new Promise<void>((resolve) => (releaseParts = resolve));
  await page.route(/\/build\/_shared\/product-parts-[^/]+\.js$/, async (route) => {
    await partsHeld;
    await route.continue();
  });
  const tile = page.getByRole('main').locator('[data-add-to-cart-slot]').first();
  const sku = (await tile.getAttribute('data-add-to-cart-slot'))!;
  const badge = page.locator('.cart-badge');
  const before = Number(await badge.getAttribute('data-cart-count'));
  await page.getByRole('main').locator(`a[href$="/${sku}"]`).first().click();
  // The router has the product page (its address is shown) and React waits for the parts' code.
  await expect(page).toHaveURL((url) => url.pathname.endsWith(`/${sku}`));
  await tile.getByRole('button').first().click();
  releaseParts();
  await expect(page.locator(`main [data-add-to-cart-slot="${sku}"]`).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Error' })).toHaveCount(0);
  await expect.poll(async () => Number(await badge.getAttribute('data-cart-count'))).toBeGreaterThan(before);
  expect(problems).toEqual([]);
});
