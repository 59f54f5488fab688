import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { orderNumberParamsSchema } from '../../../backend/src/schemas/orders.js';
import { blockFormAction } from '~/blocks/block-form-action.server';
import { TrackingBlock } from '~/blocks/tracking-block';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { accountMeta } from '~/utils/account-meta';
import { notFound } from '~/utils/not-found.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { useTranslation } from '~/utils/use-translation';

// Decision 0090: a guest's order page, the confirmation e-mail's link (`guestOrderPath`). It is the
// tracking block with the number filled in: the e-mail the guest types shows the order, its state
// and, until the cut-off, "Bestellung stornieren". The URL holds the number only, which opens nothing.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = orderNumberParamsSchema.safeParse(params);
  if (!parsed.success) throw await notFound(context, request);
  const { orderNumber } = parsed.data;
  return data(
    {
      orderNumber,
      title: context.t('blocks.tracking.guestPage.title', { orderNumber }),
      canonicalUrl: canonicalUrlOf(request),
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The block's lookup and cancellation post here, with JavaScript or without (decision 0024). */
export const action = (args: ActionFunctionArgs) => blockFormAction(args);

export default function GuestOrderPage() {
  const { orderNumber, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="account-page">
      <h1>{title}</h1>
      <TrackingBlock
        id="guest-order"
        orderNumber={orderNumber}
        fields={{
          title: t('blocks.tracking.guestPage.lookupTitle'),
          text: t('blocks.tracking.guestPage.text'),
        }}
      />
    </div>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
