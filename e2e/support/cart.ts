import { expect, test, type Page } from '@playwright/test';
import { hydration } from './accounts';

/**
 * Opens the cart's service chooser (decision 0047) from its "ändern" or "wählen" link: a dialog
 * once the page is hydrated, the chooser's own page without JavaScript (or before hydration).
 */
export async function openServiceChooser(page: Page, part: 'service' | 'slot' = 'service') {
  await hydration(page);
  await page.locator(`a[data-opens-chooser="${part}"]`).click();
  const heading = part === 'slot' ? 'Zeitfenster wählen' : 'Lieferung oder Abholung wählen';
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** Chooses delivery from the cart page with an address inside the seeded delivery area. */
export async function deliverToFavoritenstrasse(page: Page) {
  await openServiceChooser(page);
  await page.getByLabel('Straße', { exact: true }).fill('Favoritenstraße');
  await page.getByLabel('Hausnummer', { exact: true }).fill('120');
  await page.getByLabel('PLZ', { exact: true }).fill('1100');
  await page.getByLabel('Ort', { exact: true }).fill('Wien');
  await page.getByRole('button', { name: 'An diese Adresse liefern' }).click();
  await expect(page.locator('[data-cart-service="DELIVERY"]')).toBeVisible();
}

/** Filters the chooser's pickup stores: live with JavaScript, a GET search without. */
export async function filterPickupStores(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Filiale suchen' }).fill(text);
  if (test.info().project.use.javaScriptEnabled === false) {
    await page.getByRole('button', { name: 'Filialen filtern' }).click();
    await expect(page).toHaveURL(new RegExp(`store=${encodeURIComponent(text)}`));
  }
}
