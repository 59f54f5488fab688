import type { AppLoadContext } from '@remix-run/node';
import { toastSchema, type Toast } from './toast.server';
import { describeError, logEvent } from './logger.server';
import {
  clearCookieHeader,
  getOptionalCustomer,
  hasLoggedInCookie,
  hasSessionExpiredCookie,
  LOGGED_IN_COOKIE,
  SESSION_EXPIRED_COOKIE,
} from './auth.server';
import { routePath } from './route-paths.server';

// §9 session-expired toast duration.
const SESSION_EXPIRED_TOAST_MS = 3000;

async function favoriteSkusOf(context: AppLoadContext): Promise<string[]> {
  if (!routePath(context, 'favorite-products')) return [];
  try {
    return (await context.customer.getFavorites()).favorites.PRODUCT;
  } catch (error) {
    // The toggles then show "not a favorite"; the page itself does not depend on them.
    logEvent('warn', 'favorites unavailable', { requestId: context.requestId, ...describeError(error) });
    return [];
  }
}

/** §4: the session-expired toast shows 3000 ms while both readable cookies are cleared. */
export async function loadShopperSession(context: AppLoadContext, request: Request) {
  const setCookies: string[] = [];
  let toast: Toast | null = null;
  if (hasSessionExpiredCookie(request)) {
    toast = toastSchema.parse({
      type: 'warning',
      message: context.t('session.expiredHeadline'),
      durationMs: SESSION_EXPIRED_TOAST_MS,
    });
    setCookies.push(clearCookieHeader(SESSION_EXPIRED_COOKIE));
  }
  const customer = routePath(context, 'login') ? await getOptionalCustomer(context, request) : null;
  if (!customer && hasLoggedInCookie(request)) setCookies.push(clearCookieHeader(LOGGED_IN_COOKIE));
  const favoriteSkus = customer ? await favoriteSkusOf(context) : [];
  return {
    customer: customer && {
      id: customer.id,
      firstName: customer.firstName,
      // Issue 37: the tracking layer's user type (loyalty or customer).
      loyaltyMember: customer.loyaltyMemberInformation !== null,
    },
    favoriteSkus,
    toast,
    setCookies,
  };
}
