import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Cart } from '../../backend/src/schemas/cart';
import type { ProductSummary } from '../../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../../playwright.config';
import { hydration } from './accounts';
import { browserApiSession, type BrowserApiSession } from './browser-api';
import { openServiceChooser } from './cart';

/** Available piece articles (no weight, no age check) of a category. */
export async function piecesOf(category: string): Promise<ProductSummary[]> {
  const response = await fetch(`${e2eApiUrl}/api/categories/${category}/products?pageSize=48`, {
    headers: { 'X-Tenant': 'de' },
  });
  const { products } = (await response.json()) as { products: ProductSummary[] };
  return products.filter(
    (product) =>
      product.availability === 'available' &&
      product.ageRestriction === null &&
      !product.weightArticle &&
      !product.weightPieceArticle,
  );
}

/**
 * Fills the cart from product pages and the cart page's quantity fields until it is worth at
 * least `minimum` (minor units, above the seed's minimum order values). `offset` picks other
 * products for another test, so journeys running at once do not share them.
 */
export async function fillBasket(page: Page, offset: number, minimum = 4000) {
  const pieces = await piecesOf('milch-kaese');
  let total = 0;
  for (let index = offset * 3; total < minimum; index++) {
    const product = pieces[index % pieces.length]!;
    await page.goto(`/produkte/${product.slug}/${product.sku}`);
    await hydration(page);
    const badge = page.locator('.cart-badge');
    const before = Number((await badge.getAttribute('data-cart-count')) ?? 0);
    await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
    // The add has landed (with JavaScript it is a background post a navigation would cut off).
    await expect
      .poll(async () => Number(await badge.getAttribute('data-cart-count')))
      .toBeGreaterThan(before);
    const quantity = Math.min(product.maxQuantity, Math.ceil((minimum - total) / product.price.regular));
    total += quantity * product.price.regular;
    if (quantity === 1) continue;
    await page.goto('/warenkorb');
    await hydration(page);
    const line = page.locator(`.cart-line[data-sku="${product.sku}"]`);
    await line.getByLabel(`Menge von ${product.name}`).fill(String(quantity));
    await line.getByRole('button', { name: 'Ändern' }).click();
    await expect(line.getByLabel(`Menge von ${product.name}`)).toHaveValue(String(quantity));
  }
  await page.goto('/warenkorb');
  await hydration(page);
}

/**
 * The same basket as `fillBasket` (the same articles and quantities for the same `offset` and
 * `minimum`), put into the browser's own cart through the commerce API with the browser's cookies
 * (as the storefront relays them), then the cart page opened. For journeys whose subject is not
 * adding to the cart: the product page's add posts the same call (app/services/cart.server.ts), and
 * the journeys about adding (cart.spec.ts, product-page-and-tiles.spec.ts, cart-page.spec.ts's
 * stepper, checkout.spec.ts's first journey) still add through the screens. With `delivery`, the
 * cart is also delivered and has a slot, as `deliverWithFirstSlotThroughApi` sets them.
 */
export async function fillBasketThroughApi(
  page: Page,
  offset: number,
  minimum = 4000,
  { delivery = false }: { delivery?: boolean } = {},
) {
  const api = await cartSession(page);
  const pieces = await piecesOf('milch-kaese');
  let total = 0;
  for (let index = offset * 3; total < minimum; index++) {
    const product = pieces[index % pieces.length]!;
    const quantity = Math.min(product.maxQuantity, Math.ceil((minimum - total) / product.price.regular));
    total += quantity * product.price.regular;
    // As fillBasket: one more of the article, then (for more than one) its line set to the quantity.
    const { result } = await api.json<{ result: string }>('POST', '/api/carts/items', {
      sku: product.sku,
      quantity,
      replace: quantity > 1,
    });
    expect(['added', 'updated'], product.sku).toContain(result);
  }
  if (delivery) await deliverWithFirstSlot(api);
  await openCart(page, { delivery });
}

/**
 * One of each article put into the browser's own cart through the commerce API (the call the
 * product page's add posts), without opening a page: for journeys about the filled cart, not
 * about adding to it.
 */
export async function addToCartThroughApi(page: Page, products: readonly { sku: string }[]) {
  const api = await cartSession(page);
  for (const { sku } of products) {
    const { result } = await api.json<{ result: string }>('POST', '/api/carts/items', { sku, quantity: 1 });
    expect(result, sku).toBe('added');
  }
}

/** Today in the shop's time zone, the date a slot's id ends with (`…@YYYY-MM-DD`). */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());

/**
 * A slot of a later day than today. Its order deadline (four hours before it starts for delivery,
 * two for collection) is hours away, so a journey never runs into it; the first free slot of today
 * may close while the journey runs (a 14:00 window at 10:00, seen once).
 */
export const isAfterToday = (slotId: string) => !slotId.endsWith(`@${shopToday()}`);

/**
 * Delivery to Favoritenstraße 120 and the first free slot after today, as `deliverToFavoritenstrasse` and
 * `bookFirstSlot` choose them on the screens, set through the commerce API with the browser's
 * cookies; then the cart page, which shows both. For journeys whose subject is not the chooser.
 */
