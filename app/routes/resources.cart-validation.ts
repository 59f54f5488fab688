import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { mayHaveCart } from '~/utils/cart-badge.server';
import { earliestSlotCodes } from '~/routes/cart/cart-rules';
import { validatedCart } from '~/routes/cart/validated-cart.server';

export type CartWatch = { lineItemCount: number | null; timeSlotCodes: string[] };

/** §4: every 60 s off the cart page (which validates itself) and off checkout. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { 'Cache-Control': 'private, no-store' };
  if (!mayHaveCart(request.headers.get('Cookie')))
    return data<CartWatch>({ lineItemCount: null, timeSlotCodes: [] }, { headers });
  // A renewed cart (validation answered 404 or 400) shows in its count: the badge follows.
  const { cartDTO: cart, errors } = await validatedCart(context.cart);
  // The codes that undo a booking (invalid, full, gone, hold expired), not the missing one.
  const timeSlotCodes = errors.map((error) => error.code).filter((code) => earliestSlotCodes.has(code));
  return data<CartWatch>({ lineItemCount: cart.lineItemCount, timeSlotCodes }, { headers });
}
