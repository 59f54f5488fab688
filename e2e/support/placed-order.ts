import { expect } from '@playwright/test';
import { e2eApiUrl } from '../../playwright.config';
import { password } from './accounts';

// An order placed as the storefront's checkout places it: through the commerce API, paid by card
// on the payment sandbox's page, back through the return. Journeys about what comes after the
// order (the profile's orders) start from here.

type ProductsAnswer = {
  products: {
    sku: string;
    name: string;
    availability: string;
    weightArticle: boolean;
    maxQuantity: number;
    quantityStepSize: number;
    price: { regular: number };
  }[];
};

/** One shopper's API session: its cookies, the XSRF token repeated, the German shop. */
export function apiSession() {
  const cookies = new Map<string, string>();
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${e2eApiUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Tenant': 'de',
        'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!, value.join('='));
    }
    return response;
  }
  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await call(method, path, body);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  }
  return { call, json };
}

/** `count` fruit or vegetables sold by weight, about 500 g each (in their weight steps). */
async function weightArticlesOf(api: ReturnType<typeof apiSession>, count: number) {
  const { products } = await api.json<ProductsAnswer>(
    'GET',
    '/api/categories/obst-gemuese/products?pageSize=48',
  );
  const weighed = products
    .filter((candidate) => candidate.availability === 'available' && candidate.weightArticle)
    .slice(0, count)
    .map((article) => {
      const step = article.quantityStepSize;
      return { name: article.name, sku: article.sku, grams: Math.max(step, Math.round(500 / step) * step) };
    });
  expect(weighed, 'weight articles of obst-gemuese').toHaveLength(count);
  return weighed;
}

/**
 * Logs `email` in, buys one available product for delivery, and answers the order; with
 * `weightArticles`, also that many articles sold by weight (issue 36's picking). The order takes
 * the last slot offered (about two weeks ahead: captured when placed, decision 0088), or with
 * `nearSlot` the first whose cut-off is a while ahead (authorised now, captured after picking).
 */
export async function placeOrderAs(
  email: string,
  { weightArticles = 0, nearSlot = false }: { weightArticles?: number; nearSlot?: boolean } = {},
) {
  const api = apiSession();
  await api.call('GET', '/api/csrf');
  await api.json('POST', '/api/auth/login?recaptchaResponse=sandbox-passed', { email, password });
  await api.json('GET', '/api/carts');
  const { products } = await api.json<ProductsAnswer>(
    'GET',
    '/api/categories/milch-kaese/products?pageSize=48',
  );
  const product = products.find(
    (candidate) =>
      candidate.availability === 'available' &&
      !candidate.weightArticle &&
      candidate.maxQuantity * candidate.price.regular >= 6000,
  )!;
  // Enough for the minimum order value of a delivery (§5, € 35 in the demo shop) after a
  // first-order voucher.
  const quantity = Math.min(product.maxQuantity, Math.max(2, Math.ceil(6000 / product.price.regular)));
  await api.json('POST', '/api/carts/items', { sku: product.sku, quantity });
  const weighed = weightArticles ? await weightArticlesOf(api, weightArticles) : [];
  for (const { sku, grams } of weighed) await api.json('POST', '/api/carts/items', { sku, quantity: grams });
  await api.json('POST', '/api/carts/distribution-address', {
    distributionType: 'DELIVERY',
    streetName: 'Favoritenstraße',
    streetNumber: '120',
    postalCode: '1100',
    city: 'Wien',
    lastName: 'Mustermann',
  });
  const { timeSlots } = await api.json<{ timeSlots: { id: string; full: boolean; cutOff: string }[] }>(
    'GET',
    '/api/capacity/windows?distributionType=DELIVERY&appointableId=103',
  );
  const open = timeSlots.filter((slot) => !slot.full);
  const slot = nearSlot
    ? open.find((candidate) => new Date(candidate.cutOff).getTime() > Date.now() + 30 * 60_000)
    : open.at(-1);
  await api.json('POST', '/api/carts/distribution-time-slot', { id: slot!.id });
  const cart = await api.json<{ id: string }>('POST', '/api/carts/finalize', {});
  const { redirectUrl, hostedCheckoutId } = await api.json<{ redirectUrl: string; hostedCheckoutId: string }>(
    'POST',
    '/api/checkout',
    { checkoutId: cart.id, paymentMethodKey: 'credit-cards' },
  );
  const paid = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'card', cardNumber: '4111111111111111' }).toString(),
  });
  expect(paid.status).toBe(303);
  const returnMac = new URL(paid.headers.get('location')!).searchParams.get('RETURNMAC');
  const order = await api.json<{ orderNumber: string }>('POST', '/api/checkout/return', {
    hostedCheckoutId,
    RETURNMAC: returnMac,
  });
  return { orderNumber: order.orderNumber, productName: product.name, quantity, weighed, hostedCheckoutId };
}
