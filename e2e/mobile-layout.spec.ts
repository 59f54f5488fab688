import { expect, test, type Page } from '@playwright/test';
import type { CategoryProducts } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';

// WCAG 1.4.10 reflow, §9 mobile: on a 320 px wide screen no page scrolls sideways; wide content
// (tables, the header's navigation, sliders) scrolls inside its own box.
const width = 320;
test.use({ viewport: { width, height: 640 } });

async function expectToFit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
  const searchButton = await page.locator('.site-header button.search-box__submit').boundingBox();
  expect(searchButton, path).not.toBeNull();
  expect(searchButton!.x, path).toBeGreaterThanOrEqual(0);
  expect(searchButton!.x + searchButton!.width, path).toBeLessThanOrEqual(width);
  // What scrolls in its own box must be reachable by keyboard, and targets stay large enough.
  await expectNoAxeViolations(page);
}

for (const path of [
  '/',
  '/kategorie',
  '/kategorie/milch-kaese',
  '/marken',
  '/suche',
  '/suche/milch',
  '/rezepte',
  '/pestizide',
  '/seitenuebersicht',
  '/bausteine',
  '/warenkorb',
  '/warenkorb/service',
  '/anmelden',
  '/registrieren',
  '/passwort-vergessen',
  '/konto-aktivieren',
]) {
  test(`${path} fits a ${width} px wide screen, search button included, and passes axe`, async ({ page }) => {
    await expectToFit(page, path);
  });
}

test(`a product page fits a ${width} px wide screen, search button included`, async ({ page }) => {
  const answer = await fetch(`${e2eApiUrl}/api/categories/milch-kaese/products?pageSize=1`, {
    headers: { Accept: 'application/json', 'X-Tenant': 'de' },
  });
  const { products } = (await answer.json()) as CategoryProducts;
  await expectToFit(page, `/produkte/${products[0]!.slug}/${products[0]!.sku}`);
});
