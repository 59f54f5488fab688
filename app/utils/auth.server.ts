import { redirect, type AppLoadContext } from '@remix-run/node';
import { parse as parseCookies } from 'cookie';
import type { Customer } from '../../backend/src/schemas/customer.js';
import { getEnv } from '~/env.server';
import { ApiError } from '~/services/api-errors.server';
import { requireRoutePath } from './route-paths.server';
import { safeReturnUrl } from './return-url';

// §4: cookies of the API's login session the storefront may read (the session itself is HttpOnly).
export const LOGGED_IN_COOKIE = 'logged-in';
export const SESSION_EXPIRED_COOKIE = 'session-expired';

function cookieOf(request: Request, name: string): string | undefined {
  return parseCookies(request.headers.get('Cookie') ?? '')[name];
}

export function hasLoggedInCookie(request: Request): boolean {
  return cookieOf(request, LOGGED_IN_COOKIE) === 'true';
}

export function hasSessionExpiredCookie(request: Request): boolean {
  return cookieOf(request, SESSION_EXPIRED_COOKIE) === 'true';
}

/** Clears a readable session cookie in the shopper's browser (the API clears its own ones too). */
export function clearCookieHeader(name: string): string {
  // As the API sets them: Secure in production.
  const secure = getEnv().NODE_ENV === 'production' ? '; Secure' : '';
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** §8: any 401 of the API means the shopper is not (or no longer) logged in. */
export function isUnauthenticated(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

/** §6: to login with the full path the shopper wanted and authRequired=true. */
export async function redirectToLogin(
  context: AppLoadContext,
  request: Request,
  returnUrl?: string,
): Promise<Response> {
  const url = new URL(request.url);
  const target = safeReturnUrl(returnUrl) ?? `${url.pathname}${url.search}`;
  const query = new URLSearchParams({ returnUrl: target, authRequired: 'true' });
  return redirect(`${await requireRoutePath(context, request, 'login')}?${query}`, {
    headers: { 'Set-Cookie': clearCookieHeader(LOGGED_IN_COOKIE) },
  });
}

/** §6, §8: without the logged-in cookie the API is not asked; a 401 goes to login too. */
export async function requireCustomer(context: AppLoadContext, request: Request): Promise<Customer> {
  if (!hasLoggedInCookie(request)) throw await redirectToLogin(context, request);
  try {
    return await context.customer.getCustomer();
  } catch (error) {
    if (isUnauthenticated(error)) throw await redirectToLogin(context, request);
    throw error;
  }
}

/** The customer when the logged-in cookie says there is one (§4); a 401 resets it to none. */
export async function getOptionalCustomer(
  context: AppLoadContext,
  request: Request,
): Promise<Customer | null> {
  if (!hasLoggedInCookie(request)) return null;
  try {
    return await context.customer.getCustomer();
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

/** Runs an account action; a 401 on the way sends the shopper to login and back (§8). */
export async function withLogin<T>(context: AppLoadContext, request: Request, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (isUnauthenticated(error)) throw await redirectToLogin(context, request);
    throw error;
  }
}
