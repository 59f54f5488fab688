import { parseCookie } from 'cookie';
import type { Cart } from '../../backend/src/schemas/cart.js';
import type { CartClient } from '~/services/cart.server';

// The API's cookies of a shopper who may have a cart: a guest's token or a customer's session flag.
const CART_COOKIES = ['ANONYMOUS_TOKEN', 'logged-in'];

export function mayHaveCart(cookieHeader: string | null): boolean {
  const cookies = parseCookie(cookieHeader ?? '');
  return CART_COOKIES.some((name) => cookies[name]);
}

/** Quantity per sku of the lines the shopper can order, for the steppers of tiles and product pages. */
export type CartQuantities = Record<string, number>;

export function quantitiesInCart(cart: Pick<Cart, 'productLineItems'>): CartQuantities {
  return Object.fromEntries(cart.productLineItems.map((line) => [line.product.sku, line.quantity]));
}

export type CartBadge = { count: number | null; quantities: CartQuantities };

/**
 * Issue 39: the provider's return (RETURNMAC) places the order and answers with a redirect, or a
 * notice in the focused layout, which shows no badge; a cart read beside it would be thrown away.
 */
export const isPaymentReturn = (request: Request) => new URL(request.url).searchParams.has('RETURNMAC');

/**
 * Guests without a token have no cart yet, so their pages ask nothing; a failure shows no number.
 * Issue 39: on the checkout page (`checkoutPath`) the badge reads the validated cart the page asks
 * for anyway (one call for both), not the cart on its own.
 */
export async function cartBadge(
  request: Request,
  cart: CartClient,
  checkoutPath?: string,
): Promise<CartBadge> {
  const none = { count: null, quantities: {} };
  if (!mayHaveCart(request.headers.get('Cookie')) || isPaymentReturn(request)) return none;
  const onCheckout = checkoutPath !== undefined && new URL(request.url).pathname === checkoutPath;
  const read = onCheckout ? cart.validate().then(({ cartDTO }) => cartDTO) : cart.getCart();
  return read.then(
    (answer) => ({ count: answer.lineItemCount, quantities: quantitiesInCart(answer) }),
    () => none,
  );
}
