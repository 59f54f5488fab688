import { expect, test } from '@playwright/test';
import { getTenantConfig } from './support/commerce-api';
import { onlyOnceForPlainRequests } from './support/projects';

test('the sitemap answers at its German path and at its plain-name fallback', async ({ page }) => {
  const { clientRuntimeConfig } = await getTenantConfig();
  const germanPath =
    clientRuntimeConfig.pages.sitemap.path ?? `/${clientRuntimeConfig.pages.sitemap.urlslug}`;
  expect(germanPath).toBe('/seitenuebersicht');

  const german = await page.goto(germanPath);
  expect(german?.status()).toBe(200);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();

  const fallback = await page.goto('/sitemap');
  expect(fallback?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
});

test('the sitemap links the content pages and the enabled feature pages', async ({ page }) => {
  await page.goto('/seitenuebersicht');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /impressum/i })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Startseite', exact: true })).toHaveAttribute('href', '/');
});

test('the English tenant serves its own paths and language', async ({ page, baseURL }) => {
  const englishBase = (baseURL ?? '').replace('localhost', 'en.localhost');

  const home = await page.goto(`${englishBase}/`);
  expect(home?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);

  const germanPath = await page.goto(`${englishBase}/seitenuebersicht`);
  expect(germanPath?.status()).toBe(404);

  const sitemap = await page.goto(`${englishBase}/sitemap`);
  expect(sitemap?.status()).toBe(200);
});

test('the redirect maps answer 301 before any route runs', async ({ request }) => {
  onlyOnceForPlainRequests();
  const { redirects } = await getTenantConfig();
  const [oldPath, newPath] = Object.entries(redirects.oneToOne)[0] ?? [];
  const manyToOne = redirects.manyToOne[0];
  const manyToMany = redirects.manyToMany[0];
  expect(oldPath && newPath && manyToOne && manyToMany).toBeTruthy();

  const one = await request.get(`${oldPath}?ref=newsletter`, { maxRedirects: 0 });
  expect(one.status()).toBe(301);
  expect(one.headers().location).toBe(`${newPath}?ref=newsletter`);

  for (const from of manyToOne!.from) {
    const many = await request.get(from, { maxRedirects: 0 });
    expect(many.status(), from).toBe(301);
    expect(many.headers().location).toBe(manyToOne!.to);
  }

  const prefixed = await request.get(`${manyToMany!.fromPrefix}gulasch`, { maxRedirects: 0 });
  expect(prefixed.status()).toBe(301);
  expect(prefixed.headers().location).toBe(`${manyToMany!.toPrefix}gulasch`);
});
