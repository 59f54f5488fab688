import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Cart } from '../backend/src/schemas/cart';
import type { ProductSummary } from '../backend/src/schemas/catalogue';
import { e2eApiUrl } from '../playwright.config';
import { hydration } from './support/accounts';
import { collectPageProblems } from './support/console';
import { onlyOnceForPlainRequests } from './support/projects';

// Issue 15 points 4, 10, 11 and 12 (decision 0029), with JavaScript on and off.
const browser = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36',
};

async function someProduct(): Promise<ProductSummary> {
  const response = await fetch(`${e2eApiUrl}/api/categories/milch-kaese/products?pageSize=48`, {
    headers: { 'X-Tenant': 'de' },
  });
  const { products } = (await response.json()) as { products: ProductSummary[] };
  return products.find(
    (product) =>
      product.availability === 'available' && product.ageRestriction === null && !product.weightArticle,
  )!;
}

async function cartOfBrowser(context: BrowserContext): Promise<Cart> {
  const cookies = await context.cookies();
  const response = await fetch(`${e2eApiUrl}/api/carts`, {
    headers: {
      'X-Tenant': 'de',
      Cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
  });
  return (await response.json()) as Cart;
}

/** A page with one plain form, served at `pageUrl` (the browser sends what it would send from there). */
async function postFormFrom(page: Page, pageUrl: string, action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  await page.route(pageUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!DOCTYPE html><title>Formular</title><form method="post" action="${action}">${inputs}<button>Senden</button></form>`,
    }),
  );
  await page.goto(pageUrl);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Senden' }).click();
  return answer;
}

test('a form of another origin cannot change the shopper’s cart', async ({ page, context, baseURL }) => {
  const product = await someProduct();
  await page.goto(`/produkte/${product.slug}/${product.sku}`);
  await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  const before = await cartOfBrowser(context);

  // Another port of the same host is the same site: the browser sends the shopper's cookies along.
  const problems = collectPageProblems(page);
  const foreign = new URL(baseURL!);
  foreign.port = String(Number(foreign.port) + 1);
  const answer = await postFormFrom(page, `${foreign.origin}/gewinnspiel`, `${baseURL}/resources/cart`, {
    sku: product.sku,
    quantity: '7',
    mode: 'set',
  });

  expect(answer.status()).toBe(403);
  expect(answer.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeVisible();
  await expect(page.getByText('Dieses Formular kam nicht von unserem Shop')).toBeVisible();
  expect((await cartOfBrowser(context)).productLineItems).toEqual(before.productLineItems);
  // With JavaScript the error page takes over at the URL the browser shows, without errors.
  await hydration(page);
  expect(problems.filter((problem) => !problem.startsWith('Failed to load resource'))).toEqual([]);
});

test('a plain form post a resource route refuses gets the error page, not JSON', async ({
  page,
  baseURL,
}) => {
  const answer = await postFormFrom(page, `${baseURL}/e2e-formular`, '/resources/cart', {
    sku: '',
    quantity: 'viele',
  });

  expect(answer.status()).toBe(400);
  expect(answer.headers()['content-type']).toMatch(/^text\/html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' }).last()).toBeVisible();
});

test('a quantity the browser’s own check would stop comes back with a message, the cart unchanged', async ({
  page,
  context,
  baseURL,
}) => {
  const product = await someProduct();
  await page.goto(`/produkte/${product.slug}/${product.sku}`);
  await page.locator(`[data-add-to-cart-slot="${product.sku}"] button`).first().click();
  await expect(page.locator('.cart-badge')).toHaveAttribute('data-cart-count', '1');
  const before = await cartOfBrowser(context);

  const answer = await postFormFrom(page, `${baseURL}/e2e-formular`, '/resources/cart', {
    sku: product.sku,
    quantity: '-3',
    mode: 'set',
    name: 'Vollmilch',
    redirectTo: '/warenkorb',
  });

  expect(answer.status()).toBe(302);
  await expect(page).toHaveURL(/\/warenkorb$/);
  await expect(page.getByText('Bitte gib für Vollmilch eine gültige Menge ein.')).toBeVisible();
  expect((await cartOfBrowser(context)).productLineItems).toEqual(before.productLineItems);
});

test('a body larger than a shop form is refused with a page', async ({ request, baseURL }) => {
  onlyOnceForPlainRequests();
  const response = await request.post('/resources/cart', {
    headers: { ...browser, Origin: baseURL!, 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `sku=1&name=${'x'.repeat(2 * 1024 * 1024)}`,
  });

  expect(response.status()).toBe(413);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  expect(await response.text()).toContain('Das Formular ist zu groß');
});

test('malformed paths answer 400 or 404 with the error page, never 500', async ({ request }) => {
  onlyOnceForPlainRequests();
  for (const [path, status] of [
    ['/suche/%E0%A4%A', 400],
    ['/%ff%fe', 400],
    ['/x/%ff', 400],
    ['/build/..%2F..%2Fpackage.json', 404],
  ] as const) {
    const response = await request.get(path, { headers: browser });
    expect(response.status(), path).toBe(status);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(await response.text(), path).toMatch(
      // A 404 is the content-managed not-found page (issue 38.12), the rest the general error view.
      /Da ist etwas schiefgelaufen|hier ist nur eine verlorene Karotte/,
    );
  }
});
