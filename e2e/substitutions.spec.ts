import { expect, test, type Page } from '@playwright/test';
import { e2eApiUrl } from '../playwright.config';
import { createCustomer, hydration, logInThroughApi, openPage } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import {
  deliverWithFirstSlotThroughApi,
  fillBasketThroughApi,
  giveBillingAddress,
  payOnHostedPage,
  payWith,
} from './support/checkout';
import { expectValidHtml } from './support/html-validity';

// Issue 19 (decision 0049): "Ersatzartikel erlaubt" per cart line reaches the order, with
// JavaScript on and off (both projects run every test).

test.describe.configure({ timeout: 90_000 });

const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const javaScriptOff = () => test.info().project.use.javaScriptEnabled === false;

/** Saves a line's choice as the shopper does: a click with JavaScript, the form's button without. */
async function refuseSubstitute(page: Page, productName: string) {
  const checkbox = page.getByRole('checkbox', { name: `Ersatzartikel erlaubt für ${productName}` });
  await expect(checkbox).toBeChecked();
  if (javaScriptOff()) {
    await checkbox.uncheck();
    await page.getByRole('button', { name: `Speichern (Ersatzartikel für ${productName})` }).click();
    await expect(
      page.locator('.toast').filter({ hasText: `Fehlt ${productName}, bringen wir keinen Ersatzartikel.` }),
    ).toBeVisible();
  } else {
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().includes('/warenkorb'),
    );
    await checkbox.uncheck();
    await saved;
  }
  await page.reload();
  await hydration(page);
  await expect(
    page.getByRole('checkbox', { name: `Ersatzartikel erlaubt für ${productName}` }),
  ).not.toBeChecked();
}

/** A toast fading out (CSS alone) is half transparent for a moment: axe runs once it is gone. */
async function axeOnceToastsFaded(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
      {
        timeout: 10_000,
      },
    )
    .toBe(0);
  await expectNoAxeViolations(page);
}

async function confirmationEmailText(to: string, orderNumber: string) {
  let text = '';
  await expect
    .poll(async () => {
      const response = await fetch(`${e2eApiUrl}/outbox/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { subject: string; text: string }[] };
      text = messages.find((message) => message.subject.includes(orderNumber))?.text ?? '';
      return text;
    })
    .toBeTruthy();
  return text;
}

test('a refused substitute on one line reaches the order detail and the confirmation e-mail', async ({
  page,
  context,
}) => {
  const email = await createCustomer('ersatz');
  await logInThroughApi(page, email);
  // Two calls: the second adds other products, so the cart has at least two lines.
  await fillBasketThroughApi(page, 5, 500);
  await fillBasketThroughApi(page, 6);
  const labels = await page.locator('.cart-line__substitution label').allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  const [refused, allowed] = labels.map((label) => label.replace(/^Ersatzartikel erlaubt für /, '').trim());
  await refuseSubstitute(page, refused!);
  await expect(page.getByRole('checkbox', { name: `Ersatzartikel erlaubt für ${allowed}` })).toBeChecked();
  await axeOnceToastsFaded(page);

  await deliverWithFirstSlotThroughApi(page);
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('row', { name: named(refused!) })).toContainText('Kein Ersatzartikel');
  await giveBillingAddress(page, email);
  await payWith(page, 'Kreditkarte');
  await payOnHostedPage(page, /Visa 4111/);

  await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bestellung!' })).toBeVisible();
  const orderNumber = (await page.locator('[data-order-number]').textContent())!.trim();
  await expect(page.getByRole('row', { name: named(refused!) })).toContainText('Kein Ersatzartikel');
  await expect(page.getByRole('row', { name: named(allowed!) })).toContainText('Ersatzartikel erlaubt');
  const confirmationPath = new URL(page.url()).pathname + new URL(page.url()).search;

  await openPage(page, `/profil/bestellungen/${orderNumber}`);
  await expect(page.getByRole('columnheader', { name: 'Ersatzartikel' })).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: named(refused!) })
      .getByRole('cell')
      .last(),
  ).toHaveText('nicht erlaubt');
  await expect(
    page
      .getByRole('row', { name: named(allowed!) })
      .getByRole('cell')
      .last(),
  ).toHaveText('erlaubt');
  await axeOnceToastsFaded(page);

  const lines = (await confirmationEmailText(email, orderNumber)).split('\n');
  expect(lines.find((line) => line.includes(refused!))).toMatch(/\(kein Ersatzartikel\)$/);
  expect(lines.find((line) => line.includes(allowed!))).toMatch(/\(Ersatzartikel erlaubt\)$/);

  if (!javaScriptOff()) {
    const documents: Record<string, Buffer> = {};
    for (const [name, pagePath] of Object.entries({
      confirmation: confirmationPath,
      order: `/profil/bestellungen/${orderNumber}`,
    })) {
      const response = await context.request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(200);
      documents[name] = await response.body();
    }
    await expectValidHtml(documents);
  }
});

test('the profile sets the default of new cart lines', async ({ page, context }) => {
  const email = await createCustomer('ersatz-profil');
  await logInThroughApi(page, email);
  await openPage(page, '/profil/kommunikation');
  const setting = page.getByRole('checkbox', { name: 'Ersatzartikel erlaubt' });
  await expect(setting).toBeChecked();
  await expect(setting).toHaveAccessibleDescription(/Fehlt ein Artikel, bringen wir einen ähnlichen/);
  await setting.uncheck();
  await page
    .getByRole('form', { name: 'Einkaufseinstellungen' })
    .getByRole('button', { name: 'Einkaufseinstellungen speichern' })
    .click();
  await expect(
    page.locator('.toast').filter({ hasText: 'Deine Einkaufseinstellungen sind gespeichert.' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ersatzartikel erlaubt' })).not.toBeChecked();
  await axeOnceToastsFaded(page);

  // The shop's add passes no choice of its own: the API gives a new line the profile's default.
  await fillBasketThroughApi(page, 7, 500);
  const boxes = page.getByRole('checkbox', { name: /^Ersatzartikel erlaubt für / });
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  await axeOnceToastsFaded(page);

  if (!javaScriptOff()) {
    const documents: Record<string, Buffer> = {};
    for (const [name, pagePath] of Object.entries({ cart: '/warenkorb', profile: '/profil/kommunikation' })) {
      const response = await context.request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(200);
      documents[name] = await response.body();
    }
    await expectValidHtml(documents);
  }
});
