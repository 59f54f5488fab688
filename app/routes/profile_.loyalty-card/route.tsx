import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { accountMeta } from '~/utils/account-meta';
import { usePagePath } from '~/utils/root-data';
import { LoyaltySection } from './loyalty-section';
import { loadLoyaltyView } from './loyalty-view.server';

// §2 profile section (decision 0081): the loyalty card with its barcode, points and bookings, or
// what the member's §4 loyalty status offers instead.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const [page, loyalty, physicalCard] = await Promise.all([
    profilePageData(context, request, customer.firstName),
    loadLoyaltyView(context, customer),
    // Offered only to a member who can order one now (not with a card sent or an order under way).
    context.physicalCard.getStatus().catch(() => null),
  ]);
  return data({ ...page, loyalty, physicalCardOrderable: physicalCard?.orderable ?? false });
}

export default function ProfileLoyaltyPage() {
  const { firstName, loyalty, physicalCardOrderable } = useLoaderData<typeof loader>();
  // Ordering a physical card has its own page where the shop offers it (§2 order-physical-card).
  const orderCardPath = usePagePath('order-physical-card');
  return (
    <ProfileSectionPage section="loyalty" firstName={firstName}>
      <LoyaltySection view={loyalty} orderCardPath={physicalCardOrderable ? orderCardPath : undefined} />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
