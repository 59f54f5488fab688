import { expect, test, type Page } from '@playwright/test';
import type { CategoryProducts } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, logInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deliverToFavoritenstrasse } from './support/cart';
import { fillBasketThroughApi } from './support/checkout';
import { listContentPages } from './support/commerce-api';
import { placeOrderAs } from './support/placed-order';
import { axeScreens, narrowScreens } from './support/screens';

// WCAG 1.4.10 reflow, §9 mobile: on a 320 px wide screen no page scrolls sideways; wide content
// (tables, the header's navigation, sliders) scrolls inside its own box. Issue 38.5: every route,
// logged out and logged in, the pages after an order included.
const width = 320;
test.use({ viewport: { width, height: 640 } });

/** The page's width beyond the screen, and the element that sticks out furthest (for the message). */
async function overflowOf(page: Page) {
  return page.evaluate((screen) => {
    let widest = '';
    let right = screen;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= right + 0.5) continue;
      // Inside a box that scrolls or clips on its own, sticking out is that box's business.
      let clipped = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== 'visible') clipped = true;
      if (clipped) continue;
      right = box.right;
      widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
    }
    return { scrollWidth: document.documentElement.scrollWidth, widest };
  }, width);
}

async function expectToFit(page: Page, path: string, { axe = true, searchBox = true } = {}) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const { scrollWidth, widest } = await overflowOf(page);
  expect(scrollWidth, `${path}: ${widest}`).toBeLessThanOrEqual(width);
  if (searchBox) {
    const searchButton = await page.locator('.site-header button.search-box__submit').boundingBox();
    expect(searchButton, path).not.toBeNull();
    expect(searchButton!.x, path).toBeGreaterThanOrEqual(0);
    expect(searchButton!.x + searchButton!.width, path).toBeLessThanOrEqual(width);
  }
  // What scrolls in its own box must be reachable by keyboard, and targets stay large enough.
  if (axe) await expectNoAxeViolations(page);
}

async function apiJson<T>(path: string): Promise<T> {
  const answer = await fetch(`${e2eApiUrl}${path}`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  return (await answer.json()) as T;
}

for (const path of narrowScreens) {
  test(`${path} fits a ${width} px wide screen, search button included, and passes axe`, async ({
    page,
    javaScriptEnabled,
  }) => {
    // accessibility.spec.ts runs axe on these with JavaScript on, at desktop width.
    await expectToFit(page, path, { axe: !javaScriptEnabled || !axeScreens.includes(path) });
  });
}

// The same product, its brand and recipe as accessibility.spec.ts, which runs axe on them with
// JavaScript on; here axe runs with it off.
test(`a product page fits a ${width} px wide screen, search button included`, async ({
  page,
  javaScriptEnabled,
}) => {
  const { products } = await apiJson<CategoryProducts>('/api/categories/milch-kaese/products?pageSize=1');
  await expectToFit(page, `/produkte/${products[0]!.slug}/${products[0]!.sku}`, { axe: !javaScriptEnabled });
});

test(`a brand page and a recipe fit a ${width} px wide screen`, async ({ page, javaScriptEnabled }) => {
  const { products } = await apiJson<CategoryProducts>('/api/categories/milch-kaese/products?pageSize=1');
  await expectToFit(page, `/marken/${products[0]!.brand!.slug}`, { axe: !javaScriptEnabled });
  const { recipes } = await apiJson<{ recipes: { slug: string }[] }>('/api/recipes?pageSize=1');
  await expectToFit(page, `/rezepte/${recipes[0]!.slug}`, { axe: !javaScriptEnabled });
});

test(`every content page fits a ${width} px wide screen`, async ({ page }) => {
  for (const { slug } of await listContentPages()) {
    const response = await page.goto(`/${slug}`);
    // The 404 page's own content answers 404 on its slug; it must fit all the same.
    expect([200, 404], slug).toContain(response?.status());
    const { scrollWidth, widest } = await overflowOf(page);
    expect(scrollWidth, `/${slug}: ${widest}`).toBeLessThanOrEqual(width);
  }
});

test(`a customer's pages fit a ${width} px wide screen: profile, order, confirmation, cart, checkout`, async ({
  page,
  javaScriptEnabled,
}) => {
  // axe runs here with JavaScript off; with it on, accessibility.spec.ts and checkout-checks.spec.ts
  // check these screens at desktop width.
  const axe = !javaScriptEnabled;
  test.setTimeout(180_000);
  // A long address without a hyphen to break at: it has to wrap on the confirmation and in the profile.
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = await createCustomer('', 'Erika', {}, `schmaltelefonkundin${unique}@example.at`);
  const { orderNumber } = await placeOrderAs(email);
  await logInThroughApi(page, email);
  for (const path of [
    '/profil',
    '/profil/bestellungen',
    `/profil/bestellungen/${orderNumber}`,
    '/profil/passwort',
    '/profil/adressen',
    '/profil/adressen/neu',
    '/profil/newsletter',
    '/profil/kommunikation',
    '/profil/zahlungsarten',
    '/profil/wallet',
    '/favoriten',
    `/kasse-ok?order=${orderNumber}`,
  ])
    await expectToFit(page, path, { axe });

  await fillBasketThroughApi(page, 7, 100);
  await deliverToFavoritenstrasse(page);
  for (const path of ['/warenkorb', '/warenkorb/service?change=1', '/warenkorb/service?change=1&part=slot'])
    await expectToFit(page, path, { axe });
  // §2 focused layout: the checkout's header has no search box.
  await expectToFit(page, '/kasse', { axe, searchBox: false });
});
