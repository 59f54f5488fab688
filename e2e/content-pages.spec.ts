import { expect, test } from '@playwright/test';
import {
  firstHeadline,
  getContentPage,
  pageHeading,
  getTenantConfig,
  listContentPages,
} from './support/commerce-api';
import { createCustomer, logInThroughApi } from './support/accounts';

test('the home page shows its seeded content', async ({ page }) => {
  const { clientRuntimeConfig } = await getTenantConfig();
  const home = await getContentPage(clientRuntimeConfig.cms.homePageSlug);

  const response = await page.goto('/');

  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(home));
  await expect(page.getByRole('heading', { name: firstHeadline(home) })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(home.meta.title));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('a content page renders its blocks and its page meta', async ({ page }) => {
  const { clientRuntimeConfig } = await getTenantConfig();
  const { homePageSlug, notFoundPageSlug } = clientRuntimeConfig.cms;
  const pages = await listContentPages();
  const contentPages = pages.filter(({ slug }) => slug !== homePageSlug && slug !== notFoundPageSlug);
  expect(contentPages.length).toBeGreaterThanOrEqual(3);

  for (const { slug } of contentPages) {
    const content = await getContentPage(slug);
    // §6: a page for customers only sends a guest to login (accounts.spec.ts follows it).
    if (content.meta.access?.length && !content.meta.access.includes('NOT_LOGGED_IN')) continue;
    const response = await page.goto(`/${slug}`);
    expect(response?.status(), `/${slug}`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(content));
    if (content.meta.description) {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        content.meta.description,
      );
    }
  }
});

test('an unknown path shows the content-managed 404 page with status 404', async ({ page }) => {
  const { clientRuntimeConfig } = await getTenantConfig();
  const notFoundPage = await getContentPage(clientRuntimeConfig.cms.notFoundPageSlug);

  const response = await page.goto('/diese-seite-gibt-es-nicht');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageHeading(notFoundPage));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

// Issue 38.12: one design for every "not found", whichever part of the shop answers it: a content
// path, a shelf, a product, a recipe, a brand, a path the server refuses before any page, and a
// customer's own order or address that does not exist.
test('every kind of 404 shows the same content-managed page', async ({ page }) => {
  const { clientRuntimeConfig } = await getTenantConfig();
  const heading = pageHeading(await getContentPage(clientRuntimeConfig.cms.notFoundPageSlug));
  const expectNotFoundPage = async (path: string) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  };
  for (const path of [
    '/gibt-es-nicht',
    '/kategorie/gibt-es-nicht',
    '/produkte/gibt-es-nicht/999999999',
    '/rezepte/gibt-es-nicht',
    '/marken/gibt-es-nicht',
    '/build/..%2F..%2Fpackage.json',
    '/resources/messages/xx',
  ]) {
    await expectNotFoundPage(path);
  }
  await logInThroughApi(page, await createCustomer('not-found'));
  await expectNotFoundPage('/profil/bestellungen/999999999');
  await expectNotFoundPage('/profil/bestellungen/keine-nummer');
  await expectNotFoundPage('/profil/adressen/gibt-es-nicht');
  await expectNotFoundPage('/profil/gibt-es-nicht/auch-nicht');
});
