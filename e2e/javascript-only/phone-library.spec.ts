import { expect, test } from '@playwright/test';
import { hydration } from '../support/accounts';
import { deliverToFavoritenstrasse } from '../support/cart';

// Decision 0066: phone numbers are read and formatted on the server, so a page with a phone field
// hydrates without libphonenumber-js and its metadata (about 30 KB gzipped).

test('the cart page with its contact form loads no phone-number library', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (answer) => {
    if (answer.request().resourceType() === 'script') scripts.push(answer.text());
  });
  await page.goto('/kategorie/milch-kaese');
  await page.locator('[data-add-to-cart-slot] button').first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  await page.goto('/warenkorb');
  await deliverToFavoritenstrasse(page);
  await expect(page.locator('.cart-contact').getByLabel('Telefonnummer')).toBeVisible();
  await hydration(page);

  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(3);
  // The key every libphonenumber-js metadata file starts with.
  for (const body of bodies) expect(body).not.toContain('country_calling_codes');
});
