import { expect, test } from '@playwright/test';
import {
  firstHeadline,
  getContentPage,
  pageHeading,
  getTenantConfig,
  listContentPages,
} from './support/commerce-api';

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
