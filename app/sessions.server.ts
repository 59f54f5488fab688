import { createCookie, createCookieSessionStorage, redirect, type SessionStorage } from '@remix-run/node';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { getEnv } from './env.server';
import { toastSchema, type Toast, type ToastInput } from './utils/toast.server';
import { webviewFlagNames, type WebviewFlags } from './utils/webview-flags';

// The storefront's own cookies; the commerce API owns the shopper's login session.
const secure = getEnv().NODE_ENV === 'production';
const oneYear = 60 * 60 * 24 * 365;

export const languageCookie = createCookie('lng', { path: '/', sameSite: 'lax', maxAge: oneYear });

type FlashData = { toast: unknown };
let sessionStorage: SessionStorage<Record<string, never>, FlashData> | undefined;
function getSessionStorage() {
  sessionStorage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: '__session',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      secrets: [getEnv().SESSION_SECRET],
    },
  });
  return sessionStorage;
}

const TOAST_KEY = 'toast';

/** Flashes a toast into the session cookie, so it survives a redirect without JavaScript. */
export async function createToastHeaders(toast: ToastInput, request?: Request): Promise<Headers> {
  const storage = getSessionStorage();
  const session = await storage.getSession(request?.headers.get('Cookie'));
  session.flash(TOAST_KEY, toastSchema.parse(toast));
  return new Headers({ 'Set-Cookie': await storage.commitSession(session) });
}

export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit & { request?: Request },
) {
  const headers = new Headers(init?.headers);
  for (const cookie of (await createToastHeaders(toast, init?.request)).getSetCookie())
    headers.append('Set-Cookie', cookie);
  return redirect(url, { ...init, headers });
}

/** Reads (and so consumes) the flashed toast; `headers` must go out with the response. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const storage = getSessionStorage();
  const session = await storage.getSession(request.headers.get('Cookie'));
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success && !session.has(TOAST_KEY)) return { toast: null, headers: null };
  const headers = new Headers({ 'Set-Cookie': await storage.commitSession(session) });
  return { toast: parsed.success ? parsed.data : null, headers };
}

// §2, §4: plain `true` values, so the native app around the webview can read them too.
export function readWebviewFlags(request: Request): { flags: WebviewFlags; setCookies: string[] } {
  const query = new URL(request.url).searchParams;
  const cookies = parseCookies(request.headers.get('Cookie') ?? '');
  const flags = {} as WebviewFlags;
  const setCookies: string[] = [];
  for (const name of webviewFlagNames) {
    const fromQuery = query.get(name);
    if (fromQuery === 'true' || fromQuery === 'false') {
      flags[name] = fromQuery === 'true';
      const options = { path: '/', sameSite: 'lax', secure, ...(flags[name] ? {} : { maxAge: 0 }) } as const;
      setCookies.push(serializeCookie(name, String(flags[name]), options));
    } else {
      flags[name] = cookies[name] === 'true';
    }
  }
  return { flags, setCookies };
}
