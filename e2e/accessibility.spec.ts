import { expect, test, type Page } from '@playwright/test';
import type { CategoryProducts, RecipeList } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, logInThroughApi, openPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deliverToFavoritenstrasse, openServiceChooser } from './support/cart';
import { axeOnceWithoutJavaScript, axeScreens, narrowScreens } from './support/screens';

// Every screen of the shop passes every axe rule, with JavaScript on and off (the projects run
// this file once each; a screen mobile-layout.spec.ts already checks with JavaScript off, at 320 px,
// is checked here with JavaScript on only). Screens that need JavaScript to reach (dialogs, the flap-out) are checked
// in e2e/javascript-only/.

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function checkScreen(page: Page, path: string) {
  await openPage(page, path);
  await expectNoAxeViolations(page);
}

for (const path of axeScreens) {
  test(`${path} passes every axe rule`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled && narrowScreens.includes(path), axeOnceWithoutJavaScript);
    await checkScreen(page, path);
  });
}

test('a product page, its brand page and a recipe pass every axe rule', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, axeOnceWithoutJavaScript);
  const [{ products }, { recipes }] = await Promise.all([
    api<CategoryProducts>('/api/categories/milch-kaese/products?pageSize=1'),
    api<RecipeList>('/api/recipes?pageSize=1'),
  ]);
  const product = products[0]!;
  await checkScreen(page, `/produkte/${product.slug}/${product.sku}`);
  await checkScreen(page, `/marken/${product.brand!.slug}`);
  await checkScreen(page, `/rezepte/${recipes[0]!.slug}`);
});

test('the category listing with its filters open passes every axe rule', async ({ page }) => {
  await openPage(page, '/kategorie/milch-kaese');
  for (const summary of await page.locator('.filter-group summary').all()) await summary.click();
  await expectNoAxeViolations(page);
});

test('the English shop’s home page passes every axe rule', async ({ page, baseURL }) => {
  await checkScreen(page, `${baseURL!.replace('localhost', 'en.localhost')}/`);
});

for (const path of ['/anmelden', '/registrieren', '/passwort-vergessen', '/konto-aktivieren']) {
  test(`${path} passes every axe rule, with every field in error too`, async ({ page }) => {
    await checkScreen(page, path);
    await page.locator('form.account-form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the profile sections, the address form and my products pass every axe rule', async ({
  page,
  javaScriptEnabled,
}) => {
  // mobile-layout.spec.ts runs axe on each of these with JavaScript off, at 320 px.
  test.skip(!javaScriptEnabled, axeOnceWithoutJavaScript);
  test.slow();
  await logInThroughApi(page, await createCustomer('axe'));
  for (const path of [
    '/profil',
    '/profil/bestellungen',
    '/profil/passwort',
    '/profil/adressen',
    '/profil/adressen/neu',
    '/profil/newsletter',
    '/profil/kommunikation',
    '/profil/zahlungsarten',
    '/favoriten',
  ]) {
    await checkScreen(page, path);
  }
});

test('the home page with a member’s personal vouchers passes every axe rule', async ({ page }) => {
  await logInThroughApi(page, 'anna.muster@example.at', 'Demo-Passwort-1');
  await openPage(page, '/');
  await expect(page.getByRole('region', { name: 'Deine persönlichen Gutscheine' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the cart with a line item, delivery chosen and its time slots passes every axe rule', async ({
  page,
}) => {
  await openPage(page, '/kategorie/obst-gemuese');
  await page.locator('[data-add-to-cart-slot] button').first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  await openPage(page, '/warenkorb');
  await deliverToFavoritenstrasse(page);
  await openServiceChooser(page, 'slot');
  await expect(page.locator('.cart-slot__form')).toBeVisible();
  await expectNoAxeViolations(page);
});

// WCAG 2.5.8: axe lets small targets pass when they are far enough apart; the chrome's links are
// 24 px tall regardless, so a denser footer from the CMS stays usable.
test('the links of the header’s service menu and of the footer are at least 24 px tall', async ({ page }) => {
  await openPage(page, '/');
  const links = page.locator('.site-header__service a, .site-footer a');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(24);
  }
});
