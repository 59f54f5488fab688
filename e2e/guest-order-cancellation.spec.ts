import { expect, test, type Page } from '@playwright/test';
import { emailedLink, hydration, uniqueEmail } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectValidHtml } from './support/html-validity';
import { apiSession } from './support/placed-order';

// Issue 36, decision 0090: a guest opens the confirmation e-mail's link in another browser, types
// the order's e-mail and cancels before the slot's cut-off, JavaScript on and off (plain forms: the
// lookup, then the question opening in place, then the post that cancels).

type Products = {
  products: { sku: string; availability: string; weightArticle: boolean; price: { regular: number } }[];
};

/** A guest's delivery order, paid at the door, in a session of its own (not the journey's browser). */
async function guestOrder(email: string): Promise<string> {
  const guest = apiSession();
  await guest.call('GET', '/api/csrf');
  await guest.json('GET', '/api/carts');
  const { products } = await guest.json<Products>('GET', '/api/categories/milch-kaese/products?pageSize=48');
  const pieces = products.filter((product) => product.availability === 'available' && !product.weightArticle);
  // Above the delivery's minimum order value (§5, € 35 in the demo shop), whatever a voucher takes.
  for (const { sku, price } of pieces.slice(0, 3))
    await guest.json('POST', '/api/carts/items', { sku, quantity: Math.ceil(2500 / price.regular) });
  await guest.json('POST', '/api/carts/distribution-address', {
    distributionType: 'DELIVERY',
    streetName: 'Favoritenstraße',
    streetNumber: '120',
    postalCode: '1100',
    city: 'Wien',
    firstName: 'Gabi',
    lastName: 'Gast',
    email,
    phoneNumber: '+436641112223',
  });
  const { timeSlots } = await guest.json<{ timeSlots: { id: string; full: boolean }[] }>(
    'GET',
    '/api/capacity/windows?distributionType=DELIVERY&appointableId=103',
  );
  // The latest open slot: its cut-off is days ahead whatever the hour or weekday.
  await guest.json('POST', '/api/carts/distribution-time-slot', {
    id: timeSlots.filter((slot) => !slot.full).at(-1)!.id,
  });
  const cart = await guest.json<{ id: string }>('POST', '/api/carts/finalize', {});
  const placed = await guest.json<{ next: string; orderNumber: string }>('POST', '/api/checkout', {
    checkoutId: cart.id,
    paymentMethodKey: 'payment-at-the-door',
  });
  expect(placed.next).toBe('confirmation');
  return placed.orderNumber;
}

async function fitsNarrowScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
}

test('a guest cancels an order from the e-mail link before the cut-off and sees it cancelled', async ({
  page,
}) => {
  const email = uniqueEmail('gast');
  const orderNumber = await guestOrder(email);
  const link = await emailedLink(email, '/bestellung/');
  expect(link).toBe(`/bestellung/${orderNumber}`);

  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  const tracking = page.getByRole('region', { name: 'Bestellung ansehen' });
  await expect(tracking.getByLabel('Bestellnummer')).toHaveValue(orderNumber);
  await tracking.getByLabel('E-Mail-Adresse der Bestellung').fill(email);
  await hydration(page);
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();

  const order = tracking.getByRole('region', { name: `Bestellung ${orderNumber}` });
  await expect(order.getByText(/^Bis .+ kannst du diese Bestellung stornieren\.$/)).toBeVisible();
  await order.locator('summary', { hasText: 'Bestellung stornieren' }).click();
  await expect(
    order.getByText(`Möchtest du die Bestellung ${orderNumber} wirklich stornieren?`),
  ).toBeVisible();
  // Paid at the door: nothing was taken, so nothing is owed.
  await expect(order.getByText('Du hast noch nichts bezahlt und musst auch nichts bezahlen.')).toBeVisible();
  await fitsNarrowScreen(page);
  await expectNoAxeViolations(page);
  const found = Buffer.from(await page.content());

  await order.getByRole('button', { name: `Ja, Bestellung ${orderNumber} stornieren` }).click();
  await expect(
    tracking.getByText(
      `Deine Bestellung ${orderNumber} ist storniert. Eine Bestätigung schicken wir dir per E-Mail.`,
    ),
  ).toBeVisible();
  const status = order.getByRole('term').filter({ hasText: /^Status$/ });
  await expect(status.locator('xpath=following-sibling::dd[1]')).toHaveText('Storniert');
  await expect(order.getByText(/^Du hast diese Bestellung am .+ storniert\.$/)).toBeVisible();
  await expect(order.getByRole('button', { name: /stornieren$/ })).toHaveCount(0);
  await fitsNarrowScreen(page);
  await hydration(page);
  await expectNoAxeViolations(page);
  // The Nu checker once: without JavaScript the pages are the server's answers to the two posts.
  if (test.info().project.use.javaScriptEnabled === false)
    await expectValidHtml({ found, cancelled: Buffer.from(await page.content()) });
});
