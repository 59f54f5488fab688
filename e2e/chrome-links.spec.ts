import { expect, test } from '@playwright/test';
import { createCustomer, logInThroughApi } from './support/accounts';

// Issue 18: every link of the header and footer of both shops leads to a page. The links are
// read from the page as a shopper gets it (content-managed navigation, service and legal links),
// and each of the shop's own is opened in the browser, redirects followed.
for (const [shop, host] of [
  ['German', 'localhost'],
  ['English', 'en.localhost'],
] as const) {
  test(`no header or footer link of the ${shop} shop answers 404`, async ({ page, baseURL }) => {
    test.skip(test.info().project.name === 'javascript-off', 'the same links are sent to both');
    const base = (baseURL ?? '').replace('localhost', host);
    await page.goto(`${base}/`);
    const hrefs = await page
      .locator('header a[href], footer a[href], nav a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const own = [...new Set(hrefs)]
      .map((href) => new URL(href))
      .filter((url) => url.origin === new URL(base).origin && !url.hash.startsWith('#main'))
      .map((url) => `${url.pathname}${url.search}`);
    expect(own.length).toBeGreaterThan(5);
    // The browser opens each (it resolves *.localhost itself; Node's resolver may not).
    const broken: string[] = [];
    for (const path of own) {
      const response = await page.goto(`${base}${path}`);
      if (response?.status() !== 200) broken.push(`${path} ${response?.status()}`);
    }
    expect(broken).toEqual([]);
  });
}

// Issue 38.10: a logged-in customer sees favourites once in the header, and the footer offers no
// login, registration or forgotten password (the links' audience is "guests" in the CMS).
test('a logged-in customer sees favourites once and no login links in the footer', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const header = page.getByRole('banner');
  await page.goto('/');
  await expect(footer.getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Registrieren', exact: true })).toBeVisible();

  await logInThroughApi(page, await createCustomer('chrome'));
  await page.goto('/');
  await expect(header.getByRole('link', { name: /Favoriten/ })).toHaveCount(1);
  for (const name of ['Anmelden', 'Registrieren', 'Passwort vergessen']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(footer.getByRole('link', { name: 'Mein Profil', exact: true })).toBeVisible();
});
