import { expect, test } from '@playwright/test';
import { createCustomer, emailedLink, hydration, submitLogin } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { placeOrderAs } from './support/placed-order';

// Issue 36, decision 0084: a shopper cancels an order from the profile before its slot's
// cut-off, JavaScript on and off (a link to the question, then a plain form post), reaching it
// from the confirmation e-mail's link (decision 0090).
test('a shopper cancels an order from the profile and sees it cancelled', async ({ page }) => {
  const email = await createCustomer('cancel');
  // The latest open slot (placeOrderAs): its cut-off is days ahead whatever the hour or weekday.
  const { orderNumber } = await placeOrderAs(email);
  // Decision 0090: the confirmation e-mail links to the order's page, through the login and back.
  const link = await emailedLink(email, '/profil/bestellungen/');
  expect(link).toBe(`/profil/bestellungen/${orderNumber}`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/anmelden\?returnUrl=%2Fprofil%2Fbestellungen%2F\d+&authRequired=true$/);
  await submitLogin(page, email);
  await expect(page).toHaveURL(new RegExp(`/profil/bestellungen/${orderNumber}$`));
  await hydration(page);
  await expect(page.getByText(/^Bis .+ kannst du diese Bestellung stornieren\.$/)).toBeVisible();

  await page.getByRole('link', { name: 'Bestellung stornieren' }).click();
  await expect(page).toHaveURL(/\?confirmCancel=1$/);
  await expect(
    page.getByText(`Möchtest du die Bestellung ${orderNumber} wirklich stornieren?`),
  ).toBeVisible();
  // The step says what comes back: the card payment was captured when the order was placed.
  await expect(
    page.getByText(/^Die .+, die wir abgebucht haben, buchen wir auf dein Zahlungsmittel zurück\.$/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nein, Bestellung behalten' })).toBeVisible();
  await hydration(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Ja, Bestellung ${orderNumber} stornieren` }).click();
  await expect(page).toHaveURL(new RegExp(`/profil/bestellungen/${orderNumber}$`));
  await expect(
    page.getByText(
      `Deine Bestellung ${orderNumber} ist storniert. Eine Bestätigung schicken wir dir per E-Mail.`,
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Bestellt am .+ · Storniert$/)).toBeVisible();
  await expect(page.getByText(/^Du hast diese Bestellung am .+ storniert\.$/)).toBeVisible();
  await expect(page.getByText(/^.+ haben wir auf dein Zahlungsmittel zurückgebucht\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bestellung stornieren' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Artikel nachbestellen' })).toHaveCount(0);
  await hydration(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Zurück zu meinen Bestellungen' }).click();
  await expect(page).toHaveURL(/\/profil\/bestellungen$/);
  const listed = page.getByRole('list', { name: 'Meine Bestellungen' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Storniert');
});
