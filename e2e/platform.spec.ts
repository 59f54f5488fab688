import { expect, test } from '@playwright/test';
import { onlyOnceForPlainRequests } from './support/projects';

test('documents carry a request id and a Content-Security-Policy with a fresh nonce', async ({ request }) => {
  onlyOnceForPlainRequests();
  const first = await request.get('/');
  const second = await request.get('/', { headers: { 'X-Request-Id': 'e2e-trace-42' } });

  expect(first.headers()['x-request-id']).toBeTruthy();
  expect(second.headers()['x-request-id']).toBe('e2e-trace-42');
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const firstNonce = nonceOf(first.headers()['content-security-policy']);
  expect(firstNonce).toBeTruthy();
  expect(nonceOf(second.headers()['content-security-policy'])).not.toBe(firstNonce);
  const html = await first.text();
  for (const [script] of html.matchAll(/<script\b[^>]*>/g)) {
    expect(script).toContain(`nonce="${firstNonce}"`);
  }
});

test('built assets are cached as immutable', async ({ request }) => {
  onlyOnceForPlainRequests();
  const html = await (await request.get('/')).text();
  const asset = /(?:src|href)="(\/build\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
});

test('webview flags set by query persist in cookies', async ({ page, context }) => {
  await page.goto('/?webview=true&hidebackbutton=true');
  await page.goto('/');

  const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
  expect(cookieNames).toEqual(expect.arrayContaining(['webview', 'hidebackbutton']));
  expect(cookieNames).not.toContain('analytics');
  await expect(page.locator('html')).toHaveAttribute('data-webview', 'true');
  // §4 webview: the shop's own chrome gives way to the embedding app's.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a bot gets the error status without an error page', async ({ request }) => {
  onlyOnceForPlainRequests();
  const response = await request.get('/diese-seite-gibt-es-nicht', {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });

  expect(response.status()).toBe(404);
  expect(await response.text()).toBe('');
});

test('the messages come from a versioned URL that may be cached for good', async ({ request }) => {
  onlyOnceForPlainRequests();
  const html = await (await request.get('/')).text();
  const href = /<link[^>]+href="(\/resources\/messages\/de\?v=[^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();

  const current = await request.get(href!.replaceAll('&amp;', '&'));
  expect(current.status()).toBe(200);
  expect(current.headers()['cache-control']).toContain('immutable');
  // Only what the code of the home page can ask for (decision 0025): the header's texts, not the
  // cart page's or the forms' messages.
  const messages = (await current.json()) as Record<string, Record<string, unknown>>;
  expect(messages).toMatchObject({ header: { navLabel: 'Hauptnavigation' } });
  expect(messages.validation).toBeUndefined();
  expect(messages.shoppingCart?.discount).toBeUndefined();
  expect(messages.account?.login).toBeUndefined();
  const all = await request.get(href!.replaceAll('&amp;', '&').replace(/&routes=.*/, ''));
  expect(await all.json()).toMatchObject({ validation: { required: 'Dieses Feld ist erforderlich' } });

  const outdated = await request.get('/resources/messages/de?v=outdated');
  expect(outdated.headers()['cache-control']).not.toContain('immutable');
  expect((await request.get('/resources/messages/xx')).status()).toBe(404);
});

test('a reloaded page and one returned to open where the shopper had scrolled', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the browser restores positions itself');
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/kategorie/milch-kaese');
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

  // Decision 0062: the inline script reads the position Remix stored for this history entry.
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

  await page.locator('html[data-hydrated]').waitFor();
  // A click from script: Playwright's own would scroll the link into view first.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('.product-tile__link')!.click());
  await expect(page).toHaveURL(/\/produkte\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/kategorie\/milch-kaese$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
});
