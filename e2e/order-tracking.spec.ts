import { expect, test } from '@playwright/test';
import { openPage } from './support/accounts';

// Issue 7: the tracking block finds an order by its number and e-mail (the seeded demo orders,
// README), with JavaScript on and off; the form posts to the page it is on (decision 0024).
test('a shopper finds her delivery order on the FAQ page and sees its status', async ({ page }) => {
  await openPage(page, '/service/faq');
  const tracking = page.getByRole('region', { name: 'Wo ist meine Bestellung?' });
  await tracking.getByLabel('Bestellnummer').fill('100000101');
  await tracking.getByLabel('E-Mail-Adresse der Bestellung').fill(' Anna.Muster@example.at ');
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();

  const order = tracking.getByRole('region', { name: 'Bestellung 100000101' });
  await expect(order).toBeVisible();
  await expect(page).toHaveURL(/\/service\/faq#faq-tracking$/);
  const fact = (term: string) =>
    order
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(fact('Status')).toHaveText('Bestellt');
  await expect(fact('Service')).toHaveText('Lieferung');
  await expect(fact('Lieferzeitfenster')).toHaveText(/^[^,]+, \d{1,2}\. [^,]+, \d{2}:\d{2} – \d{2}:\d{2}$/);
  await expect(fact('Lieferung nach')).toHaveText('1070 Wien');
  await expect(fact('Artikel')).toHaveText('5 Artikel');
  await expect(fact('Gesamtsumme')).toHaveText(/^€\s[\d.]+,\d{2}$/);
  // The street is no one's business who only knows number and e-mail.
  await expect(order).not.toContainText('Neubaugasse');
  await expect(tracking.getByLabel('Bestellnummer')).toHaveValue('100000101');
});

test('a bad order number is named next to its field, and what was typed stays', async ({ page }) => {
  await openPage(page, '/service/faq');
  const tracking = page.getByRole('region', { name: 'Wo ist meine Bestellung?' });
  await tracking.getByLabel('Bestellnummer').fill('10000A101');
  await tracking.getByLabel('E-Mail-Adresse der Bestellung').fill('anna.muster@example.at');
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();

  const orderNumber = tracking.getByLabel('Bestellnummer');
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(orderNumber).toHaveAccessibleDescription('Dieses Feld darf nur Ziffern enthalten');
  await expect(orderNumber).toHaveValue('10000A101');
  await expect(tracking.getByLabel('E-Mail-Adresse der Bestellung')).toHaveValue('anna.muster@example.at');
  await expect(tracking.getByLabel('E-Mail-Adresse der Bestellung')).not.toHaveAttribute('aria-invalid');
  await expect(tracking.getByRole('region', { name: /^Bestellung \d+/ })).toHaveCount(0);
});

test('a wrong e-mail finds nothing, and says so', async ({ page }) => {
  await openPage(page, '/service/faq');
  const tracking = page.getByRole('region', { name: 'Wo ist meine Bestellung?' });
  await tracking.getByLabel('Bestellnummer').fill('100000101');
  await tracking.getByLabel('E-Mail-Adresse der Bestellung').fill('max.muster@example.at');
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();

  await expect(tracking.getByRole('alert')).toHaveText(
    'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfe beide Angaben.',
  );
  await expect(tracking.getByRole('region', { name: /^Bestellung \d+/ })).toHaveCount(0);
});

test('the English shop finds a click & collect order with its store', async ({ page, baseURL }) => {
  await openPage(page, `${(baseURL ?? '').replace('localhost', 'en.localhost')}/service/faq`);
  const tracking = page.getByRole('region', { name: 'Where is my order?' });
  await tracking.getByLabel('Order number').fill('200000102');
  await tracking.getByLabel('E-mail address of the order').fill('anna.muster@example.at');
  await tracking.getByRole('button', { name: 'Find order' }).click();

  const order = tracking.getByRole('region', { name: 'Order 200000102' });
  await expect(order).toContainText('Click & collect');
  const store = order.getByRole('term').filter({ hasText: /^Collection store$/ });
  await expect(store.locator('xpath=following-sibling::dd[1]')).toHaveText('Neubau, Neubaugasse');
  await expect(order).toContainText('3 items');
});

// A pickup's long store name wraps, and the cancelling question opens, within a 320 px screen
// (it overflowed by 20 px, found by hand). The seeded guest pickup, looked up from its own page.
test('a found pickup and its cancelling question fit a 320 px screen', async ({ page }) => {
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 320, height: 720 });
  await openPage(page, '/bestellung/100000105');
  const tracking = page.getByRole('region', { name: 'Bestellung ansehen' });
  await tracking.getByLabel('E-Mail-Adresse der Bestellung').fill('karl.klein@example.at');
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();
  const order = tracking.getByRole('region', { name: 'Bestellung 100000105' });
  await expect(order.getByText('Favoriten, Favoritenstraße')).toBeVisible();
  await fits();
  // Each value has the box's width under its term, not a sliver beside it that breaks its words.
  const valueWidths = await order
    .locator('dd')
    .evaluateAll((values) => values.map((value) => value.getBoundingClientRect().width));
  expect(Math.min(...valueWidths)).toBeGreaterThan(200);
  await order.locator('summary', { hasText: 'Bestellung stornieren' }).click();
  await expect(order.getByText('Möchtest du die Bestellung 100000105 wirklich stornieren?')).toBeVisible();
  await fits();
});
