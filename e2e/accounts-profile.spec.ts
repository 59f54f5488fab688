import { expect, test } from '@playwright/test';
import {
  createCustomer,
  emailedLink,
  logIn,
  logInThroughApi,
  openPage,
  password,
  uniqueEmail,
} from './support/accounts';

test('subscribes to a newsletter, which waits for the e-mailed confirmation', async ({ page }) => {
  const email = await createCustomer('newsletter');
  await logInThroughApi(page, email);
  await openPage(page, '/profil/newsletter');
  await page.getByLabel('Wochenangebote').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Fast geschafft' })).toBeVisible();

  await openPage(page, await emailedLink(email, '/profil'));
  await expect(
    page.locator('.toast').filter({ hasText: 'Deine Newsletter-Anmeldung ist bestätigt.' }),
  ).toBeVisible();
  await openPage(page, '/profil/newsletter');
  await expect(page.getByLabel('Wochenangebote')).toBeChecked();
});

test('keeps the communication settings', async ({ page }) => {
  await logIn(page, await createCustomer('communication'));
  await openPage(page, '/profil/kommunikation');
  await page.getByLabel('Per SMS').check();
  // The page has a second form, the shopping settings, with its own button.
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(
    page.locator('.toast').filter({ hasText: 'Deine Einstellungen sind gespeichert.' }),
  ).toBeVisible();
  await openPage(page, '/profil/kommunikation');
  await expect(page.getByLabel('Per SMS')).toBeChecked();
  await expect(page.getByLabel('Per Post')).not.toBeChecked();
});

test('a loyalty card holder activates an online account from the card number', async ({
  page,
  javaScriptEnabled,
}) => {
  // Demo cards without an online account (README); one per project, as each run links its card.
  const card = javaScriptEnabled ? '2900000000025' : '2900000000032';
  await openPage(page, '/konto-aktivieren');
  await page.getByLabel('Kundenkartennummer').fill('2900000000026');
  await page.getByLabel('Vorname').fill('Karla');
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('offline'));
  await page.getByLabel('Passwort').fill(password);
  await page.getByLabel('Ich bin kein Roboter').check();
  await page.getByRole('button', { name: 'Konto aktivieren' }).click();
  await expect(page.getByLabel('Kundenkartennummer')).toHaveAccessibleDescription(
    /Diese Kartennummer ist ungültig/,
  );

  await page.getByLabel('Kundenkartennummer').fill(card);
  await page.getByLabel('Passwort').fill(password);
  await page.getByLabel('Ich bin kein Roboter').check();
  await page.getByRole('button', { name: 'Konto aktivieren' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeVisible();
});
