import { expect, test, type Page } from '@playwright/test';
import { createCustomer, hydration, logInThroughApi } from '../support/accounts';
import { fillBasketThroughApi } from '../support/checkout';

// Decision 0085: a page's fields are kept for the reload that follows code failing to load, and put
// back there only. Leaving for the provider's page during a pay post keeps the checkout's fields
// too (a navigation is under way at `pagehide`); a later checkout must open with its own defaults,
// not the choices of the one before (a kept card radio would otherwise turn back into "Kreditkarte").

/**
 * Build freshness starts a second after the document is idle, once per document; its first act
 * is the manifest check, which the document's resource timing keeps (it may have started before
 * the last navigation in the app, on a loaded machine).
 */
const buildFreshnessStarted = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/builds\/meta\/[^/]+\.json$/.test(entry.name)),
  );

test('the checkout gets its fields back after a reload, but not in the next checkout', async ({ page }) => {
  test.setTimeout(60_000);
  await logInThroughApi(page, await createCustomer('formular'));
  await fillBasketThroughApi(page, 12, 4000, { delivery: true });
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await hydration(page);
  await buildFreshnessStarted(page);
  const card = page.getByRole('radio', { name: 'Kreditkarte', exact: true });
  const terms = page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen');

  // Code that fails to load reloads the page, which shows what was chosen before.
  await card.check();
  await terms.check();
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    const reason = new TypeError('Importing a module script failed.');
    const promise = Promise.reject(reason);
    promise.catch(() => undefined);
    window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason }));
  });
  await reloaded;
  await hydration(page);
  await buildFreshnessStarted(page);
  await expect(card).toBeChecked();
  await expect(terms).toBeChecked();

  // Paying leaves for the provider's page while the post's navigation is under way.
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlung' })).toBeVisible();

  // Back in the shop, the checkout is reached in the app before build freshness starts there.
  await page.goto('/warenkorb');
  await hydration(page);
  const started = buildFreshnessStarted(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await started;
  await expect(card).not.toBeChecked();
  await expect(terms).not.toBeChecked();
});
