import { expect, test, type Page } from '@playwright/test';
import type { SearchEvent, SearchResults } from '../../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../../playwright.config';
import { hydration, registerThroughApi, submitLogin, uniqueEmail } from '../support/accounts';
import {
  addToCartThroughApi,
  fillBasketThroughApi,
  giveBillingAddressThroughApi,
  payFromCartByCard,
  piecesOf,
} from '../support/checkout';
import {
  dataLayerEvents,
  funnelFigures,
  grownBy,
  keepDataLayers,
  storedSearchEvents,
} from '../support/tracking';

// Issue 37 (decision 0086): the dataLayer of a consented shopper from a search to the purchase, and
// nothing without consent. The basket worth the minimum, delivery, slot and billing address are set
// through the API; the search, the product, the add, the cart, the checkout and paying are clicked.
const term = 'brot';

async function listedPiece() {
  const response = await fetch(`${e2eApiUrl}/api/products/search/${term}`, { headers: { 'X-Tenant': 'de' } });
  const { results } = (await response.json()) as SearchResults['products'];
  const index = results.findIndex(
    (product) =>
      product.availability === 'available' &&
      product.ageRestriction === null &&
      !product.weightArticle &&
      !product.weightPieceArticle,
  );
  expect(index, `a piece article among the results for ${term}`).toBeGreaterThanOrEqual(0);
  return { product: results[index]!, index };
}

test('a consented shopper from search to purchase: the GA4 sequence, the search conversion, the order in the funnel', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await context.addCookies([{ name: 'consent', value: 'C0002', url: baseURL! }]);
  await fillBasketThroughApi(page, 9, 4000, { delivery: true });
  await giveBillingAddressThroughApi(context, `messung-${Date.now()}@example.at`);
  const { product, index } = await listedPiece();
  const funnelBefore = await funnelFigures();
  const searchEvents: SearchEvent[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/resources/search-event'))
      searchEvents.push(JSON.parse(request.postData() ?? '{}') as SearchEvent);
  });
  await keepDataLayers(page);

  // The tracking layer loads after the page; a shopper's first click may come before it.
  const lastPushed = async () => (await dataLayerEvents(page)).at(-1)?.event;
  await page.goto(`/suche/${term}`);
  await expect.poll(lastPushed).toBe('view_item_list');
  const productLink = page.getByRole('main').locator(`a[href$="/${product.sku}"]`).first();
  const productPath = (await productLink.getAttribute('href'))!;
  await productLink.click();
  // The search page's tile has the same add button: the product page must be shown before it (its
  // address changes before React shows it).
  await expect(page.getByRole('heading', { level: 1, name: product.name, exact: true })).toBeVisible();
  const badge = page.locator('.cart-badge');
  const before = Number(await badge.getAttribute('data-cart-count'));
  await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
  await expect.poll(async () => Number(await badge.getAttribute('data-cart-count'))).toBeGreaterThan(before);
  await expect.poll(() => searchEvents.map(({ type }) => type)).toEqual(['click', 'conversion']);
  // The badge opens the side cart; the cart page is the next page load.
  await page.goto('/warenkorb');
  await expect.poll(lastPushed).toBe('view_cart');
  const orderNumber = await payFromCartByCard(page);

  const productPage = `de${productPath.replaceAll('/', ':')}`;
  // The confirmation's tracking layer loads after the page. Page loading (§4) is asserted below.
  const pushed = async () =>
    (await dataLayerEvents(page))
      .filter((entry) => !entry.event!.startsWith('page_loading'))
      .map((entry) => [entry.event, entry.page_name]);
  await expect.poll(pushed).toEqual([
    ['page_view', `de:suche:${term}`],
    ['view_item_list', `de:suche:${term}`],
    ['select_item', `de:suche:${term}`],
    ['page_view', productPage],
    ['view_item', productPage],
    ['add_to_cart', productPage],
    ['page_view', 'de:warenkorb'],
    ['view_cart', 'de:warenkorb'],
    ['page_view', 'de:kasse'],
    ['begin_checkout', 'de:kasse'],
    ['add_shipping_info', 'de:kasse'],
    ['add_payment_info', 'de:kasse'],
    ['page_view', 'de:kasse-ok'],
    ['purchase', 'de:kasse-ok'],
  ]);
  const events = await dataLayerEvents(page);
  // §4: each client navigation's page loading starts on the page left and ends on the page reached
  // (the search's result, the cart's link to the checkout); the pay form's post leaves the shop.
  const loading = events.filter((entry) => entry.event!.startsWith('page_loading'));
  expect(loading.slice(0, 4).map((entry) => [entry.event, entry.page_name])).toEqual([
    ['page_loading_start', `de:suche:${term}`],
    ['page_loading_end', productPage],
    ['page_loading_start', 'de:warenkorb'],
    ['page_loading_end', 'de:kasse'],
  ]);
  for (const end of loading.filter((entry) => entry.event === 'page_loading_end'))
    expect(end.duration_ms).toBeGreaterThan(0);
  const ecommerceOf = (name: string) => events.find((entry) => entry.event === name)!.ecommerce!;
  expect(ecommerceOf('view_item_list').search_term).toBe(term);
  expect(ecommerceOf('select_item').items).toEqual([
    expect.objectContaining({ item_id: product.sku, index }),
  ]);
  expect(ecommerceOf('add_to_cart').items).toEqual([expect.objectContaining({ item_id: product.sku })]);
  expect(ecommerceOf('add_shipping_info')).toMatchObject({ shipping_tier: 'delivery' });
  expect(ecommerceOf('add_shipping_info').slot).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  expect(ecommerceOf('add_payment_info').payment_type).toBe('credit-cards');
  const purchase = ecommerceOf('purchase');
  expect(purchase).toMatchObject({ transaction_id: orderNumber, order_type: 'guest_order' });
  expect(purchase.items).toContainEqual(expect.objectContaining({ item_id: product.sku }));

  // The search's click and conversion are stored for the search-index provider.
  const [click] = searchEvents;
  await expect
    .poll(() => storedSearchEvents(click!.queryId))
    .toEqual([
      { ...click, type: 'click' },
      { ...click, type: 'conversion' },
    ]);
  expect(click).toMatchObject({ resultType: 'products', objectId: product.sku, position: index + 1 });
  // The purchase is in the funnel report's figures: one more order, its value in the revenue.
  await expect
    .poll(async () => grownBy(funnelBefore, await funnelFigures(), 'orders'))
    .toBeGreaterThanOrEqual(1);
  expect(grownBy(funnelBefore, await funnelFigures(), 'revenueCents')).toBeGreaterThanOrEqual(
    Math.round(purchase.value! * 100),
  );
});

