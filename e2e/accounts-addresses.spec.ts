import { expect, test } from '@playwright/test';
import { createCustomer, hydration, logInThroughApi, openPage } from './support/accounts';

test('adds an address with a phone number, edits it and deletes it', async ({ page }) => {
  await logInThroughApi(page, await createCustomer('address', 'Erika'));
  await openPage(page, '/profil/adressen');
  await expect(page.getByText('Du hast noch keine Adresse gespeichert.')).toBeVisible();
  await page.getByRole('link', { name: 'Neue Adresse' }).click();
  await hydration(page);
  // §4: a new address starts with the customer's name.
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
  await page.getByLabel('Straße').fill('Mariahilfer Straße');
  await page.getByLabel('Hausnummer').fill('12');
  await page.getByLabel('PLZ').fill('10');
  await page.getByLabel('Ort').fill('Wien');
  await page.getByLabel(/^Telefonnummer/).fill('0664 1234567');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page.getByLabel('PLZ')).toHaveAccessibleDescription('Bitte gib mindestens 4 Zeichen ein');

  await page.getByLabel('PLZ').fill('1060');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/profil\/adressen$/);
  const card = page.getByRole('list', { name: 'Meine Adressen' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  // §5 phone display: +CC and the national number without its leading zero.
  await expect(card).toContainText('+43 6641234567');
  await expect(card).toContainText('Mariahilfer Straße 12');
  await expect(card).not.toContainText('na ');

  await card.getByRole('link', { name: 'Adresse Erika Mustermann bearbeiten' }).click();
  await hydration(page);
  await expect(page.getByLabel('Straße')).toHaveValue('Mariahilfer Straße');
  await page.getByLabel('Ort').fill('Graz');
  await page.getByLabel('PLZ').fill('8010');
  await page.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(page).toHaveURL(/\/profil\/adressen$/);
  await expect(card).toContainText('8010 Graz');

  await card.getByRole('button', { name: 'Adresse Erika Mustermann löschen' }).click();
  await expect(page.getByText('Du hast noch keine Adresse gespeichert.')).toBeVisible();
});

test('a favorite toggle on a tile keeps the product on my products', async ({ page }) => {
  await logInThroughApi(page, await createCustomer('favorites'));
  await openPage(page, '/kategorie/milch-kaese');
  const tile = page.locator('article.product-tile').first();
  const name = (await tile.getByRole('heading').textContent())!.trim();
  const toggle = tile.getByRole('button', { name: `${name} zu den Favoriten` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page).toHaveURL(/\/kategorie\/milch-kaese$/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await openPage(page, '/favoriten?source=favorites&sort=alphabetically');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
});

test('a guest’s favorite toggle leads to login and back', async ({ page }) => {
  await openPage(page, '/kategorie/milch-kaese');
  const tile = page.locator('article.product-tile').first();
  const name = (await tile.getByRole('heading').textContent())!.trim();
  await tile.getByRole('button', { name: `Anmelden, um ${name} zu den Favoriten zu legen` }).click();
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fkategorie%2Fmilch-kaese&authRequired=true$/);
});
