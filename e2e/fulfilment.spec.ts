import { expect, test, type Page } from '@playwright/test';
import { createCustomer, hydration, logInThroughApi } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectValidHtml } from './support/html-validity';
import { browserApiSession } from './support/browser-api';
import { sandboxProvider } from './support/payment-sandbox';
import { placeOrderAs } from './support/placed-order';
import type { FinalBill } from '../backend/src/schemas/fulfilment';

// Issue 36: a picker on a handheld (320 px) signs in through the staff form, weighs one article
// under and one over the estimate (first above the allowance, refused with the most allowed, then
// that), substitutes a counted line and a third weight article (weighing its substitute) from
// catalogue searches and confirms "picked" after reading the final bill, and hands the order over. The provider then holds one final capture of the charged
// amount with the rest released; a store manager refunds a part through the staff page (more than
// was captured is refused) and the provider shows that refund; the shopper's order page shows the
// order delivered with its bill and refund. JavaScript on and off. The staff
// screens' 320 px and axe checks are here: their layout has no shop header, which the route lists
// of mobile-layout.spec.ts expect.

const handheld = { width: 320, height: 640 };

/** A bill's row: the article, then (below 600 px after its column's name) what was delivered. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const billRow = (name: string, delivered: string) =>
  new RegExp(`^${literal(name)} (Geliefert: )?${literal(delivered)}`);

async function fitsAndPassesAxe(page: Page) {
  await hydration(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(handheld.width);
  await expectNoAxeViolations(page);
}

test('a picker weighs, substitutes, confirms and hands over an order; the provider and the shopper agree with the final bill', async ({
  page,
  javaScriptEnabled,
}) => {
  test.slow();
  const email = await createCustomer('kommissionierung');
  // Delivered in area 103 (placeOrderAs), which the demo picker Paula works for, within days: only
  // authorised until picked.
  const { orderNumber, productName, weighed, hostedCheckoutId } = await placeOrderAs(email, {
    weightArticles: 3,
    nearSlot: true,
  });
  const [light, heavy, swapped] = weighed;
  await page.setViewportSize(handheld);

  // Without a staff session the order's page sends to the login, which comes back to it.
  const asked = await page.request.get(`/personal/bestellungen/${orderNumber}`, { maxRedirects: 0 });
  expect(asked.headers()['location']).toBe(
    `/personal/anmelden?returnUrl=%2Fpersonal%2Fbestellungen%2F${orderNumber}`,
  );
  // The Nu checker reads the staff pages' bytes as sent, once (the server sends both projects the same).
  const documents: Record<string, Buffer> = {};
  const keep = async (name: string, pagePath: string) => {
    if (javaScriptEnabled) return;
    const response = await page.request.get(pagePath, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(200);
    documents[name] = await response.body();
  };
  await keep('login', asked.headers()['location']!);
  const login = await page.goto(asked.headers()['location']!);
  // Not for robots, and none of the shop's header or footer.
  expect(login?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('.site-header, .site-footer')).toHaveCount(0);
  await fitsAndPassesAxe(page);
  await page.getByLabel('E-Mail-Adresse').fill('paula.pickerin@example.at');
  await page.getByLabel('Passwort').fill('Demo-Passwort-1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bestellung ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Angemeldet: Paula', { exact: false })).toBeVisible();
  await hydration(page);
  await page.getByRole('button', { name: 'Kommissionierung beginnen' }).click();

  const line = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const weigh = async (name: string, grams: number) => {
    await hydration(page);
    await line(name).getByLabel('Gewicht in Gramm').fill(String(grams));
    await line(name).getByRole('button', { name: 'Gepickt', exact: true }).click();
  };

  await weigh(light!.name, light!.grams - 20);
  await expect(line(light!.name).getByText(`Erledigt: ${light!.grams - 20} g gewogen`)).toBeVisible();

  await weigh(heavy!.name, heavy!.grams * 3);
  const refusal = line(heavy!.name).getByText(/^Höchstens \d+ g sind erlaubt/);
  await expect(refusal).toBeVisible();
  await expect(line(heavy!.name).getByLabel('Gewicht in Gramm')).toHaveAttribute('aria-invalid', 'true');
  await fitsAndPassesAxe(page);
  const maxGrams = Number(/Höchstens (\d+) g/.exec((await refusal.textContent()) ?? '')![1]);
  expect(maxGrams).toBeGreaterThan(heavy!.grams);
  await line(heavy!.name)
    .getByRole('button', { name: `Nur ${maxGrams} g nehmen` })
    .click();
  await expect(line(heavy!.name).getByText(`Erledigt: ${maxGrams} g gewogen`)).toBeVisible();

  const chooseSubstitute = async (name: string, term: string) => {
    await hydration(page);
    await line(name).getByLabel('Ersetzen durch: Artikel suchen').fill(term);
    await line(name).getByRole('button', { name: 'Suchen' }).click();
    const choices = line(name).getByRole('group', { name: `Ersatz für ${name}` });
    await expect(choices.getByRole('radio').first()).toBeChecked();
    return ((await choices.locator('label').first().textContent()) ?? '').split(' · ')[0]!;
  };
  const substitute = await chooseSubstitute(productName, 'Milch');
  await fitsAndPassesAxe(page);
  await line(productName).getByRole('button', { name: 'Ersetzen', exact: true }).click();
  await expect(line(productName).getByText(`Erledigt: ersetzt durch ${substitute}`)).toBeVisible();

  // A weight article's substitute is sold by weight and weighed in the substitute's form.
  const weighedSubstitute = await chooseSubstitute(swapped!.name, 'Äpfel');
  await line(swapped!.name).getByLabel('Gewicht des Ersatzartikels in Gramm').fill(String(swapped!.grams));
  await line(swapped!.name).getByRole('button', { name: 'Ersetzen', exact: true }).click();
  await expect(
    line(swapped!.name).getByText(
      `Erledigt: ersetzt durch ${weighedSubstitute}, ${swapped!.grams} g gewogen`,
    ),
  ).toBeVisible();

  const preview = page.getByRole('region', { name: 'Endabrechnung vor dem Abbuchen' });
  await expect(
    preview.getByRole('row', { name: billRow(light!.name, `${light!.grams - 20} g gewogen`) }),
  ).toBeVisible();
  await expect(preview.getByText('Wird abgebucht')).toBeVisible();
  await fitsAndPassesAxe(page);
  await keep('pickList', `/personal/bestellungen/${orderNumber}`);
  await keep('day', '/personal');
  if (!javaScriptEnabled) await expectValidHtml(documents);
  await page.getByRole('button', { name: 'Kommissioniert bestätigen' }).click();
  await expect(
    page.getByText(`Bestellung ${orderNumber} ist kommissioniert.`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(/^Kommissioniert · Lieferung/)).toBeVisible();
  await page.getByRole('button', { name: 'Übergeben' }).click();
  await expect(page.getByText(`Bestellung ${orderNumber} ist übergeben.`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Übergeben · Lieferung/)).toBeVisible();

  // The provider's records agree with the final bill: a final capture of what is charged, the
  // rest of the authorisation released.
  const staffApi = await browserApiSession(page.context());
  const charged = await staffApi.json<FinalBill>('GET', `/api/staff/orders/${orderNumber}/bill`);
  const chargedCents = charged.total - charged.giftCardAmount;
  const paymentId = (await sandboxProvider.getHostedCheckout(hostedCheckoutId)).payment!.paymentId;
  const captured = await sandboxProvider.getPayment(paymentId);
  expect(captured.status).toBe('CAPTURED');
  expect(captured.acquired?.cents).toBe(chargedCents);
  expect(charged.captured).toBe(chargedCents);
  expect((await sandboxProvider.getCaptures(paymentId)).map(({ amount }) => amount?.cents)).toEqual([
    chargedCents,
  ]);
  expect(charged.released).toBeGreaterThan(0);
  expect(captured.amount!.cents - chargedCents).toBe(charged.released);

  // The store manager refunds a part after handover through the staff page; more than was
  // captured is refused beside the amount.
  await staffApi.json('POST', '/api/staff/session', {
    email: 'stefan.leiter@example.at',
    password: 'Demo-Passwort-1',
  });
  await page.goto(`/personal/bestellungen/${orderNumber}`);
  const refundForm = page.getByRole('region', { name: 'Erstattung', exact: true });
  const amount = refundForm.getByLabel('Betrag in Euro');
  const refund = async (euros: string) => {
    await hydration(page);
    await amount.fill(euros);
    await refundForm.getByLabel(/^Grund/).fill('Druckstelle');
    await refundForm.getByRole('button', { name: 'Erstatten' }).click();
  };
  await refund(((chargedCents + 100) / 100).toFixed(2).replace('.', ','));
  await expect(refundForm.getByText(/^Das ist mehr, als abgebucht wurde: Höchstens/)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await refund('1,50');
  await expect(page.getByText(/^€\s1,50 sind erstattet\.$/)).toBeVisible();
  const refunds = await sandboxProvider.getRefunds(paymentId);
  expect(refunds.map(({ amount: money }) => money?.cents)).toEqual([150]);
  expect((await sandboxProvider.getPayment(paymentId)).acquired?.cents).toBe(chargedCents);

  await logInThroughApi(page, email);
  await page.goto(`/profil/bestellungen/${orderNumber}`);
  await expect(page.getByText(/· Zugestellt$/)).toBeVisible();
  const bill = page.getByRole('region', { name: 'Endabrechnung', exact: true });
  await expect(bill.getByRole('row', { name: billRow(heavy!.name, `${maxGrams} g gewogen`) })).toBeVisible();
  await expect(
    bill.getByRole('row', {
      name: billRow(swapped!.name, `ersetzt durch ${weighedSubstitute}, ${swapped!.grams} g gewogen`),
    }),
  ).toBeVisible();
  await expect(
    bill.getByRole('row', { name: billRow(productName, `ersetzt durch ${substitute}`) }),
  ).toBeVisible();
  await expect(bill.getByText('Abgebucht')).toBeVisible();
  await expect(bill.getByText('Freigegeben')).toBeVisible();
  await expect(
    bill.getByRole('listitem').filter({ hasText: /1,50 erstattet \(Druckstelle\)$/ }),
  ).toBeVisible();
  await fitsAndPassesAxe(page);
});
