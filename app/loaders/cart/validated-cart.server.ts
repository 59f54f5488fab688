import { ApiError } from '~/services/api-errors.server';
import type { CartClient } from '~/services/cart.server';

/**
 * §4 validation: skipped while the cart is finalized or ordered (an order is being processed);
 * a 404 or 400 means the cart is gone (ordered in another tab, its token outdated), so the
 * shopper gets a fresh one instead of an error page, and is told (`renewed`).
 */
export async function validatedCart(carts: CartClient) {
  // The API makes the cart (and a guest's token) on first sight; validation needs it to exist.
  const current = await carts.getCart();
  if (current.cartStatus !== 'OPEN') return { cartDTO: current, errors: [], renewed: false };
  try {
    return { ...(await carts.validate()), renewed: false };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
    return { cartDTO: await carts.getCart(), errors: [], renewed: true };
  }
}