/** What a page asks for that tracks: the tracker, the tag manager, the collector's and the search provider's relays. */
const trackingRequest = /googletagmanager|tracker\.client|resources\/(tracking|search-event)/;

test('without the statistics consent the dataLayer stays empty, no tracking code or tag manager is fetched and a search click is not sent', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('/suche/milch');
  // Hydrated, so the result list would catch the click (decision 0092: it does not listen).
  await hydration(page);
  await page.getByRole('main').locator('a[href*="/produkt"]').first().click();
  await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeVisible();
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('search-insights'))).toBeNull();
  expect(fetched.filter((url) => trackingRequest.test(url))).toEqual([]);
});

/** The page's events as [event, page name]; the tracking layer loads after the page. */
const pushedOn = async (page: Page) =>
  (await dataLayerEvents(page)).map((entry) => [entry.event, entry.page_name] as const);
const lastPushedOn = async (page: Page) => (await dataLayerEvents(page)).at(-1)?.event;

test.describe('a consented shopper', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'consent', value: 'C0002', url: baseURL! }]);
  });

  test('signs up through the e-mailed link, then logs in with the form: sign_up, then login', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('tracking-sign-up');
    // The registration form is accounts.spec.ts's subject: registered through the API.
    await page.goto(await registerThroughApi(email));
    await expect(page).toHaveURL(/\/profil\?from=registration$/);
    await expect.poll(() => pushedOn(page)).toContainEqual(['sign_up', 'de:profil']);
    // A guest again (the session's cookies gone), with the consent kept.
    await context.clearCookies({ name: /^(?!consent$)/ });

    await page.goto('/anmelden');
    await expect.poll(() => lastPushedOn(page)).toBe('page_view');
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/profil$/);
    await expect.poll(() => pushedOn(page)).toContainEqual(['login', 'de:profil']);
    expect((await pushedOn(page)).filter(([event]) => event === 'sign_up')).toEqual([]);
  });

  test('in the cart: a refused code is a retailGateway error (§8), the line taken out a remove_from_cart', async ({
    page,
  }) => {
    const [product] = (await piecesOf('milch-kaese')).slice(31, 32);
    await addToCartThroughApi(page, [product!]);
    await page.goto('/warenkorb');
    await expect.poll(() => lastPushedOn(page)).toBe('view_cart');

    const codes = page.getByRole('region', { name: 'Gutscheine und Codes' });
    const code = codes.getByRole('textbox', { name: 'Gutscheincode' });
    await code.fill('GIBTSNICHT42');
    await codes.getByRole('button', { name: 'Einlösen' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect
      .poll(async () => (await dataLayerEvents(page)).filter((entry) => entry.event === 'error'))
      .toEqual([expect.objectContaining({ error_class: 'retailGateway', page_name: 'de:warenkorb' })]);

    const line = page.locator(`.cart-line[data-sku="${product!.sku}"]`);
    await line.getByRole('button', { name: `Weniger von ${product!.name}` }).click();
    await expect(line).toHaveCount(0);
    await expect
      .poll(async () => (await dataLayerEvents(page)).find((entry) => entry.event === 'remove_from_cart'))
      .toMatchObject({ page_name: 'de:warenkorb', ecommerce: { items: [{ item_id: product!.sku }] } });
  });

  test('in an app webview nothing is tracked until the app says analytics=true (§4)', async ({
    page,
    context,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (trackingRequest.test(request.url())) sent.push(request.url());
    });
    const openProduct = () => page.getByRole('main').locator('a[href*="/produkt"]').first().click();
    await page.goto('/suche/milch?webview=true');
    await hydration(page);
    await openProduct();
    await expect(page.getByRole('button', { name: 'In den Warenkorb' }).first()).toBeVisible();
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
    expect(sent).toEqual([]);
    // Not even the server recorded a page view: no tracking session was begun.
    expect((await context.cookies()).map(({ name }) => name)).not.toContain('tracking_session');

    // The webview flag stays (its cookie); analytics=true opens the gate.
    expect((await context.cookies()).find(({ name }) => name === 'webview')?.value).toBe('true');
    await page.goto('/suche/milch?analytics=true');
    await expect.poll(() => lastPushedOn(page)).toBe('view_item_list');
    await openProduct();
    await expect.poll(() => lastPushedOn(page)).toBe('page_loading_end');
    await expect.poll(() => sent.some((url) => url.endsWith('/resources/tracking'))).toBe(true);
  });
});
