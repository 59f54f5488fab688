import { expect, test, type BrowserContext } from '@playwright/test';
import { e2eApiUrl } from '../../playwright.config';

export type BrowserApiSession = Awaited<ReturnType<typeof browserApiSession>>;

/**
 * Calls of the commerce API as the browser's shopper, for setting up what a journey does not
 * test: the browser's cookies sent (the storefront relays the API's cookies to the browser and
 * back), the XSRF token repeated, and what the API sets (a session, a guest's cart token, a fresh
 * XSRF token) put into the browser, as the storefront would relay it.
 */
export async function browserApiSession(context: BrowserContext) {
  const baseURL = test.info().project.use.baseURL!;
  async function call(method: string, path: string, body?: unknown) {
    const cookies = await context.cookies(baseURL);
    const xsrf = cookies.find(({ name }) => name === 'XSRF-TOKEN')?.value ?? '';
    const response = await fetch(`${e2eApiUrl}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Tenant': 'de',
        'X-XSRF-TOKEN': decodeURIComponent(xsrf),
        Cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
      const [name, ...value] = pair!.split('=');
      const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute))?.split('=')[1];
      if (maxAge !== undefined && Number(maxAge) <= 0) {
        await context.clearCookies({ name: name! });
        continue;
      }
      await context.addCookies([
        {
          name: name!,
          value: value.join('='),
          url: baseURL,
          httpOnly: attributes.some((attribute) => /^httponly$/i.test(attribute)),
          sameSite: 'Lax',
          ...(maxAge === undefined ? {} : { expires: Math.floor(Date.now() / 1000) + Number(maxAge) }),
        },
      ]);
    }
    return response;
  }
  async function json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await call(method, path, body);
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  }
  const cookies = await context.cookies(baseURL);
  if (!cookies.some(({ name }) => name === 'XSRF-TOKEN')) await call('GET', '/api/csrf');
  return { call, json };
}
