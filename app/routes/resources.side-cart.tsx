import { data, type LoaderFunctionArgs } from '@remix-run/node';

/**
 * The side cart's contents (§2 cart extras): the line items and what they come to. The browser
 * never calls the commerce API itself; this loader does, with the shopper's cookies.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const cart = await context.cart.getCart();
  return data(
    {
      lineItems: cart.productLineItems,
      unavailableCount: cart.unavailableLineItems.length,
      lineItemCount: cart.lineItemCount,
      total: cart.priceInfo.total,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}
