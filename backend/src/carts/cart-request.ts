import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database.js';
import { InvalidDataError } from '../errors.js';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import { cartErrorCodes } from '../schemas/cart.js';
import { cartOwnerOf, findOpenCart } from './cart-owner.js';
import { viewCart, type CartRow } from './cart-view.js';

/** Who is asking: the tenant and cart owner of a request, and whether they get loyalty prices. */
export function shopperOf(request: FastifyRequest) {
  const tenantId = tenantOf(request).id;
  // Guests only until the customer session is wired in (issue 5 lands on the same main).
  const customerId: string | null = null;
  return {
    tenantId,
    owner: cartOwnerOf(request, tenantId, customerId),
    member: false,
    guest: customerId === null,
  };
}

/** The shopper's open cart; §8: changing a cart that does not exist fails with CART_MISSING. */
export async function requireCart(executor: Executor, request: FastifyRequest): Promise<CartRow> {
  const cart = await findOpenCart(executor, shopperOf(request).owner);
  if (!cart)
    throw new InvalidDataError(
      'There is no cart yet: ask for GET /api/carts first',
      undefined,
      cartErrorCodes.cartMissing,
    );
  return cart;
}

export function answerCart(executor: Executor, request: FastifyRequest, cart: CartRow) {
  return viewCart(executor, cart, { member: shopperOf(request).member });
}
