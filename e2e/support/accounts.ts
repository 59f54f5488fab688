import { expect, test, type Page } from '@playwright/test';
import { e2eApiUrl } from '../../playwright.config';
import { browserApiSession } from './browser-api';

// Account journeys: each test makes its own customer, so tests never share a session or a
// password, and reads the e-mails the shop sent from the API's outbox.
export const password = 'Sicher-Passwort-1';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.at`;
}

type OutboxMessage = { to: string; subject: string; links: string[] };

/** The path (and query) of the newest e-mailed link to `pathPrefix` for `to`, waiting for it. */
export async function emailedLink(to: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${e2eApiUrl}/outbox/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      link = messages
        .flatMap((message) => message.links)
        .find((href) => new URL(href).pathname.startsWith(pathPrefix));
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/** A state-changing call of the API as the storefront makes it: XSRF cookie and header. */
async function apiPost(path: string, body: unknown): Promise<Response> {
  const csrf = await fetch(`${e2eApiUrl}/api/csrf`, { headers: { 'X-Tenant': 'de' } });
  const cookie = csrf.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  return fetch(`${e2eApiUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Tenant': 'de',
      'X-XSRF-TOKEN': decodeURIComponent(token),
      Cookie: cookie,
    },
    body: JSON.stringify(body),
  });
}

/** A registration through the API (202), not confirmed yet: the e-mailed confirmation link's path. */
export async function registerThroughApi(
  email: string,
  firstName = 'Erika',
  profile: { salutation?: string; birthdate?: string } = {},
): Promise<string> {
  const registered = await apiPost('/api/customers?recaptchaResponse=sandbox-passed', {
    email,
    password,
    firstName,
    lastName: 'Mustermann',
    ...profile,
  });
  expect(registered.status).toBe(202);
  return emailedLink(email, '/registrieren');
}

/** A confirmed customer of the German shop, made through the API (202, then the e-mailed token). */
export async function createCustomer(
  prefix: string,
  firstName = 'Erika',
  profile: { salutation?: string; birthdate?: string } = {},
  email = uniqueEmail(prefix),
): Promise<string> {
  const link = await registerThroughApi(email, firstName, profile);
  const token = new URL(link, e2eApiUrl).searchParams.get('confirmationToken');
  expect((await apiPost('/api/customers/confirmation', { token })).status).toBe(200);
  return email;
}

/** With JavaScript on, forms are used once hydrated (a click before that would be lost). */
export async function hydration(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await hydration(page);
}

/** Fills and sends the login form the page shows (JavaScript on or off). */
export async function submitLogin(page: Page, email: string, secret = password) {
  await hydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(secret);
  await page.getByLabel('Ich bin kein Roboter').check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

export async function logIn(page: Page, email: string, secret = password) {
  await openPage(page, '/anmelden');
  await submitLogin(page, email, secret);
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
}

/**
 * Logs the browser in through the commerce API, as the login form's action does for a shopper
 * without a basket, and opens no page: for journeys about what comes after the login (the
 * login form itself is the subject of accounts.spec.ts, logging in with a basket of cart.spec.ts).
 */
export async function logInThroughApi(page: Page, email: string, secret = password) {
  const api = await browserApiSession(page.context());
  await api.json('POST', '/api/auth/login?recaptchaResponse=sandbox-passed', { email, password: secret });
}
