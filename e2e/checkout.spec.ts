import { expect, test, type Page } from '@playwright/test';
import { createCustomer, logInThroughApi, openPage } from './support/accounts';
import { deliverToFavoritenstrasse, filterPickupStores, openServiceChooser } from './support/cart';
import {
  bookFirstSlot,
  fillBasket,
  fillBasketThroughApi,
  giveBillingAddress,
  payOnHostedPage,
  payWith,
} from './support/checkout';

// Issue 17: from basket to confirmed order, exactly once, with JavaScript on and off (both
// projects run every test). The hosted page is the payment sandbox's (decision 0032).

// The first journey fills its basket from product pages and chooses delivery and a slot on the
// cart's screens, as a shopper does; the others are about paying and set the same basket, delivery
// and slot through the API with the browser's cookies. Longer than most.
test.describe.configure({ timeout: 60_000 });

const orderNumberOn = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible();
  return (await page.locator('[data-order-number]').textContent())!.trim();
};

async function guestAtCheckout(page: Page, productIndex: number, { fromProductPages = false } = {}) {
  if (fromProductPages) {
    await fillBasket(page, productIndex);
    await deliverToFavoritenstrasse(page);
    await bookFirstSlot(page);
  } else {
    await fillBasketThroughApi(page, productIndex, 4000, { delivery: true });
  }
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
}

test('a guest pays by card for delivery, sees the confirmation and finds the order in tracking', async ({
  page,
}) => {
  await guestAtCheckout(page, 0, { fromProductPages: true });
  // Focused layout: no search box, no shop navigation, the way back to the cart.
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Zurück zum Warenkorb' })).toBeVisible();
  const email = `gast-${Date.now()}@example.at`;
  await giveBillingAddress(page, email);
  await payWith(page, 'Kreditkarte');
  await payOnHostedPage(page, /Visa 4111/);

  const orderNumber = await orderNumberOn(page);
  expect(orderNumber).toMatch(/^\d{9}$/);
  await expect(page.locator('.service-summary')).toContainText('Lieferung an Favoritenstraße 120, 1100 Wien');
  await expect(page.getByText(`Wir haben dir eine Bestellbestätigung an ${email} geschickt.`)).toBeVisible();
  await expect(page.locator('[data-payment-method="credit-cards"]')).toContainText('VISA');
  // The shopper has a new, empty cart.
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '0');
  // The confirmation is the shopper's to reload.
  await page.reload();
  expect(await orderNumberOn(page)).toBe(orderNumber);

  await openPage(page, '/service/faq');
  const tracking = page.getByRole('region', { name: 'Wo ist meine Bestellung?' });
  await tracking.getByLabel('Bestellnummer').fill(orderNumber);
  await tracking.getByLabel('E-Mail-Adresse der Bestellung').fill(email);
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();
  await expect(tracking.getByRole('region', { name: `Bestellung ${orderNumber}` })).toContainText(
    '1100 Wien',
  );
});

test('a declined card returns to checkout with the message and the basket intact; paying again places one order', async ({
  page,
}) => {
  await guestAtCheckout(page, 1);
  await giveBillingAddress(page, `abgelehnt-${Date.now()}@example.at`);
  const lines = await page.locator('.order-lines tbody tr').count();
  await payWith(page, 'Kreditkarte');
  await payOnHostedPage(page, /Visa 4000 0000 0000 0002/);

  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await expect(page.locator('[data-payment-error]')).toContainText(
    'Die Zahlung wurde nicht angenommen, meist lehnt die Bank sie ab.',
  );
  await expect(page.locator('.order-lines tbody tr')).toHaveCount(lines);

  await payWith(page, 'Kreditkarte');
  const returned = page.waitForRequest((request) => new URL(request.url()).searchParams.has('RETURNMAC'));
  await payOnHostedPage(page, /Mastercard 5555/);
  const returnUrl = (await returned).url();
  const orderNumber = await orderNumberOn(page);

  // The return opened again (back button, reload): the same order, no second one.
  await page.goto(returnUrl);
  expect(await orderNumberOn(page)).toBe(orderNumber);
  // Checkout again: the cart is the new, empty one, so there is nothing to pay.
  await page.goto('/kasse');
  await expect(page).toHaveURL(/\/warenkorb$/);
});

