import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import { cartErrorCodes } from '../../../backend/src/schemas/cart.js';
import { deliveryPassErrorCodes } from '../../../backend/src/schemas/delivery-pass.js';
import { paymentRouteWhenBeingPaid } from '~/routes/cart/cart-being-paid.server';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { redirectToLogin, hasLoggedInCookie, isUnauthenticated } from '~/utils/auth.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import { createBuyPassSchema, removePassSchema } from './delivery-pass-form-schemas';

type ActionInput = { request: Request; context: AppLoadContext; formData: FormData };

const knownCodes: readonly string[] = [
  cartErrorCodes.cartNotOpen,
  deliveryPassErrorCodes.offerUnknown,
  deliveryPassErrorCodes.notOffered,
];

/** A refusal of the API in words; a 401 sends the shopper to login and back to this page. */
async function refusalOf(input: ActionInput, error: unknown): Promise<string> {
  if (isUnauthenticated(error)) throw await redirectToLogin(input.context, input.request);
  const payment = paymentRouteWhenBeingPaid(input.context, error);
  if (payment instanceof Response) throw payment;
  if (!(error instanceof ApiError)) throw error;
  return input.context.t(`deliveryPass.error.${knownCodes.includes(error.code) ? error.code : 'general'}`);
}

/** CART_MISSING: a customer who never asked for a cart gets one, then the line goes in. */
async function withCart<T>(context: AppLoadContext, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== cartErrorCodes.cartMissing) throw error;
    await context.cart.getCart();
    return change();
  }
}

/** Decision 0083: the pass goes in the cart as a line and is paid with the order. */
export async function buyDeliveryPass(input: ActionInput) {
  const { context, request, formData } = input;
  // Only customers buy one: a guest (or an expired session) logs in first and comes back.
  if (!hasLoggedInCookie(request)) throw await redirectToLogin(context, request);
  const { offers } = await context.deliveryPass.getOffers();
  const submission = parseWithZod(formData, {
    schema: createBuyPassSchema(
      context.t,
      offers.map(({ id }) => id),
    ),
  });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const cart = await withCart(context, () => context.deliveryPass.putInCart(submission.value.offerId));
    const months = cart.deliveryPassLineItem?.months ?? 0;
    return redirectWithToast(
      await requireRoutePath(context, request, 'cart'),
      { type: 'success', message: context.t('deliveryPass.added', { months }) },
      { request },
    );
  } catch (error) {
    const message = await refusalOf(input, error);
    return data({ result: submission.reply({ fieldErrors: { offerId: [message] } }) }, { status: 400 });
  }
}

export async function removeDeliveryPass(input: ActionInput) {
  const { context, request, formData } = input;
  const submission = parseWithZod(formData, { schema: removePassSchema });
  const back =
    (submission.status === 'success' && submission.value.redirectTo) ||
    (await requireRoutePath(context, request, 'cart'));
  try {
    await context.deliveryPass.removeFromCart();
  } catch (error) {
    return redirectWithToast(back, { type: 'error', message: await refusalOf(input, error) }, { request });
  }
  return redirectWithToast(
    back,
    { type: 'success', message: context.t('deliveryPass.removed') },
    { request },
  );
}
