import { expect, test } from '@playwright/test';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, hydration, logInThroughApi } from './support/accounts';
import { deliverToFavoritenstrasse } from './support/cart';
import { cartOfBrowser } from './support/checkout';

// Issues 6 and 7: a member sees her personal vouchers in the voucher group (§1, §7); a new
// customer's delivery cart carries the automatic vouchers (§4) and their price.
const demoMember = { email: 'anna.muster@example.at', password: 'Demo-Passwort-1' };

const euro = (minorUnits: number) =>
  new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' }).format(minorUnits / 100);

test('a member sees her personal vouchers next to the general ones; a guest only the general', async ({
  page,
}) => {
  await page.goto('/');
  const group = page.getByRole('region', { name: 'Aktuelle Gutscheine' });
  await expect(group.getByRole('heading', { name: '10 € Willkommensrabatt' })).toBeVisible();
  await expect(group.getByText('Deine persönlichen Gutscheine')).toHaveCount(0);

  await logInThroughApi(page, demoMember.email, demoMember.password);
  await page.goto('/');
  const personal = group.getByRole('region', { name: 'Deine persönlichen Gutscheine' });
  await expect(personal.getByRole('heading', { name: '2 für 1 auf Bohnenkaffee' })).toBeVisible();
  await expect(personal.getByRole('heading', { name: '15 % auf Obst und Gemüse' })).toBeVisible();
  await expect(personal).toContainText('Für 150 jö Punkte');
  // The birthday voucher on her card has expired.
  await expect(page.getByText('Alles Gute zum Geburtstag')).toHaveCount(0);
  await expect(group.getByRole('heading', { name: '10 € Willkommensrabatt' })).toBeVisible();
});

test('a new customer’s delivery cart carries the automatic vouchers and the right total', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const response = await fetch(`${e2eApiUrl}/api/categories/milch-kaese/products?pageSize=96`, {
    headers: { 'X-Tenant': 'de' },
  });
  const { products } = (await response.json()) as { products: ProductSummary[] };
  const [product] = products
    .filter((candidate) => candidate.availability === 'available' && candidate.ageRestriction === null)
    .filter((candidate) => !candidate.weightArticle && !candidate.weightPieceArticle)
    .sort((a, b) => b.price.regular - a.price.regular);

  await logInThroughApi(page, await createCustomer('vouchers'));
  await page.goto(`/produkte/${product!.slug}/${product!.sku}`);
  await hydration(page);
  await page.locator(`[data-add-to-cart-slot="${product!.sku}"] button`).first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');

  await page.goto('/warenkorb');
  await hydration(page);
  await expect(page.locator('[data-cart-voucher]')).toHaveCount(0);
  // Articles worth more than the 10 € welcome voucher, so the 3 % has something left to take.
  const quantity = Math.min(product!.maxQuantity, Math.ceil(2500 / product!.price.regular));
  await page.getByLabel(`Menge von ${product!.name}`).fill(String(quantity));
  await page.getByRole('button', { name: 'Ändern' }).click();
  await expect(page.getByLabel(`Menge von ${product!.name}`)).toHaveValue(String(quantity));
  await deliverToFavoritenstrasse(page);

  const everyDelivery = page.locator('[data-cart-voucher="zustellbonus-3"]');
  await expect(everyDelivery).toContainText('3 % Zustellbonus');
  await expect(everyDelivery).toContainText('Automatisch eingelöst');
  await expect(page.locator('[data-cart-voucher="willkommen-10"]')).toContainText('Automatisch eingelöst');

  const cart = await cartOfBrowser(context);
  expect(cart.voucherLineItems.map((voucher) => voucher.promotionId)).toEqual([
    'willkommen-10',
    'zustellbonus-3',
  ]);
  expect(cart.priceInfo.discounts).toBeGreaterThan(0);
  await expect(everyDelivery).toContainText(euro(-cart.voucherLineItems[1]!.perPiecePrice));
  await expect(page.locator('[data-cart-row="savings"] dd')).toHaveText(
    `−${euro(cart.priceInfo.totalSavings)}`,
  );
  await expect(page.locator('[data-cart-row="total"] dd')).toHaveText(euro(cart.priceInfo.total));

  // With JavaScript the badge opens the side cart: the same vouchers, the same total.
  if (!javaScriptEnabled) return;
  await page.locator('.cart-badge').click();
  const sideCart = page.getByRole('dialog', { name: 'Dein Warenkorb' });
  await expect(sideCart.locator('[data-cart-voucher="zustellbonus-3"]')).toContainText(
    'Automatisch eingelöst',
  );
  await expect(sideCart.locator('[data-cart-voucher="willkommen-10"]')).toBeVisible();
  await expect(sideCart.locator('[data-side-cart-total] strong')).toHaveText(euro(cart.priceInfo.total));
});