test('a customer pays for click-and-collect with a saved address and PayPal', async ({ page }) => {
  const email = await createCustomer('kasse');
  await logInThroughApi(page, email);
  await fillBasketThroughApi(page, 2, 3500);
  await openServiceChooser(page);
  await filterPickupStores(page, 'Favoriten');
  await page.getByRole('radio', { name: /^Favoriten, Favoritenstraße/ }).check();
  await page.getByRole('button', { name: 'In dieser Filiale abholen' }).click();
  await bookFirstSlot(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByText(`Du bestellst als Erika (${email}).`)).toBeVisible();
  await expect(page.locator('#billing-address').getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await giveBillingAddress(page, email);
  await payWith(page, 'PayPal');
  await page.getByRole('button', { name: 'Mit PayPal bezahlen' }).click();

  await orderNumberOn(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Abholung' })).toBeVisible();
  await expect(page.locator('.service-summary')).toContainText('Abholung in Favoriten');
  await expect(page.locator('[data-payment-method="paypal"]')).toBeVisible();
});

test('the pay button asks for a payment method and the terms, next to each', async ({ page }) => {
  await guestAtCheckout(page, 3);
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();
  await expect(page.locator('#pay-paymentMethodKey-error')).toHaveText('Bitte wähle eine Zahlungsart.');
  await expect(page.locator('#pay-termsAccepted-error')).toHaveText(
    'Bitte akzeptiere die AGB, um zu bestellen.',
  );
  await expect(page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('a cart being paid for stays as it is: a change leads to the payment under way, and back to checkout', async ({
  page,
}) => {
  await guestAtCheckout(page, 5);
  await giveBillingAddress(page, `unterwegs-${Date.now()}@example.at`);
  await payWith(page, 'Kreditkarte');
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();

  // Back in the shop in the middle of paying (§8 cart error code 3).
  await openPage(page, '/warenkorb');
  await page.getByRole('button', { name: 'Warenkorb leeren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Zahlung läuft noch' })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await expect(page.locator('.order-lines tbody tr')).not.toHaveCount(0);
});

test('a forged return changes nothing, a stranger’s browser learns nothing, and the genuine return places the order', async ({
  page,
  browser,
}) => {
  await guestAtCheckout(page, 2);
  await giveBillingAddress(page, `zurueck-${Date.now()}@example.at`);
  await payWith(page, 'Kreditkarte');
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();
  // Paid on the hosted page, its way back held: the test keeps the genuine return address.
  const paid = await page.request.post(page.url(), {
    form: { action: 'card', cardNumber: '4111111111111111' },
    maxRedirects: 0,
  });
  const genuine = new URL(paid.headers()['location']!);
  const forged = new URL(genuine);
  forged.searchParams.set('hostedCheckoutId', `${genuine.searchParams.get('hostedCheckoutId')}9`);

  expect((await page.goto(forged.toString()))?.status()).toBe(403);
  await expect(page.locator('[data-payment-error]')).toContainText(
    'Dieser Link zurück von der Zahlung ist nicht gültig',
  );

  const strangers = await browser.newContext();
  try {
    const stranger = await strangers.newPage();
    await stranger.goto(genuine.toString());
    await expect(
      stranger.getByRole('heading', { level: 1, name: 'Deine Zahlung ist angekommen' }),
    ).toBeVisible();
    await expect(stranger.locator('[data-order-number]')).toHaveCount(0);
  } finally {
    await strangers.close();
  }

  await page.goto(genuine.toString());
  expect(await orderNumberOn(page)).toMatch(/^\d{9}$/);
});
