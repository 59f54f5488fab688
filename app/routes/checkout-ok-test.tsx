import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import type { OrderConfirmation } from '../../backend/src/schemas/checkout.js';
import { OrderConfirmationView } from '~/routes/checkout-ok/order-confirmation';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { requireRoutePath } from '~/utils/route-paths.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { useTranslation } from '~/utils/use-translation';

// §2 checkout-confirmation-test (only with CMS preview on): editors see the confirmation page as a
// shopper would, filled from their own cart, without ordering anything.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [cart, { stores }] = await Promise.all([context.cart.getCart(), context.cart.listCheckoutStores()]);
  const preview: OrderConfirmation | null =
    cart.productLineItems.length > 0
      ? {
          orderNumber: '000000000',
          placedAt: new Date().toISOString(),
          total: cart.priceInfo.total,
          payment: { methodKey: null, brandName: null, giftCardAmount: null },
          cart: { ...cart, cartStatus: 'ORDERED' },
        }
      : null;
  const storeId = cart.distributionAddress?.storeId;
  return data(
    {
      preview,
      storeName: stores.find((store) => store.storeId === storeId)?.name ?? null,
      email: cart.billingAddress?.email ?? null,
      cartPath: await requireRoutePath(context, request, 'cart'),
      meta: {
        title: context.t('checkout.confirmation.previewTitle'),
        canonicalUrl: canonicalUrlOf(request),
        noIndex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export default function CheckoutConfirmationPreview() {
  const { preview, storeName, email, cartPath } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!preview)
    return (
      <div className="confirmation-page">
        <h1>{t('checkout.confirmation.previewTitle')}</h1>
        <p>
          {t('checkout.confirmation.previewEmpty')}{' '}
          <Link to={cartPath}>{t('checkout.confirmation.previewCart')}</Link>
        </p>
      </div>
    );
  return (
    <OrderConfirmationView order={preview} storeName={storeName} email={email} continueHref="/" preview />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
