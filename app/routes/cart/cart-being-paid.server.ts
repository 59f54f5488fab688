import { redirect, type AppLoadContext } from '@remix-run/node';
import { cartErrorCodes } from '../../../backend/src/schemas/cart.js';
import { ApiError } from '~/services/api-errors.server';
import { routePath } from '~/utils/route-paths.server';

/**
 * §8 cart error code 3: a change to a cart that is finalized (its payment under way, perhaps in
 * another tab) sends the shopper to the payment route, which says so and offers the way back.
 */
export function paymentRouteWhenBeingPaid(context: AppLoadContext, error: unknown): unknown {
  if (!(error instanceof ApiError) || error.code !== cartErrorCodes.cartNotOpen) return error;
  const paymentPath = routePath(context, 'payment-processing');
  return paymentPath ? redirect(paymentPath) : error;
}
