import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { profileFormValues, updatePersonalData } from './profile-actions.server';
import { accountMeta } from '~/utils/account-meta';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { PersonalDataForm } from './profile-forms';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { profileCustomer, profilePageData } from './profile-page.server';
import { redirectWithToast } from '~/sessions.server';
import { accountErrorMessage } from '~/utils/account-errors.server';
import { withLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';
import { formatLocaleDate } from '~/utils/locale-date';
import { PhysicalCardOffer } from '~/routes/order-physical-card/physical-card-offer';

// §2 profile: the customer's own page, with the personal data.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const url = new URL(request.url);
  // The link of the newsletter confirmation e-mail (§4: a 202 waits for it).
  const newsletterToken = url.searchParams.get('newsletterToken');
  if (newsletterToken) {
    const confirmed = await withLogin(context, request, () =>
      context.customer.confirmNewsletterTopics(newsletterToken).then(
        () => context.t('account.profile.newsletterConfirmed'),
        (error: unknown) => accountErrorMessage(error, context.t).message,
      ),
    );
    throw await redirectWithToast(url.pathname, { type: 'info', message: confirmed }, { request });
  }
  const locale = context.tenant.config.clientRuntimeConfig.locale;
  const values = profileFormValues(customer);
  // Issue 35: a member without a physical card is offered one; the profile shows without it.
  const physicalCard = await context.physicalCard.getStatus().catch(() => null);
  return data({
    ...(await profilePageData(context, request, customer.firstName)),
    physicalCardOrderable: physicalCard?.orderable ?? false,
    personal: { ...values, birthdate: values.birthdate && formatLocaleDate(values.birthdate, locale) },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(['personal'], context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  return withLogin(context, request, () => updatePersonalData({ request, context, formData, customer }));
}

export default function ProfilePage() {
  const { firstName, personal, physicalCardOrderable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ProfileSectionPage section="personal" firstName={firstName}>
      <PhysicalCardOffer orderable={physicalCardOrderable} />
      {/* Saved data come back from the loader: the form starts again from them (§4 prefilled). */}
      <PersonalDataForm key={JSON.stringify(personal)} values={personal} lastResult={actionData?.result} />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
