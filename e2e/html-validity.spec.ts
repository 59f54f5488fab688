import { expect, test } from '@playwright/test';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, logInThroughApi } from './support/accounts';
import { expectValidHtml } from './support/html-validity';

// Issue 15.13: the W3C Nu HTML checker finds no error in the HTML the shop sends.

async function firstProduct(): Promise<ProductSummary> {
  const response = await fetch(`${e2eApiUrl}/api/categories/obst-gemuese/products?pageSize=1`, {
    headers: { 'X-Tenant': 'de' },
  });
  return ((await response.json()) as { products: ProductSummary[] }).products[0]!;
}

test('the pages are valid HTML', async ({ page, context }) => {
  test.skip(test.info().project.name === 'javascript-off', 'the server sends the same HTML to both');
  test.setTimeout(90_000);
  await logInThroughApi(page, await createCustomer('vnu'));
  const product = await firstProduct();
  const pages = {
    home: '/',
    category: '/kategorie/obst-gemuese',
    product: `/produkte/${product.slug}/${product.sku}`,
    search: '/suche/apfel',
    // Issue 38.18: a recipe scaled, with its form that puts the products in the basket.
    recipe: '/rezepte/wiener-schnitzel-mit-erdaepfelsalat?servings=6',
    cart: '/warenkorb',
    serviceChooser: '/warenkorb/service?change=1&store=1100&stores=all',
    slotChooser: '/warenkorb/service?change=1&part=slot',
    login: '/anmelden',
    registration: '/registrieren',
    profile: '/profil',
    orders: '/profil/bestellungen',
    paymentMethods: '/profil/zahlungsarten',
    storefinder: '/filialfinder?q=1100',
    contact: '/service/kontakt',
    newsletter: '/newsletter',
    questionnaire: '/umfrage',
  };
  const documents: Record<string, Buffer> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    // The shopper's cookies (logged in), the bytes as sent: not the browser's DOM.
    const response = await context.request.get(pagePath, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(200);
    documents[name] = await response.body();
  }
  await expectValidHtml(documents);
});
