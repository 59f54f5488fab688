import { expect, test } from '@playwright/test';
import { hydration } from '../support/accounts';
import { deliverToFavoritenstrasse } from '../support/cart';

// Decision 0066: phone numbers are read and formatted on the server, so a page with a phone field
// hydrates without libphonenumber-js and its metadata (about 30 KB gzipped).

test('the cart page with its contact form loads no phone-number library', async ({ page }) => {
  await page.goto('/kategorie/milch-kaese');
  await page.locator('[data-add-to-cart-slot] button').first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  await page.goto('/warenkorb');
  await deliverToFavoritenstrasse(page);
  await expect(page.locator('.cart-contact').getByLabel('Telefonnummer')).toBeVisible();
  await hydration(page);

  // Every module the cart page's document loaded, its dialogs' included, read again from the shop.
  const modules = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith('/build/') && url.endsWith('.js')),
  );
  expect(modules.length).toBeGreaterThan(3);
  for (const url of new Set(modules)) {
    const body = await (await page.request.get(url)).text();
    // The key every libphonenumber-js metadata file starts with.
    expect(body.includes('country_calling_codes'), `${url} holds libphonenumber-js's metadata`).toBe(false);
  }
});
