import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, type MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';
import { hasSessionExpiredCookie, redirectToLogin, requireCustomer, withLogin } from '~/utils/auth.server';
import { catalogueMeta } from '~/utils/catalogue-meta';
import { canonicalUrlOf } from '~/utils/page-meta';
import { requireRoutePath } from '~/utils/route-paths.server';
import { useTranslation } from '~/utils/use-translation';
import { orderPhysicalCardAction } from './physical-card-actions.server';
import type { PhysicalCardIntent } from './physical-card-form-schemas';
import { NewAddressForm, SavedAddressChoice } from './physical-card-forms';
import { PhysicalCardState } from './physical-card-state';

// §2 order-physical-card, focused layout (issue 35, decision 0082): a loyalty member without a
// physical card orders one, to a saved address or a new one.
export const handle = { layout: 'focused' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (hasSessionExpiredCookie(request)) throw await redirectToLogin(context, request);
  const customer = await requireCustomer(context, request);
  const [status, addresses] = await withLogin(context, request, () =>
    Promise.all([context.physicalCard.getStatus(), context.customer.listAddresses()]),
  );
  return data(
    {
      status,
      addresses: status.orderable ? addresses : [],
      prefill: { firstName: customer.firstName, lastName: customer.lastName ?? undefined },
      profilePath: await requireRoutePath(context, request, 'profile'),
      meta: { title: context.t('physicalCard.title'), canonicalUrl: canonicalUrlOf(request), noIndex: true },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (hasSessionExpiredCookie(request)) throw await redirectToLogin(context, request);
  await requireCustomer(context, request);
  return orderPhysicalCardAction(context, request, await request.formData());
}

export default function OrderPhysicalCardPage() {
  const { status, addresses, prefill, profilePath } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const resultOf = (intent: PhysicalCardIntent) =>
    actionData?.intent === intent || (actionData?.intent === null && intent === 'card-new-address')
      ? actionData.result
      : undefined;
  return (
    <div className="account-page">
      <h1>{t('physicalCard.title')}</h1>
      {status.orderable ? (
        <>
          <p>{t('physicalCard.intro')}</p>
          {addresses.length > 0 ? (
            <section aria-labelledby="card-saved-heading">
              <h2 id="card-saved-heading">{t('physicalCard.saved.heading')}</h2>
              <SavedAddressChoice addresses={addresses} lastResult={resultOf('card-saved-address')} />
            </section>
          ) : null}
          <section aria-labelledby="card-new-heading">
            <h2 id="card-new-heading">{t('physicalCard.new.heading')}</h2>
            <NewAddressForm prefill={prefill} lastResult={resultOf('card-new-address')} />
          </section>
        </>
      ) : (
        <>
          {/* A refused order (one under way, say) above what the card's status now is. */}
          <FormErrors id="card-order-errors" errors={errorsOf(actionData?.result)} />
          <PhysicalCardState status={status} />
        </>
      )}
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
