import { expect, test } from '@playwright/test';
import { fillBasketThroughApi, giveBillingAddressThroughApi, payFromCartByCard } from './support/checkout';
import { storedEventsOfBrowser } from './support/tracking';

// Issue 37 (decision 0086): without JavaScript the storefront records the page views and the
// purchase of a consented shopper itself (source server); read back from the collector's records.
test('without JavaScript the server records the page views and the purchase of a consented shopper', async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(test.info().project.use.javaScriptEnabled !== false, 'the browser records these with JavaScript');
  test.setTimeout(60_000);
  await context.addCookies([{ name: 'consent', value: 'C0002', url: baseURL! }]);
  // The basket, delivery and slot through the API; the cart page is the first page the shop serves.
  await fillBasketThroughApi(page, 10, 4000, { delivery: true });
  await giveBillingAddressThroughApi(context, `ohne-js-${Date.now()}@example.at`);
  const orderNumber = await payFromCartByCard(page);

  await expect
    .poll(async () =>
      (await storedEventsOfBrowser(context)).map(({ event, page_name }) => [event, page_name]),
    )
    .toEqual([
      ['page_view', 'de:warenkorb'],
      ['page_view', 'de:kasse'],
      ['page_view', 'de:kasse-ok'],
      ['purchase', 'de:kasse-ok'],
    ]);
  const events = await storedEventsOfBrowser(context);
  expect(events.every(({ source }) => source === 'server')).toBe(true);
  expect(events.at(-1)).toMatchObject({ transaction_id: orderNumber, order_type: 'guest_order' });
  expect(events.at(-1)!.value_cents).toBeGreaterThanOrEqual(4000);
});
