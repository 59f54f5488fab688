import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PhysicalCardState } from '~/routes/order-physical-card/physical-card-state';
import { hasSessionExpiredCookie, redirectToLogin, requireCustomer, withLogin } from '~/utils/auth.server';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { canonicalUrlOf } from '~/utils/page-meta';
import { requireRoutePath } from '~/utils/route-paths.server';
import { useTranslation } from '~/utils/use-translation';

// §2 order-physical-card-confirmation (issue 35): the card is ordered, where it goes, and that
// the e-mail is on its way. Without an order the member is sent to the order page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (hasSessionExpiredCookie(request)) throw await redirectToLogin(context, request);
  const customer = await requireCustomer(context, request);
  const status = await withLogin(context, request, () => context.physicalCard.getStatus());
  if (status.status !== 'ORDERED' && status.status !== 'SENT')
    throw redirect(await requireRoutePath(context, request, 'order-physical-card'));
  return data(
    {
      status,
      email: customer.email,
      profilePath: await requireRoutePath(context, request, 'profile'),
      meta: {
        title: context.t('physicalCard.confirmation.title'),
        canonicalUrl: canonicalUrlOf(request),
        noIndex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export default function PhysicalCardConfirmationPage() {
  const { status, email, profilePath } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1>{t('physicalCard.confirmation.title')}</h1>
      <PhysicalCardState status={status} />
      <p>{t('physicalCard.confirmation.email', { email })}</p>
      <p>
        <Link to={profilePath}>{t('physicalCard.backToProfile')}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: routeData, error, matches }) =>
  catalogueMeta({ data: routeData, error, matches });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
