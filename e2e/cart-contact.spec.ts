import { expect, test } from '@playwright/test';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { deliverToFavoritenstrasse } from './support/cart';

// Issue 15: a message that asks for data comes with the field to give it (§8 006, 007), and a
// post the cart page does not know is answered in the shopper's words, as an HTML page.

async function anyProduct(): Promise<ProductSummary> {
  const response = await fetch(`${e2eApiUrl}/api/categories/milch-kaese/products?pageSize=24`, {
    headers: { 'X-Tenant': 'de' },
  });
  const { products } = (await response.json()) as { products: ProductSummary[] };
  return products.find((product) => product.availability === 'available' && product.ageRestriction === null)!;
}

test('a guest gives the e-mail and phone the cart asks for, on the cart page', async ({ page }) => {
  const product = await anyProduct();
  await page.goto(`/produkte/${product.slug}/${product.sku}`);
  await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  await page.goto('/warenkorb');
  await deliverToFavoritenstrasse(page);
  await expect(page.locator('[data-validation-code="006"]')).toBeVisible();
  await expect(page.locator('[data-validation-code="007"]')).toBeVisible();

  const contact = page.locator('.cart-contact');
  const phone = contact.getByLabel('Telefonnummer');
  await contact.getByLabel('E-Mail-Adresse').fill('rosa.huber@example.at');
  await phone.fill('0664 12');
  await contact.getByRole('button', { name: 'Kontaktdaten speichern' }).click();
  await expect(contact.locator('#guest-contact-phoneNumber-error')).toHaveText('Ungültiges Format');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');

  await phone.fill('0664 123 4567');
  await contact.getByRole('button', { name: 'Kontaktdaten speichern' }).click();
  await expect(
    page.locator('.toast').filter({ hasText: 'Deine Kontaktdaten sind gespeichert.' }),
  ).toBeVisible();
  await expect(page.locator('[data-validation-code="006"]')).toHaveCount(0);
  await expect(page.locator('[data-validation-code="007"]')).toHaveCount(0);
  await expect(contact.getByLabel('E-Mail-Adresse')).toHaveValue('rosa.huber@example.at');
  await expect(phone).toHaveValue('+43 6641234567');
});

test('a post the cart page does not know gets a translated message on an HTML page', async ({
  page,
  baseURL,
}) => {
  await page.goto('/warenkorb');
  const answer = await page.request.post('/warenkorb', {
    form: { intent: 'bogus' },
    headers: { Origin: baseURL!, Accept: 'text/html' },
  });
  expect(answer.status()).toBe(400);
  expect(answer.headers()['content-type']).toContain('text/html');
  const html = await answer.text();
  expect(html).toContain(
    'Das geht auf dieser Seite (nicht mehr). Bitte lade die Seite neu und versuche es noch einmal.',
  );
  expect(html).not.toContain('is not defined');
});
