import { expect, test } from '@playwright/test';
import { createCustomer, hydration, logIn, logInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { placeOrderAs } from './support/placed-order';

// Issue 17: the profile's orders section, JavaScript on and off (plain forms).
test('lists the order, shows it as paid, and orders it again into the cart', async ({ page }) => {
  const email = await createCustomer('orders');
  const { orderNumber, productName, quantity } = await placeOrderAs(email);
  await logIn(page, email);

  await page
    .getByRole('navigation', { name: 'Bereiche meines Kontos' })
    .getByRole('link', { name: 'Bestellungen' })
    .click();
  await expect(page).toHaveURL(/\/profil\/bestellungen$/);
  await hydration(page);
  const orders = page.getByRole('list', { name: 'Meine Bestellungen' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expect(orders).toContainText('1 Artikel');
  await orders.getByRole('link', { name: `Bestellung ${orderNumber} ansehen` }).click();

  await expect(page).toHaveURL(new RegExp(`/profil/bestellungen/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Bestellung ${orderNumber}` })).toBeVisible();
  await hydration(page);
  const line = page.getByRole('row', { name: new RegExp(productName) });
  await expect(line.getByRole('cell').first()).toHaveText(String(quantity));
  await expect(page.getByText('Favoritenstraße 120')).toBeVisible();
  await expect(page.getByText(/^Kreditkarte \(VISA\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Artikel nachbestellen' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nochmal bestellen' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByText('Die Artikel liegen in deinem Warenkorb.', { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(productName);
});

test('adds items to an order while its slot is open: the cart becomes an add-on to it', async ({ page }) => {
  const email = await createCustomer('add-on');
  const { orderNumber } = await placeOrderAs(email);
  await logInThroughApi(page, email);
  await page.goto(`/profil/bestellungen/${orderNumber}`);
  await hydration(page);
  await expect(
    page.getByText(/^Bis .+ kannst du noch Artikel zu dieser Bestellung hinzufügen\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Artikel nachbestellen' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(
    page.getByText(`Du ergänzt jetzt Bestellung ${orderNumber}: Lege die Artikel in den Warenkorb.`, {
      exact: true,
    }),
  ).toBeVisible();
});

test('answers 404 for an order number that is not the customer’s', async ({ page }) => {
  const owner = await createCustomer('owner');
  const { orderNumber } = await placeOrderAs(owner);
  await logInThroughApi(page, await createCustomer('stranger'));
  const answer = await page.goto(`/profil/bestellungen/${orderNumber}`);
  expect(answer?.status()).toBe(404);
});
