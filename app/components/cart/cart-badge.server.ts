import { parseCookie } from 'cookie';
import type { CartClient } from '~/services/cart.server';

// The API's cookies of a shopper who may have a cart: a guest's token or a customer's session flag.
const CART_COOKIES = ['ANONYMOUS_TOKEN', 'logged-in'];

/**
 * The header badge's line item count. Guests without a token have no cart yet, so their pages
 * ask nothing (cheap guest pages); a failing call leaves the badge without a number.
 */
export async function cartBadgeCount(cookieHeader: string | null, cart: CartClient): Promise<number | null> {
  const cookies = parseCookie(cookieHeader ?? '');
  if (!CART_COOKIES.some((name) => cookies[name])) return null;
  return cart.getCart().then(
    (answer) => answer.lineItemCount,
    () => null,
  );
}
