import { expectNoAxeViolations } from '../support/axe';
import { collectPageProblems } from '../support/console';
import { expect, test } from '@playwright/test';

// §1 script block: it runs with the page's CSP nonce, and only once its category is allowed.
test('the script block runs only after statistics are allowed', async ({ page }) => {
  await page.goto('/bausteine');
  await expect(page.locator('html')).not.toHaveAttribute('data-gallery-statistics');
  await page.getByText('Cookie-Einstellungen', { exact: true }).click();
  await page.getByRole('button', { name: 'Alle erlauben' }).click();
  await expect(page.locator('.toast')).toHaveText(/Cookie-Einstellungen sind gespeichert/);
  // Scripts run on a document load, not when React adds them on a client-side navigation.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-gallery-statistics', 'loaded');
});

// Issue 7, decision 0024: with JavaScript the page's action answers in place, no page load.
test('the order lookup answers on the page, without reloading it, and takes the focus to the order', async ({
  page,
}) => {
  const problems = collectPageProblems(page);
  await page.goto('/bausteine');
  // The tabs share the tracking block's chunk: once they are a widget, the block is hydrated.
  await expect(page.getByRole('tablist')).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const tracking = page.getByRole('region', { name: 'Bestellung verfolgen' });
  await tracking.getByLabel('Bestellnummer').fill('1000001O1');
  await tracking.getByLabel('E-Mail-Adresse der Bestellung').fill('anna.muster@example.at');
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();
  await expect(tracking.getByLabel('Bestellnummer')).toBeFocused();
  await expect(tracking.getByLabel('Bestellnummer')).toHaveAccessibleDescription(
    'Dieses Feld darf nur Ziffern enthalten',
  );

  await tracking.getByLabel('Bestellnummer').fill('100000101');
  await tracking.getByRole('button', { name: 'Bestellung suchen' }).click();
  const order = tracking.getByRole('region', { name: 'Bestellung 100000101' });
  await expect(order).toBeFocused();
  await expect(tracking.getByLabel('Bestellnummer')).not.toHaveAttribute('aria-invalid');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  // Chromium itself logs the refused form's 400; nothing else may reach the console.
  expect(problems.filter((problem) => !problem.includes('status of 400 (Bad Request)'))).toEqual([]);
});

// §1: ctrl+shift+e toggles edit links on every block, remembered for the session.
test('ctrl+shift+e shows and hides the edit links to the CMS', async ({ page }) => {
  await page.goto('/bausteine');
  const editLinks = page.locator('.block-edit-link');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(editLinks).toHaveCount(0);

  await page.keyboard.press('Control+Shift+E');
  const tabsLink = page.getByRole('link', { name: 'Im CMS bearbeiten: tabs gallery-tabs' });
  await expect(tabsLink).toHaveAttribute(
    'href',
    'https://cms.example.com/edit?page=bausteine&block=gallery-tabs',
  );
  // Kept blocks (decision 0022) show theirs once their code has come.
  await expect(page.getByRole('link', { name: 'Im CMS bearbeiten: teaser gallery-teaser' })).toBeVisible();
  expect(await editLinks.count()).toBeGreaterThan(36);

  await page.reload();
  await expect(tabsLink).toBeVisible();
  await page.keyboard.press('Control+Shift+E');
  await expect(editLinks).toHaveCount(0);
});

// Every block hydrates as the server rendered it: the tabs turn into a widget, the script block
// (with its nonce, statistics allowed) runs, and nothing reaches the console.
test('the block gallery hydrates without a console error', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'consent', value: 'C0002', url: baseURL! }]);
  const problems = collectPageProblems(page);
  await page.goto('/bausteine');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-gallery-statistics', 'loaded');
  expect(problems).toEqual([]);
});

test('the FAQ, the open cookie settings and the consented gallery have no accessibility violations', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/service/faq');
  await expectNoAxeViolations(page);
  await page.goto('/datenschutz');
  await page.getByText('Cookie-Einstellungen ändern', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Auswahl speichern' })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.addCookies([{ name: 'consent', value: 'C0002,C0004,C0007', url: baseURL! }]);
  await page.goto('/bausteine');
  await expect(page.locator('#gallery-iframe iframe')).toBeVisible();
  await expectNoAxeViolations(page);
});
