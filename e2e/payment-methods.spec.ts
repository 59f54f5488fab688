import { expect, test, type Page } from '@playwright/test';
import { createCustomer, hydration, logIn } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { payOnHostedPage } from './support/checkout';
import { expectValidHtml } from './support/html-validity';

// Issue 34 (decision 0075): the profile's payment-methods section, JavaScript on and off (plain
// forms). The first journey has a customer of its own; the second only reads the demo
// customer's seeded expired card, so both projects can run it at once.

const visa = 'Visa mit Endnummer 1111';
const mastercard = 'Mastercard mit Endnummer 4444';

const cardItem = (page: Page, name: string) => page.locator('[data-saved-card]').filter({ hasText: name });
const primaryMark = (page: Page, name: string) =>
  cardItem(page, name).getByText('Hauptkarte', { exact: true });

/** "Karte hinzufügen" leads to the provider's page; answers the URL the page returned to. */
async function addCardOnProviderPage(page: Page, card: RegExp) {
  await hydration(page);
  await page.getByRole('button', { name: 'Karte hinzufügen' }).click();
  // The document the provider's page sends the browser back to; the button's own post goes to the
  // page's current address, which may still name the last page's hostedCheckoutId.
  const back = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().includes('hostedCheckoutId='),
  );
  await payOnHostedPage(page, card);
  const returnUrl = (await back).url();
  await expect(page.getByText('Deine Karte ist gespeichert.').first()).toBeVisible();
  return returnUrl;
}

test('adds cards on the provider’s page, makes another one the primary card and deletes one', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await logIn(page, await createCustomer('cards'));
  await page
    .getByRole('navigation', { name: 'Bereiche meines Kontos' })
    .getByRole('link', { name: 'Zahlungsarten' })
    .click();
  await expect(page).toHaveURL(/\/profil\/zahlungsarten$/);
  await expect(page.getByText('Du hast noch keine Karte gespeichert.')).toBeVisible();

  // Cancelled on the provider's page: said beside the button, nothing kept.
  await hydration(page);
  await page.getByRole('button', { name: 'Karte hinzufügen' }).click();
  await page.getByRole('button', { name: 'Zahlung abbrechen und zum Shop zurückkehren' }).click();
  await expect(page.getByText(/Deine Karte wurde nicht gespeichert/)).toBeVisible();
  await expect(page.locator('[data-saved-card]')).toHaveCount(0);

  const returnUrl = await addCardOnProviderPage(page, /Visa 4111/);
  await expect(primaryMark(page, visa)).toBeVisible();
  // The same return opened again (reload, back button, replay) keeps the card once.
  await page.goto(returnUrl);
  await expect(page.getByText('Deine Karte ist gespeichert.').first()).toBeVisible();
  await expect(page.locator('[data-saved-card]')).toHaveCount(1);

  await addCardOnProviderPage(page, /Mastercard 5555/);
  await expect(page.locator('[data-saved-card]')).toHaveCount(2);
  await expect(primaryMark(page, mastercard)).toHaveCount(0);
  await hydration(page);
  await page.getByRole('button', { name: `${mastercard} als Hauptkarte festlegen` }).click();
  await expect(page.getByText('Deine Hauptkarte ist geändert.').first()).toBeVisible();
  await expect(primaryMark(page, mastercard)).toBeVisible();
  await expect(primaryMark(page, visa)).toHaveCount(0);

  await page.getByRole('link', { name: `${visa} löschen` }).click();
  await expect(page.getByText(`Möchtest du ${visa} wirklich löschen?`)).toBeVisible();
  await expectNoAxeViolations(page);
  const confirming = await context.request.get(new URL(page.url()).pathname + new URL(page.url()).search, {
    maxRedirects: 0,
  });
  expect(confirming.status()).toBe(200);
  await expectValidHtml({ paymentMethods: await confirming.body() });
  await hydration(page);
  await page.getByRole('button', { name: `Ja, ${visa} löschen` }).click();
  await expect(page.getByText('Die Karte ist gelöscht.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profil\/zahlungsarten$/);
  await expect(page.locator('[data-saved-card]')).toHaveCount(1);
  await expect(primaryMark(page, mastercard)).toBeVisible();
});

test('an expired card shows the payment warning in the profile menu and is marked as expired', async ({
  page,
}) => {
  await logIn(page, 'max.muster@example.at', 'Demo-Passwort-1');
  const warning = page
    .getByRole('navigation', { name: 'Bereiche meines Kontos' })
    .getByRole('link', { name: 'Eine gespeicherte Karte ist abgelaufen' });
  await expect(warning).toBeVisible();
  await warning.click();
  await expect(page).toHaveURL(/\/profil\/zahlungsarten$/);
  await expect(page.getByRole('heading', { name: 'Abgelaufene Karten' })).toBeVisible();
  const expired = cardItem(page, visa);
  await expect(expired).toContainText('Abgelaufen: gültig bis 12/2023');
  await expect(expired).toContainText('Mit dieser Karte kannst du nicht mehr bezahlen.');
  await expect(expired.getByRole('button', { name: /als Hauptkarte festlegen/ })).toHaveCount(0);
  await expect(expired.getByRole('link', { name: `${visa} löschen` })).toBeVisible();
  await hydration(page);
  await expectNoAxeViolations(page);
  // §5 every page fits 320 px, with a card's long labels too.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
