import { expect, test } from '@playwright/test';
import {
  createCustomer,
  emailedLink,
  logIn,
  openPage,
  password,
  submitLogin,
  uniqueEmail,
} from './support/accounts';

test('registers, follows the e-mailed link and lands on the profile, logged in', async ({ page }) => {
  const email = uniqueEmail('register');
  await openPage(page, '/registrieren');
  await page.getByLabel('Vorname').fill('Rosa');
  await page.getByLabel(/^Geburtsdatum/).fill('24.12.1985');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('kurz');
  await page.getByLabel('Ich bin kein Roboter').check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  // §5: the error stands next to its field, named by it for a screen reader.
  const passwordField = page.getByLabel('Passwort');
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAccessibleDescription(/Bitte gib mindestens 8 Zeichen ein/);

  await passwordField.fill(password);
  await page.getByLabel('Ich bin kein Roboter').check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte bestätige deine E-Mail-Adresse' })).toBeVisible();

  await page.goto(await emailedLink(email, '/registrieren'));
  await expect(page).toHaveURL(/\/profil\?from=registration$/);
  await expect(page.getByText('Hallo Rosa!')).toBeVisible();
  await expect(page.getByLabel(/^Geburtsdatum/)).toHaveValue('24.12.1985');
});

test('a protected page sends a guest to login and back there after login', async ({ page }) => {
  const email = await createCustomer('protected');
  await page.goto('/profil/passwort');
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fprofil%2Fpasswort&authRequired=true$/);
  await expect(page.getByText('Bitte melde dich an, um fortzufahren.')).toBeVisible();
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/profil\/passwort$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Passwort ändern' })).toBeVisible();
});

test('logs in inside an app webview, where the recaptcha answers invisibly', async ({ page }) => {
  const email = await createCustomer('webview');
  await page.goto('/anmelden?webview=true');
  await expect(page.getByLabel('Ich bin kein Roboter')).toHaveCount(0);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/profil$/);
});

test('a wrong password is refused above the form', async ({ page, javaScriptEnabled }) => {
  const email = await createCustomer('wrong-password');
  await openPage(page, '/anmelden');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('Falsches-Passwort-1');
  await page.getByLabel('Ich bin kein Roboter').check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'E-Mail-Adresse oder Passwort ist falsch.' }),
  ).toBeVisible();
  // The server's answer never sends the password back into the page.
  if (!javaScriptEnabled) await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue('');
});

test('after five wrong passwords the login says in minutes when to try again', async ({ page }) => {
  const email = await createCustomer('locked-out');
  await openPage(page, '/anmelden');
  for (let attempt = 0; attempt <= 5; attempt++) {
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await submitLogin(page, email, `Falsches-Passwort-${attempt}`);
    await answered;
  }
  const refusal = page.getByRole('alert').filter({ hasText: 'Zu viele Anmeldeversuche' });
  await expect(refusal).toContainText('Bitte versuche es in 15 Minuten noch einmal');
  await expect(refusal).not.toContainText('Sekunden');
});

test('edits the personal data, then logs out', async ({ page }) => {
  const email = await createCustomer('profile', 'Max');
  await logIn(page, email);
  await page.getByLabel('Nachname').fill('Neumann');
  await page.getByLabel(/^Geburtsdatum/).fill('1.2.1980');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Deine Daten sind gespeichert.' })).toBeVisible();
  await expect(page.getByLabel('Nachname')).toHaveValue('Neumann');
  await expect(page.getByLabel(/^Geburtsdatum/)).toHaveValue('01.02.1980');

  await page
    .getByRole('navigation', { name: 'Bereiche meines Kontos' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator('.toast').filter({ hasText: 'Du wurdest erfolgreich abgemeldet.' }),
  ).toBeVisible();
  await page.goto('/profil');
  await expect(page).toHaveURL(/\/anmelden\?/);
});

test('a page for customers only sends a guest to login; a customer sees the blocks meant for them', async ({
  page,
}) => {
  const email = await createCustomer('benefits');
  await page.goto('/service/kundenvorteile');
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fservice%2Fkundenvorteile&authRequired=true$/);
  await submitLogin(page, email);
  await expect(page).toHaveURL(/\/service\/kundenvorteile$/);
  await expect(page.getByText('Noch kein joe-Mitglied?')).toBeVisible();
  await expect(page.getByText('Nur für joe-Mitglieder')).toHaveCount(0);
});

test('resets a forgotten password with the e-mailed link and logs in with the new one', async ({ page }) => {
  const email = await createCustomer('reset');
  await openPage(page, '/passwort-vergessen');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText('Wenn es zu dieser E-Mail-Adresse ein Konto gibt')).toBeVisible();

  await openPage(page, await emailedLink(email, '/passwort-vergessen'));
  await page.getByLabel('Neues Passwort').fill('Neues-Passwort-2');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/anmelden$/);
  await expect(page.locator('.toast').filter({ hasText: 'Dein Passwort ist geändert.' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('Neues-Passwort-2');
  await page.getByLabel('Ich bin kein Roboter').check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
});
