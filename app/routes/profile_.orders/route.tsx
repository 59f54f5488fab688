import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { accountMeta } from '~/utils/account-meta';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OrderList } from './order-list';
import { loadOrderList } from './customer-orders.server';

// §2 profile section: the customer's orders; one order is its sub page (profile-sub).
export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await loadOrderList(context, request));
}

export default function ProfileOrdersPage() {
  const { firstName, listPath, ...list } = useLoaderData<typeof loader>();
  return (
    <ProfileSectionPage section="orders" firstName={firstName}>
      <OrderList list={list} listPath={listPath} />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
