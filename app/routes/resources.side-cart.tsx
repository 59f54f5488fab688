import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { describeError, logEvent } from '~/utils/logger.server';

const headers = { 'Cache-Control': 'private, no-store' };

/** §2 cart extras: a failure answers no contents, and the panel links to the cart page. */
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
