import { expect, test, type Page } from '@playwright/test';
import { createCustomer, hydration, logInThroughApi, openPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import {
  cartOfBrowser,
  deliverWithFirstSlotThroughApi,
  fillBasketThroughApi,
  payOnHostedPage,
} from './support/checkout';
import { journeyGiftCard, linkGiftCard } from './support/wallet';

// Issue 34 (decisions 0074, 0075, 0078): a customer links a gift card and pays half a basket with
// it and the rest by card, seeing the split before paying and on the confirmation; then keeps a
// card while paying and pays the next order with it beside the gift card in one step. JavaScript
// on and off; each project links a demo card of its own, so both run at once on the same shop.

const euros = (minorUnits: number) => `€ ${(minorUnits / 100).toFixed(2).replace('.', ',')}`;
const typed = (minorUnits: number) => (minorUnits / 100).toFixed(2).replace('.', ',');

async function orderNumberOn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible();
  return (await page.locator('[data-order-number]').textContent())!.trim();
}

/** The order's articles again in the cart ("Nochmal bestellen"), delivered, a slot booked, at checkout. */
async function orderAgainToCheckout(page: Page, orderNumber: string) {
  await openPage(page, `/profil/bestellungen/${orderNumber}`);
  await page.getByRole('button', { name: 'Nochmal bestellen' }).click();
  await expect(page.getByText('Die Artikel liegen in deinem Warenkorb.', { exact: true })).toBeVisible();
  // The journey is about paying: delivery and its slot are set as the shopper's chooser sets them.
  await deliverWithFirstSlotThroughApi(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await hydration(page);
}

test('pays half a basket with a gift card and the rest by card, then keeps a card and pays the next order with it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const javaScriptOff = test.info().project.use.javaScriptEnabled === false;
  const card = journeyGiftCard(javaScriptOff ? 5 : 4);
  await logInThroughApi(page, await createCustomer('geschenkkarte'));
  await linkGiftCard(page, card.code);

  // The basket, delivery and slot come through the API (the journeys of the cart add and choose
  // them on the screens): this one is about paying.
  await fillBasketThroughApi(page, javaScriptOff ? 7 : 6, 4000, { delivery: true });
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await hydration(page);
  const { total } = (await cartOfBrowser(context)).priceInfo;
  const half = Math.floor(total / 2);
  const rest = total - half;
  const choice = page.getByRole('group', { name: 'Geschenkkarte', exact: true });
  await expect(choice).toContainText(`Guthaben deiner Geschenkkarten: ${euros(card.balance)}`);
  // As much of the total as the card holds, until the shopper lowers it.
  await expect(choice.getByLabel('Betrag von der Geschenkkarte')).toHaveValue(
    typed(Math.min(total, card.balance)),
  );

  // More than the order costs: refused next to the field, the choice kept. With JavaScript the
  // page checks it itself and posts nothing, so nothing on the page moves under the next click.
  const checkoutPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/kasse'))
      checkoutPosts.push(request.url());
  });
  await choice.getByLabel('Mit Geschenkkarte zahlen').check();
  await choice.getByLabel('Betrag von der Geschenkkarte').fill(typed(total + 1));
  await choice.getByRole('button', { name: 'Betrag übernehmen' }).click();
  const amountField = page.getByLabel('Betrag von der Geschenkkarte');
  await expect(
    page.getByText(`Deine Bestellung kostet ${euros(total)}. Mehr kann deine Geschenkkarte nicht zahlen.`),
  ).toBeVisible();
  await expect(amountField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Mit Geschenkkarte zahlen')).toBeChecked();
  if (!javaScriptOff) await expect(amountField).toBeFocused();
  expect(checkoutPosts).toHaveLength(javaScriptOff ? 1 : 0);

  await amountField.fill(typed(half));
  await page.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();
  await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen').check();
  const split = page.locator('[data-gift-card-split]');
  const payButton = page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ });
  if (javaScriptOff) {
    // The page still shows the split it rendered: paying now shows the new one instead of paying.
    await payButton.click();
    await expect(
      page.getByText(
        'Du hast die Aufteilung geändert. Prüfe sie beim Bestellknopf und bestelle dann noch einmal',
      ),
    ).toBeVisible();
    await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen').check();
  }
  // Before paying: the card's part, the rest by the method, and the pay button names the rest.
  await expect(split).toContainText(`Geschenkkarte−${euros(half)}`);
  await expect(split).toContainText(`Rest per Kreditkarte${euros(rest)}`);
  await expect(payButton).toHaveText(`Zahlungspflichtig bestellen: ${euros(rest)}`);
  // The choice and its split fit a 320 px wide screen.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 720 });
  await payButton.click();
  // The provider's page asks for the rest only.
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();
  await expect(page.locator('dl').first()).toContainText(`Zu zahlen${euros(rest)}`);
  await payOnHostedPage(page, /Visa 4111/);

  const first = await orderNumberOn(page);
  await expect(page.locator('[data-gift-card-part]')).toHaveText(
    `Mit Geschenkkarte bezahlt: ${euros(half)} · Rest: ${euros(rest)}`,
  );
  await openPage(page, `/profil/bestellungen/${first}`);
  await expect(page.locator('[data-gift-card-part]')).toHaveText(
    `Mit Geschenkkarte bezahlt: ${euros(half)} · Rest: ${euros(rest)}`,
  );
  await expectNoAxeViolations(page);

  // The next order: the card's balance is lower by what it paid; a new card is kept while paying.
  await orderAgainToCheckout(page, first);
  await expect(page.getByText(`Guthaben deiner Geschenkkarten: ${euros(card.balance - half)}`)).toBeVisible();
  await page.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();
  await page.getByLabel('Diese Karte speichern').check();
  await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen').check();
  await payButton.click();
  await payOnHostedPage(page, /Visa 4111/);
  const second = await orderNumberOn(page);

  // And the one after: the kept card is chosen first and pays the rest beside € 1 of the gift
  // card in one step, without the provider's page.
  await orderAgainToCheckout(page, second);
  await expect(page.getByRole('radio', { name: /Visa mit Endnummer 1111/ })).toBeChecked();
  await page.getByLabel('Mit Geschenkkarte zahlen').check();
  await page.getByLabel('Betrag von der Geschenkkarte').fill(typed(100));
  await page.getByRole('button', { name: 'Betrag übernehmen' }).click();
  await expect(split).toContainText(`Geschenkkarte−${euros(100)}`);
  await expect(split).toContainText('Rest per gespeicherter Karte');
  await page.getByRole('radio', { name: /Visa mit Endnummer 1111/ }).check();
  await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen').check();
  await payButton.click();
  await orderNumberOn(page);
  await expect(page.locator('[data-payment-method="credit-cards"]')).toBeVisible();
  await expect(page.locator('[data-gift-card-part]')).toContainText(
    `Mit Geschenkkarte bezahlt: ${euros(100)}`,
  );
});
