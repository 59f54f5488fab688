import { parseCookie } from 'cookie';
import type { CartClient } from '~/services/cart.server';

// The API's cookies of a shopper who may have a cart: a guest's token or a customer's session flag.
const CART_COOKIES = ['ANONYMOUS_TOKEN', 'logged-in'];

export function mayHaveCart(cookieHeader: string | null): boolean {
  const cookies = parseCookie(cookieHeader ?? '');
  return CART_COOKIES.some((name) => cookies[name]);
}

/** Guests without a token have no cart yet, so their pages ask nothing; a failure shows no number. */
export async function cartBadgeCount(cookieHeader: string | null, cart: CartClient): Promise<number | null> {
  if (!mayHaveCart(cookieHeader)) return null;
  return cart.getCart().then(
    (answer) => answer.lineItemCount,
    () => null,
  );
}
