import { ApiError } from '~/services/api-errors.server';
import type { CartClient } from '~/services/cart.server';
import type { Cart } from '../../../backend/src/schemas/cart.js';

/** §4: skipped while finalized or ordered; a 404 or 400 means the cart is gone, so a new one (`renewed`). */
export async function validatedCart(carts: CartClient, known?: Cart) {
  // The API makes the cart (and a guest's token) on first sight; validation needs it to exist.
  const current = known ?? (await carts.getCart());
  if (current.cartStatus !== 'OPEN') return { cartDTO: current, errors: [], renewed: false };
  try {
    return { ...(await carts.validate()), renewed: false };
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
    return { cartDTO: await carts.getCart(), errors: [], renewed: true };
  }
}
