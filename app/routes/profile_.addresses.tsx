import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { deleteAddress, makeAddressPrimary } from '~/routes/profile/profile-actions.server';
import { accountMeta } from '~/utils/account-meta';
import { AddressBook } from '~/components/account/address-book';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { errorsOf, FormErrors } from '~/components/forms';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { withLogin } from '~/utils/auth.server';
import { usePagePath, useRootData } from '~/utils/root-data';
import { profileSlugs } from '~/utils/profile-sections';
import { intentSchema } from '~/utils/intent-schema';
import { withDisplayPhone } from '~/utils/phone.server';

// §2 profile section: the address book; adding and editing are its sub pages (profile-sub).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const addresses = await withLogin(context, request, () => context.customer.listAddresses());
  const locale = context.tenant.config.clientRuntimeConfig.locale;
  // Each card shows its phone as §5 displays it.
  const shown = addresses.map((address) => withDisplayPhone(address, locale));
  return data({ ...(await profilePageData(context, request, customer.firstName)), addresses: shown });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const formData = await request.formData();
  const intents = ['address-delete', 'address-primary'] as const;
  const intent = parseWithZod(formData, { schema: intentSchema(intents, context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  const input = { request, context, formData, customer };
  return withLogin(context, request, () =>
    intent.value === 'address-delete' ? deleteAddress(input) : makeAddressPrimary(input),
  );
}

export default function ProfileAddressesPage() {
  const { firstName, addresses } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const profilePath = usePagePath('profile') ?? '/profile';
  const slugs = profileSlugs(useRootData()?.shop.locale ?? 'de-AT');
  return (
    <ProfileSectionPage section="addresses" firstName={firstName}>
      <FormErrors id="address-book-errors" errors={errorsOf(actionData?.result)} />
      <AddressBook
        addresses={addresses}
        newPath={`${profilePath}/${slugs.addresses}/${slugs.newAddress}`}
        editPathOf={(id) => `${profilePath}/${slugs.addresses}/${id}`}
      />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
