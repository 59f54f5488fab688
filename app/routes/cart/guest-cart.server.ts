import type { AppLoadContext } from '@remix-run/node';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { cartErrorCodes, type Cart } from '../../../backend/src/schemas/cart.js';
import { ApiError } from '~/services/api-errors.server';
import { readyForCheckout } from './cart-rules';
import { routePath } from '~/utils/route-paths.server';
import { safeReturnUrl } from '~/utils/return-url';
import { describeError, logEvent } from '~/utils/logger.server';

// §4 cart merge after login. The API knows a guest's cart by its HttpOnly anonymous token.
const ANONYMOUS_TOKEN = 'ANONYMOUS_TOKEN';

/** The guest's cart with items, read before logging in (the token still names it). */
export async function guestCartBeforeLogin(context: AppLoadContext, request: Request): Promise<Cart | null> {
  if (!parseCookies(request.headers.get('Cookie') ?? '')[ANONYMOUS_TOKEN]) return null;
  const cart = await context.cart.getCart().catch(() => null);
  if (!cart || cart.customerId !== null) return null;
  return cart.productLineItems.length + cart.unavailableLineItems.length > 0 ? cart : null;
}

/** A guest cart becomes the customer's when theirs is empty; when both hold items the cart page asks. */
export async function adoptGuestCart(
  context: AppLoadContext,
  guestCart: Cart | null,
  destination: string,
  forwardToCheckout = false,
): Promise<string | null> {
  if (!guestCart) return null;
  try {
    await context.cart.attachGuestCart(guestCart.id);
    return null;
  } catch (error) {
    const cartPath = routePath(context, 'cart');
    if (error instanceof ApiError && error.code === cartErrorCodes.mergeRequired && cartPath)
      return `${cartPath}?${new URLSearchParams({
        mergeCart: guestCart.id,
        mergeItems: String(guestCart.productLineItems.length + guestCart.unavailableLineItems.length),
        returnUrl: destination,
        ...(forwardToCheckout ? { forwardToCheckout: 'true' } : {}),
      })}`;
    // The shopper is logged in either way; their guest basket stays theirs to merge later.
    logEvent('warn', 'guest cart not adopted after login', {
      requestId: context.requestId,
      ...describeError(error),
    });
    return null;
  }
}

/** Only the API can tell whether that cart is still the shopper's own. */
export function guestCartToMerge(query: URLSearchParams) {
  const cartId = query.get('mergeCart');
  const itemCount = Number(query.get('mergeItems'));
  if (!cartId || !/^[0-9a-f-]{36}$/i.test(cartId) || !Number.isInteger(itemCount) || itemCount < 1)
    return null;
  return {
    cartId,
    itemCount: Math.min(itemCount, 999),
    returnUrl: safeReturnUrl(query.get('returnUrl')) ?? '/',
    forwardToCheckout: query.get('forwardToCheckout') === 'true',
  };
}

/** §4 forwardToCheckout: only a cart with items that passes validation goes on to checkout. */
export async function checkoutWhenValid(context: AppLoadContext): Promise<string | null> {
  const checkoutPath = routePath(context, 'checkout');
  if (!checkoutPath) return null;
  const { cartDTO, errors } = await context.cart.validate();
  const items = cartDTO.productLineItems.length;
  return items > 0 && readyForCheckout(errors) ? checkoutPath : null;
}

/** Discarding the guest cart: forgetting its token leaves it to expire unseen. */
export function forgetGuestCartCookie(secure: boolean): string {
  return serializeCookie(ANONYMOUS_TOKEN, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 0,
  });
}
