import { expect, test, type Page } from '@playwright/test';

// Issue 37 (decision 0086): the dataLayer of a consented shopper, and nothing without consent.
type Pushed = {
  event?: string;
  page_name?: string;
  ecommerce?: { items?: { item_id: string }[]; search_term?: string };
};
const events = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: Pushed[] }).dataLayer ?? [])
      .filter((entry) => entry.event && !entry.event.startsWith('gtm'))
      .map((entry) => ({ event: entry.event, page: entry.page_name, term: entry.ecommerce?.search_term })),
  );

test('a consented shopper: search, product, add to the cart give the GA4 sequence in the dataLayer', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'consent', value: 'C0002', url: baseURL! }]);
  const relayed: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/resources/tracking')) relayed.push(request.postData() ?? '');
  });
  await page.goto('/suche/milch');
  await expect
    .poll(() => events(page))
    .toEqual([
      { event: 'page_view', page: 'de:suche:milch', term: undefined },
      { event: 'view_item_list', page: 'de:suche:milch', term: 'milch' },
    ]);
  await page.getByRole('main').locator('a[href*="/produkt"]').first().click();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  await expect
    .poll(async () => (await events(page)).map((entry) => entry.event))
    .toEqual(['page_view', 'view_item_list', 'select_item', 'page_view', 'view_item', 'add_to_cart']);
  // The browser's batches reach the relay (the collector's own tests check what it stores).
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => relayed.join('\n')).toContain('"add_to_cart"');
});

test('without the statistics consent the dataLayer stays empty and no tracking code or tag manager is fetched', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/suche/milch');
  await page.getByRole('main').locator('a[href*="/produkt"]').first().click();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeVisible();
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(fetched.filter((url) => /googletagmanager|tracker\.client|resources\/tracking/.test(url))).toEqual(
    [],
  );
});
