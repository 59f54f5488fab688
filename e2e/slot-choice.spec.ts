import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { filterPickupStores, openServiceChooser } from './support/cart';
import { fillBasketThroughApi, piecesOf } from './support/checkout';
import { apiSession } from './support/placed-order';

// Issue 38.8: the slot choice is a compact grid per day, JavaScript on (the cart's dialog) and off
// (the chooser's page); a slot that filled meanwhile is refused at the top, where the focus goes.
test.use({ viewport: { width: 390, height: 844 } });

/** Other shoppers book the slot until it is full (pickup slots hold five in the seed). */
async function fillSlot(storeId: string, slotId: string) {
  const [product] = await piecesOf('milch-kaese');
  for (let shopper = 0; shopper < 20; shopper++) {
    const api = apiSession();
    await api.call('GET', '/api/csrf');
    await api.json('GET', '/api/carts');
    await api.json('POST', '/api/carts/items', { sku: product!.sku, quantity: 1 });
    await api.json('POST', '/api/carts/distribution-address', {
      distributionType: 'CLICK_AND_COLLECT',
      storeId,
    });
    const booked = await api.call('POST', '/api/carts/distribution-time-slot', { id: slotId });
    if (booked.status !== 200) return;
  }
  throw new Error(`slot ${slotId} did not fill up`);
}

async function pickUpAtFavoriten(page: Page) {
  await openServiceChooser(page);
  await filterPickupStores(page, 'Favoriten');
  const store = page.getByRole('radio', { name: /^Favoriten, Favoritenstraße/ });
  const storeId = (await store.getAttribute('value'))!;
  await store.check();
  await page.getByRole('button', { name: 'In dieser Filiale abholen' }).click();
  await expect(page.locator('[data-cart-service="CLICK_AND_COLLECT"]')).toBeVisible();
  return storeId;
}

test('the slots of a day sit side by side, and a slot filled meanwhile is refused at the top, in focus', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fillBasketThroughApi(page, 11, 100);
  const storeId = await pickUpAtFavoriten(page);
  await openServiceChooser(page, 'slot');

  const form = page.locator('.cart-slot__form');
  // One day open, the first with room; the others closed, each a line with its free windows.
  const firstDay = form.locator('.cart-slot__day[open]');
  await expect(firstDay).toHaveCount(1);
  // Late in the day its first day with room may have one window left: then the first day with two.
  let day = firstDay;
  if ((await firstDay.locator('.cart-slot__window').count()) < 2) {
    day = form
      .locator('.cart-slot__day')
      .filter({ has: page.locator('.cart-slot__window:nth-child(2)') })
      .first();
    await day.locator('summary').click();
  }
  const [first, second] = await Promise.all(
    [0, 1].map((index) => day.locator('.cart-slot__window').nth(index).boundingBox()),
  );
  // A grid: the second window of a day beside the first, not below it.
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
  // Two weeks of windows in little more than a screen, not a list of 3,000 px.
  expect((await form.boundingBox())!.height).toBeLessThan(1200);

  const free = day.locator('input[type=radio]:not([disabled])');
  const chosen = free.last();
  const slotId = (await chosen.getAttribute('value'))!;
  await chosen.check();
  await fillSlot(storeId, slotId);
  await page.getByRole('button', { name: 'Zeitfenster buchen' }).click();

  const message = form.locator('.cart-slot__message');
  await expect(message).toHaveText('Dieses Zeitfenster ist leider ausgebucht. Bitte wähle ein anderes.');
  await expect(message).toBeFocused();
  const messageBox = (await message.boundingBox())!;
  expect(messageBox.y).toBeLessThan((await form.locator('.cart-slot__day').first().boundingBox())!.y);
  expect(messageBox.y).toBeGreaterThanOrEqual(0);
  expect(messageBox.y + messageBox.height).toBeLessThanOrEqual(844);
  // The window it names now shows itself as full.
  const filled = form.locator(`input[value="${slotId}"]`);
  await expect(filled).toBeDisabled();
  await expect(form.locator(`label[for="${(await filled.getAttribute('id'))!}"]`)).toContainText(
    'ausgebucht',
  );
  await expectNoAxeViolations(page);
});
