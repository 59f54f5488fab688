import { expect, test } from '@playwright/test';
import { createCustomer, logInThroughApi } from './support/accounts';

// Issue 38, QA scripts: a headless browser's user agent gets every form's answer with its
// messages and every page; only crawlers get an error view's status without its page (§2).
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
});

// Passes the browser's own check of an e-mail field, not the shop's.
const badEmail = 'anna@example';

const forms = [
  {
    path: '/anmelden',
    button: 'Anmelden',
    fill: { 'E-Mail-Adresse': badEmail, Passwort: 'Geheim-Passwort-1' },
  },
  {
    path: '/registrieren',
    button: 'Konto anlegen',
    fill: { Vorname: 'Rosa', 'E-Mail-Adresse': badEmail, Passwort: 'Ein-langes-Passwort-1' },
  },
  { path: '/passwort-vergessen', button: 'Link anfordern', fill: { 'E-Mail-Adresse': badEmail } },
];

for (const form of forms) {
  test(`${form.path} answers a bad e-mail with the message next to the field`, async ({ page }) => {
    await page.goto(form.path);
    for (const [label, value] of Object.entries(form.fill))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: form.button, exact: true }).click();
    const field = page.getByLabel('E-Mail-Adresse', { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/\S/);
  });
}

// Issue 34: the wallet's form too, logged in: a malformed gift-card code (§8 1001) is answered
// next to the field.
test('/profil/wallet answers a malformed gift-card code with the message next to the field', async ({
  page,
}) => {
  await logInThroughApi(page, await createCustomer('headless-wallet'));
  await page.goto('/profil/wallet');
  await page.getByLabel('Code der Geschenkkarte', { exact: true }).fill('ABC-123');
  await page.getByRole('button', { name: 'Geschenkkarte hinzufügen', exact: true }).click();
  const field = page.getByLabel('Code der Geschenkkarte', { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Dieser Code ist ungültig/);
});

test('a page that does not exist shows its page to a headless browser, and only its status to a crawler', async ({
  page,
  playwright,
}) => {
  const answer = await page.goto('/gibt-es-nicht-mehr');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const crawler = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  try {
    const crawled = await crawler.get('/gibt-es-nicht-mehr');
    expect(crawled.status()).toBe(404);
    expect(await crawled.text()).toBe('');
  } finally {
    await crawler.dispose();
  }
});
