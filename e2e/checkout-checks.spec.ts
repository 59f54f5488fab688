import { expect, test } from '@playwright/test';
import { createCustomer, hydration, logInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { fillBasketThroughApi, giveBillingAddress, payWith } from './support/checkout';
import { expectValidHtml } from './support/html-validity';
import { journeyGiftCard, linkGiftCard } from './support/wallet';

// Issue 17: axe (JavaScript on and off) and the Nu HTML checker find nothing on the checkout page,
// the hosted payment page and the order confirmation. Issue 34: a customer with a gift card in the
// wallet, so the checkout offers it, shows its split, and the confirmation names its part.
test('checkout, the payment page and the confirmation pass axe and the HTML checker', async ({ page }) => {
  test.setTimeout(120_000);
  const documents: Record<string, Buffer> = {};
  const keep = async (name: string) => {
    const response = await page.request.get(page.url(), { maxRedirects: 0 });
    expect(response.status(), page.url()).toBe(200);
    documents[name] = await response.body();
  };

  const card = journeyGiftCard(test.info().project.use.javaScriptEnabled === false ? 7 : 6);
  await logInThroughApi(page, await createCustomer('geprueft'));
  await linkGiftCard(page, card.code);

  // The pages checked here come after the cart: its basket, delivery and slot are set through the API.
  await fillBasketThroughApi(page, 4, 4000, { delivery: true });
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await giveBillingAddress(page, `geprueft-${Date.now()}@example.at`);
  await hydration(page);
  await expectNoAxeViolations(page);
  await keep('checkout');

  // The gift card's split shown before paying (without JavaScript the page the action answered).
  await page.getByLabel('Mit Geschenkkarte zahlen').check();
  await page.getByLabel('Betrag von der Geschenkkarte').fill('10,00');
  await page.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();
  await page.getByRole('button', { name: 'Betrag übernehmen' }).click();
  await expect(page.locator('[data-gift-card-split]')).toContainText('Geschenkkarte−€ 10,00');
  await hydration(page);
  await expectNoAxeViolations(page);
  documents['checkout-gift-card-split'] = Buffer.from(await page.content());

  await payWith(page, 'Kreditkarte');
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keep('payment-page');

  await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
  await expect(page.locator('[data-order-number]')).toBeVisible();
  await expect(page.locator('[data-gift-card-part]')).toContainText('Mit Geschenkkarte bezahlt: € 10,00');
  await hydration(page);
  await expectNoAxeViolations(page);
  await keep('confirmation');

  if (test.info().project.name === 'javascript-on') await expectValidHtml(documents);
});
