import { expect, test, type BrowserContext } from '@playwright/test';
import type { Cart } from '../backend/src/schemas/cart';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, openPage, password } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { isAfterToday, piecesOf } from './support/checkout';
import { expectValidHtml } from './support/html-validity';

// Issue 35, decision 0083: a customer buys a delivery pass on its page, pays it with an order,
// and the next delivery has no service fee. Everything but the pass page and the cart's price
// breakdown is set up through the commerce API with the browser's cookies.

/** The commerce API as the browser's shopper: the context's cookies go with it and come back. */
function shopperApi(context: BrowserContext) {
  return async function json<T>(method: string, path: string, data?: unknown): Promise<T> {
    let xsrf = (await context.cookies(e2eApiUrl)).find(({ name }) => name === 'XSRF-TOKEN')?.value;
    if (!xsrf) {
      await context.request.get(`${e2eApiUrl}/api/csrf`, { headers: { 'X-Tenant': 'de' } });
      xsrf = (await context.cookies(e2eApiUrl)).find(({ name }) => name === 'XSRF-TOKEN')?.value ?? '';
    }
    const response = await context.request.fetch(`${e2eApiUrl}${path}`, {
      method,
      headers: { 'X-Tenant': 'de', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      data,
    });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
}

/** About € 40 of one article (over the € 35 minimum, under the € 50 of free delivery), delivered in a slot. */
async function deliveryCartThroughApi(api: ReturnType<typeof shopperApi>, offset: number) {
  const product = (await piecesOf('milch-kaese')).filter(
    ({ price, maxQuantity }) => Math.ceil(4000 / price.regular) <= maxQuantity && price.regular <= 800,
  )[offset]!;
  await api('GET', '/api/carts');
  await api('POST', '/api/carts/items', {
    sku: product.sku,
    quantity: Math.ceil(4000 / product.price.regular),
  });
  const { distributionAddress } = await api<Cart>('POST', '/api/carts/distribution-address', {
    distributionType: 'DELIVERY',
    streetName: 'Favoritenstraße',
    streetNumber: '120',
    postalCode: '1100',
    city: 'Wien',
  });
  const { timeSlots } = await api<{ timeSlots: { id: string; full: boolean }[] }>(
    'GET',
    `/api/capacity/windows?distributionType=DELIVERY&appointableId=${distributionAddress!.deliveryAreaNumber}`,
  );
  const slot = timeSlots.find(({ id, full }) => !full && isAfterToday(id));
  await api('POST', '/api/carts/distribution-time-slot', { id: slot!.id });
}

test('a customer buys a delivery pass with an order, and the next delivery has no service fee', async ({
  page,
  context,
}) => {
  const email = await createCustomer('lieferpass', 'Paula');
  const api = shopperApi(context);
  // Logged in as the login form's action does it (the form itself is accounts.spec.ts's subject).
  await api('POST', '/api/auth/login?recaptchaResponse=sandbox-passed', { email, password });
  await deliveryCartThroughApi(api, 0);
  await openPage(page, '/lieferpass');
  await expect(page.getByRole('heading', { level: 1, name: 'Lieferpass' })).toBeVisible();
  await expect(page.locator('[data-delivery-pass-status="NONE"]')).toHaveText(
    'Du hast noch keinen Lieferpass.',
  );
  await expectNoAxeViolations(page);
  const passPage = Buffer.from(await page.content());

  await page.getByLabel('3 Monate für € 19,90').check();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByText('Der Lieferpass für 3 Monate ist in deinem Warenkorb.').first()).toBeVisible();
  const summary = page.locator('[data-cart-summary]');
  await expect(summary.locator('[data-cart-row="delivery-pass"]')).toContainText('€ 19,90');
  await expect(summary.locator('[data-cart-row="service-fee"]')).toContainText(
    'entfällt mit deinem Lieferpass',
  );
  await expect(page.locator('[data-cart-pass-line]')).toContainText('Lieferpass für 3 Monate');

  // The order is paid at the door: any method pays the pass.
  const cart = await api<Cart>('POST', '/api/carts/finalize', {});
  expect(cart.priceInfo.total).toBe(cart.priceInfo.orderValue + cart.priceInfo.depositFees + 1990);
  await api('POST', '/api/checkout', { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' });

  // The next delivery: no pass line, no service fee, and the page tells until when the pass runs.
  await deliveryCartThroughApi(api, 1);
  await openPage(page, '/warenkorb');
  await expect(page.locator('[data-cart-pass-line]')).toHaveCount(0);
  await expect(summary.locator('[data-cart-row="service-fee"]')).toContainText(
    'entfällt mit deinem Lieferpass',
  );
  await expect(summary.locator('[data-cart-row="delivery-pass"]')).toHaveCount(0);
  await openPage(page, '/lieferpass');
  await expect(page.locator('[data-delivery-pass-status="ACTIVE"]')).toContainText(
    'Dein Lieferpass gilt bis',
  );

  if (test.info().project.name === 'javascript-on')
    await expectValidHtml({
      'delivery-pass': passPage,
      'delivery-pass-active': Buffer.from(await page.content()),
    });
});
