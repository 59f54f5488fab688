import { expect, type Page } from '@playwright/test';

/** Chooses delivery on the cart page with an address inside the seeded delivery area. */
export async function deliverToFavoritenstrasse(page: Page) {
  await page.getByLabel('Straße', { exact: true }).fill('Favoritenstraße');
  await page.getByLabel('Hausnummer', { exact: true }).fill('120');
  await page.getByLabel('PLZ', { exact: true }).fill('1100');
  await page.getByLabel('Ort', { exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'An diese Adresse liefern' }).click();
  await expect(page.locator('[data-cart-service="DELIVERY"]')).toBeVisible();
}
