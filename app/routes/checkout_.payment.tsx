import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { canonicalUrlOf } from '~/utils/page-meta';
import { useTranslation } from '~/utils/use-translation';
import { checkoutErrorCodes } from '../../backend/src/schemas/checkout-codes.js';
import { tokenPaymentKey } from '../../backend/src/schemas/payment-methods.js';
import { confirmationHref } from '~/routes/checkout/checkout-actions.server';
import { ApiError } from '~/services/api-errors.server';
import { requireRoutePath } from '~/utils/route-paths.server';

// §2 payment-processing, §4 Checkout completion: the order is placed once, however often opened.

type PaymentErrorDetails = { paymentError?: { code?: unknown } };
type Notice = 'underWay' | 'returnInvalid' | 'received';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const checkoutPath = await requireRoutePath(context, request, 'checkout');
  const cartPath = await requireRoutePath(context, request, 'cart');
  const backToCheckout = (parameter: Record<string, string>) =>
    redirect(`${checkoutPath}?${new URLSearchParams(parameter)}`, {
      headers: { 'Cache-Control': 'no-store' },
    });
  // The finalized flag: the order exists already (placed without the provider); nothing to create.
  const orderNumber = query.get('order');
  if (query.get('finalized') === 'true' && orderNumber && /^\d{1,20}$/.test(orderNumber))
    return redirect(await confirmationHref(context, request, orderNumber));
  // A saved card's 3-D Secure step returns with paymentId instead (decision 0075).
  const paymentId = query.get('paymentId');
  const hostedCheckoutId = query.get('hostedCheckoutId') ?? (paymentId ? tokenPaymentKey(paymentId) : null);
  const returnMac = query.get('RETURNMAC');
  const page = (notice: Notice, status = 200) =>
    data(
      {
        notice,
        checkoutPath,
        cartPath,
        meta: {
          title: context.t(
            notice === 'received' ? 'checkout.paying.received.title' : 'checkout.paying.title',
          ),
          canonicalUrl: canonicalUrlOf(request),
          noIndex: true,
        },
      },
      { status, headers: { 'Cache-Control': 'private, no-store' } },
    );
  if (!hostedCheckoutId || !returnMac) {
    // §8 code 3, or the confirmation opened while paying: the payment is under way elsewhere.
    const cart = await context.cart.getCart();
    if (cart.cartStatus !== 'FINALIZED') return backToCheckout({ generalError: 'true' });
    return page('underWay');
  }
  // §4: with an unknown initiator the cart is refreshed first.
  if (query.get('initiator') === 'UNKNOWN') await context.cart.getCart();
  try {
    const placed = await context.checkout.completeReturn(hostedCheckoutId, returnMac);
    return redirect(await confirmationHref(context, request, placed.orderNumber), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // A forged return must not send the shopper to checkout, whose entry resets the cart and so
    // would give back the payment the genuine return is about to bring (issue 32).
    if (error.code === checkoutErrorCodes.returnInvalid) return page('returnInvalid', 403);
    // A genuine return in another browser than the payer's: the order is placed, nothing shown.
    if (error.code === checkoutErrorCodes.returnForeign) return page('received');
    // §4: a declined or cancelled payment, or a cart code that stopped the order (227, 023, …).
    if (error.code === checkoutErrorCodes.paymentNotAuthorized) {
      const code = (error.details as PaymentErrorDetails | undefined)?.paymentError?.code;
      return backToCheckout(typeof code === 'string' ? { paymentError: code } : { generalError: 'true' });
    }
    if (/^\d{3}$/.test(error.code) || error.code === checkoutErrorCodes.paymentBrandNotOffered)
      return backToCheckout({ paymentError: error.code });
    return backToCheckout({ generalError: 'true' });
  }
}

export const handle = { layout: 'focused' };

/**
 * A cart whose payment is under way (in another tab, or left on the payment page), a return that
 * is not genuine, or a payment received in another browser than the one that ordered.
 */
export default function PaymentUnderWay() {
  const { notice, checkoutPath, cartPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (notice === 'received')
    return (
      <div className="checkout-page">
        <h1>{t('checkout.paying.received.title')}</h1>
        <p>{t('checkout.paying.received.text')}</p>
      </div>
    );
  return (
    <div className="checkout-page">
      <h1>{t('checkout.paying.title')}</h1>
      {notice === 'returnInvalid' ? (
        <p role="alert" data-payment-error="">
          {t('checkout.paying.returnInvalid')}
        </p>
      ) : null}
      <p>{t('checkout.paying.text')}</p>
      <p>
        <Link to={checkoutPath} className="button button--primary">
          {t('checkout.paying.backToCheckout')}
        </Link>{' '}
        <Link to={cartPath}>{t('checkout.paying.toCart')}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
