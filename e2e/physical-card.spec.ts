import { request as httpRequest } from 'node:http';
import { expect, test, type BrowserContext } from '@playwright/test';
import { e2eApiUrl } from '../playwright.config';
import { physicalCardMembers } from '../backend/src/seed/customers/physical-card-members';
import { hydration } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expectValidHtml } from './support/html-validity';

// Issue 35 (decision 0082): a member orders the physical loyalty card to a new address in the
// English shop (the German one runs the joe programme, where §2 turns the page off), JavaScript on
// and off. Each project logs in a seeded member of its own.

/**
 * A request of the browser's session to the English shop from the test itself: Node does not
 * resolve en.localhost as Chromium does, so it goes to localhost naming the shop in Host.
 */
async function englishShop(context: BrowserContext, url: string, form?: Record<string, string>) {
  const target = new URL(url);
  const cookie = (await context.cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
    const call = httpRequest(
      {
        host: 'localhost',
        port: target.port,
        path: target.pathname,
        method: form ? 'POST' : 'GET',
        headers: {
          Host: target.host,
          Cookie: cookie,
          ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? '',
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

test('a member orders the physical card to a new address, once', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  const javaScriptOff = test.info().project.use.javaScriptEnabled === false;
  const member = physicalCardMembers[javaScriptOff ? 2 : 1];
  const base = (baseURL ?? '').replace('localhost', 'en.localhost');

  // Not logged in: the order page sends to login and back.
  await page.goto(`${base}/order-card`);
  await hydration(page);
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-Passwort-1');
  await page.getByLabel("I'm not a robot").check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order a loyalty card' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-card$/);
  await hydration(page);

  // A bad new address: the messages stand beside their fields.
  const newAddress = page.getByRole('region', { name: 'To a new address' });
  await newAddress.getByLabel('Street').fill('');
  await newAddress.getByLabel('Postcode').fill('10#20');
  await newAddress.getByRole('button', { name: 'Order to the new address' }).click();
  await expect(newAddress.getByLabel('Street')).toHaveAttribute('aria-invalid', 'true');
  await expect(newAddress.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  const orderPage = await englishShop(context, `${base}/order-card`);
  expect(orderPage.status).toBe(200);

  await newAddress.getByLabel('Street').fill('Taborstraße');
  await newAddress.getByLabel('House number').fill('7');
  await newAddress.getByLabel('Postcode').fill('1020');
  await newAddress.getByLabel('Town').fill('Wien');
  await newAddress.getByRole('button', { name: 'Order to the new address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your loyalty card is ordered' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-card-ok$/);
  await expect(page.getByText('Taborstraße 7')).toBeVisible();
  await expect(page.getByText(`We have sent a confirmation to ${member.email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const okPage = await englishShop(context, `${base}/order-card-ok`);
  expect(okPage.status).toBe(200);
  await expectValidHtml({ order: orderPage.body, confirmation: okPage.body });

  // The e-mail is in the outbox, once.
  await expect
    .poll(async () => {
      const response = await fetch(`${e2eApiUrl}/outbox/messages?to=${encodeURIComponent(member.email)}`);
      const { messages } = (await response.json()) as { messages: { subject: string }[] };
      return messages.map((message) => message.subject);
    })
    .toEqual(['Your loyalty card is ordered']);

  // A second order is refused, told on the page; it shows the order under way instead of the forms.
  const again = await englishShop(context, `${base}/order-card`, {
    intent: 'card-new-address',
    firstName: 'Jo',
    streetName: 'Ring',
    streetNumber: '1',
    postalCode: '1010',
    city: 'Wien',
  });
  expect(again.status).toBe(400);
  expect(again.type).toContain('text/html');
  expect(again.body.toString()).toContain('Your loyalty card is ordered already and on its way.');
  await page.goto(`${base}/order-card`);
  await expect(page.getByText(/You ordered your loyalty card on .*\. It is on its way to:/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order to the new address' })).toHaveCount(0);
});
