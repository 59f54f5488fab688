import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { describeError, logEvent } from '~/utils/logger.server';

const headers = { 'Cache-Control': 'private, no-store' };

/**
 * The side cart's contents (§2 cart extras): the line items, the vouchers taken off (§3
 * voucherLineItems) and what they come to. The browser never calls the commerce API itself; this
 * loader does, with the shopper's cookies. A failure answers no contents: the panel then offers
 * the cart page instead of the page's error view.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const cart = await context.cart.getCart();
    const contents = {
      lineItems: cart.productLineItems,
      unavailableCount: cart.unavailableLineItems.length,
      vouchers: cart.voucherLineItems,
      lineItemCount: cart.lineItemCount,
      total: cart.priceInfo.total,
    };
    return data({ contents }, { headers });
  } catch (error) {
    logEvent('warn', 'side cart unavailable', { requestId: context.requestId, ...describeError(error) });
    return data({ contents: null }, { status: 503, headers });
  }
}
