import { expect, test } from '@playwright/test';
import { hydration } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { deliverToFavoritenstrasse } from './support/cart';
import { bookFirstSlot, fillBasket, giveBillingAddress, payWith } from './support/checkout';
import { expectValidHtml } from './support/html-validity';

// Issue 17: axe (JavaScript on and off) and the Nu HTML checker find nothing on the checkout page,
// the hosted payment page and the order confirmation.
test('checkout, the payment page and the confirmation pass axe and the HTML checker', async ({ page }) => {
  test.setTimeout(90_000);
  const documents: Record<string, Buffer> = {};
  const keep = async (name: string) => {
    const response = await page.request.get(page.url(), { maxRedirects: 0 });
    expect(response.status(), page.url()).toBe(200);
    documents[name] = await response.body();
  };

  await fillBasket(page, 4);
  await deliverToFavoritenstrasse(page);
  await bookFirstSlot(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await giveBillingAddress(page, `geprueft-${Date.now()}@example.at`);
  await hydration(page);
  await expectNoAxeViolations(page);
  await keep('checkout');

  await payWith(page, 'Kreditkarte');
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keep('payment-page');

  await page.getByRole('button', { name: 'Mit Karte bezahlen' }).click();
  await expect(page.locator('[data-order-number]')).toBeVisible();
  await hydration(page);
  await expectNoAxeViolations(page);
  await keep('confirmation');

  if (test.info().project.name === 'javascript-on') await expectValidHtml(documents);
});