export async function deliverWithFirstSlotThroughApi(page: Page) {
  await deliverWithFirstSlot(await cartSession(page));
  await openCart(page, { delivery: true });
}

/** The browser's API session with its cart: a guest's first GET makes it, as the shop's first page does. */
async function cartSession(page: Page) {
  const api = await browserApiSession(page.context());
  await api.json('GET', '/api/carts');
  return api;
}

async function deliverWithFirstSlot(api: BrowserApiSession) {
  const { distributionAddress } = await api.json<Cart>('POST', '/api/carts/distribution-address', {
    distributionType: 'DELIVERY',
    streetName: 'Favoritenstraße',
    streetNumber: '120',
    postalCode: '1100',
    city: 'Wien',
  });
  const area = distributionAddress!.deliveryAreaNumber!;
  const { timeSlots } = await api.json<{ timeSlots: { id: string; full: boolean }[] }>(
    'GET',
    `/api/capacity/windows?distributionType=DELIVERY&appointableId=${area}`,
  );
  // The chooser's first radio button that is not disabled, of a day after today.
  const slot = timeSlots.find(({ id, full }) => !full && isAfterToday(id));
  expect(slot, 'a free delivery slot').toBeDefined();
  await api.json('POST', '/api/carts/distribution-time-slot', { id: slot!.id });
}

async function openCart(page: Page, { delivery }: { delivery: boolean }) {
  await page.goto('/warenkorb');
  await hydration(page);
  if (!delivery) return;
  await expect(page.locator('[data-cart-service="DELIVERY"]')).toBeVisible();
  await expect(page.locator('.cart-service__reserved')).toContainText('Für dich reserviert bis');
}

/** Books the first free slot after today the cart's chooser offers, and is back on the cart. */
export async function bookFirstSlot(page: Page) {
  await openServiceChooser(page, 'slot');
  const free = `input[type=radio]:not([disabled]):not([value$="@${shopToday()}"])`;
  const day = page
    .locator('.cart-slot__day')
    .filter({ has: page.locator(free) })
    .first();
  // Only the first day with room is open.
  if (!(await day.evaluate((details) => (details as HTMLDetailsElement).open)))
    await day.locator('summary').click();
  await day.locator(free).first().check();
  await page.getByRole('button', { name: 'Zeitfenster buchen' }).click();
  await expect(page.locator('.cart-service__reserved')).toContainText('Für dich reserviert bis');
}

/** Fills the checkout's billing form and saves it. */
export async function giveBillingAddress(page: Page, email: string) {
  const billing = page.locator('#billing-address');
  await billing.getByLabel('Vorname').fill('Rosa');
  await billing.getByLabel('Nachname').fill('Huber');
  await billing.getByLabel('Straße').fill('Favoritenstraße');
  await billing.getByLabel('Hausnummer').fill('120');
  await billing.getByLabel('PLZ').fill('1100');
  await billing.getByLabel('Ort').fill('Wien');
  await billing.getByLabel('E-Mail-Adresse').fill(email);
  await billing.getByLabel('Telefonnummer').fill('0664 123 4567');
  await billing.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
  await expect(
    page.locator('.toast').filter({ hasText: 'Deine Rechnungsadresse ist gespeichert.' }),
  ).toBeVisible();
  // The saved phone comes back in the §5 display form, formatted by the loader.
  await expect(billing.getByLabel('Telefonnummer')).toHaveValue('+43 6641234567');
}

/** Chooses a payment method, accepts the terms and presses the pay button. */
export async function payWith(page: Page, method: string) {
  await hydration(page);
  await page.getByRole('radio', { name: method, exact: true }).check();
  await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen').check();
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();
}

/** On the sandbox's hosted page: pays with the test card whose label matches. */
export async function payOnHostedPage(page: Page, card: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();
  await page.getByRole('radio', { name: card }).check();
  await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
}

/** The browser's cart as the API answers it, read with the browser's cookies. */
export async function cartOfBrowser(context: BrowserContext): Promise<Cart> {
  const cookies = await context.cookies();
  const response = await fetch(`${e2eApiUrl}/api/carts`, {
    headers: { 'X-Tenant': 'de', Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
  });
  return (await response.json()) as Cart;
}

/** The checkout's billing address (as `giveBillingAddress` gives it) set through the commerce API with the browser's cookies. */
export async function giveBillingAddressThroughApi(context: BrowserContext, email: string) {
  await (
    await browserApiSession(context)
  ).json('POST', '/api/carts/billing-address', {
    firstName: 'Rosa',
    lastName: 'Huber',
    streetName: 'Favoritenstraße',
    streetNumber: '120',
    postalCode: '1100',
    city: 'Wien',
    email,
    phoneNumber: '+436641234567',
  });
}

/** From the cart page: on to the checkout, pays by card on the provider's page; answers the order number. */
export async function payFromCartByCard(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await payWith(page, 'Kreditkarte');
  await payOnHostedPage(page, /Visa 4111/);
  await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible();
  return (await page.locator('[data-order-number]').textContent())!.trim();
}
