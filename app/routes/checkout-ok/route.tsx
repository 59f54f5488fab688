import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { OrderConfirmationView } from './order-confirmation';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { ApiNotFoundError } from '~/services/api-errors.server';
import { getOptionalCustomer } from '~/utils/auth.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import { notFound } from '~/utils/not-found.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { trackPurchase } from '~/utils/tracking.server';

// §2 checkout-confirmation: the order just placed, for the shopper who placed it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const orderNumber = new URL(request.url).searchParams.get('order') ?? '';
  if (!/^\d{1,20}$/.test(orderNumber)) {
    // §2: leaving checkout for the confirmation while the cart is finalized goes to the payment route.
    const cart = await context.cart.getCart();
    if (cart.cartStatus === 'FINALIZED')
      throw redirect(await requireRoutePath(context, request, 'payment-processing'));
    throw await notFound(context, request);
  }
  const order = await context.checkout.getConfirmation(orderNumber).catch(async (error: unknown) => {
    if (error instanceof ApiNotFoundError) throw await notFound(context, request);
    throw error;
  });
  const [customer, { stores }] = await Promise.all([
    getOptionalCustomer(context, request),
    context.cart.listCheckoutStores(),
  ]);
  const storeId = order.cart.distributionAddress?.storeId;
  // Issue 37: the purchase for the dataLayer, and the server's own record of it.
  const tracking = await trackPurchase(context, request, order, customer);
  return data(
    {
      order,
      storeName: stores.find((store) => store.storeId === storeId)?.name ?? null,
      email: order.cart.billingAddress?.email ?? customer?.email ?? null,
      continueHref: '/',
      trackingEvents: tracking.trackingEvents,
      meta: {
        title: context.t('checkout.confirmation.title'),
        canonicalUrl: canonicalUrlOf(request),
        noIndex: true,
      },
    },
    { headers: [['Cache-Control', 'private, no-store'], ...tracking.headers] },
  );
}

export default function CheckoutConfirmationPage() {
  const { order, storeName, email, continueHref } = useLoaderData<typeof loader>();
  return (
    <OrderConfirmationView order={order} storeName={storeName} email={email} continueHref={continueHref} />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
