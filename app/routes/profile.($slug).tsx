import type { SubmissionResult } from '@conform-to/react';
import { invariantResponse } from '@epic-web/invariant';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { accountMeta } from '~/components/account/account-meta';
import { AddressBook } from '~/components/account/address-book';
import {
  changePassword,
  deleteAddress,
  makeAddressPrimary,
  manageNewsletters,
  profileFormValues,
  updateCommunication,
  updatePersonalData,
} from '~/actions/account/profile-actions.server';
import { ProfileLayout } from '~/components/account/profile-nav';
import {
  ChangePasswordForm,
  CommunicationForm,
  NewsletterForm,
  PersonalDataForm,
} from '~/components/account/profile-forms';
import { profileSlugs, sectionOfSlug, type ProfileSectionId } from '~/components/account/profile-sections';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { redirectWithToast } from '~/sessions.server';
import { accountErrorMessage } from '~/utils/account-errors.server';
import { hasSessionExpiredCookie, redirectToLogin, requireCustomer, withLogin } from '~/utils/auth.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { usePagePath } from '~/utils/page-path';
import { useRootData } from '~/utils/root-data';
import { formatLocaleDate } from '~/validation/locale-date';

type Context = LoaderFunctionArgs['context'];

async function profileAccess(request: Request, context: Context, slug: string | undefined) {
  // §4: an expired session leaves the profile for login.
  if (hasSessionExpiredCookie(request)) throw redirectToLogin(context, request);
  const customer = await requireCustomer(context, request);
  const section = sectionOfSlug(slug, context.tenant.config.clientRuntimeConfig.locale);
  invariantResponse(section, 'No such profile section', { status: 404 });
  return { customer, section };
}

async function sectionData(context: Context, section: ProfileSectionId) {
  switch (section) {
    case 'addresses':
      return { addresses: await context.customer.listAddresses() };
    case 'newsletter':
      return { topics: (await context.customer.getNewsletterTopics()).topics };
    case 'communication':
      return { settings: await context.customer.getCommunicationSettings() };
    default:
      return {};
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { customer, section } = await profileAccess(request, context, params.slug);
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
  return data({
    title: context.t('account.profile.title'),
    canonicalUrl: canonicalUrlOf(request),
    section,
    firstName: customer.firstName,
    personal: { ...values, birthdate: values.birthdate && formatLocaleDate(values.birthdate, locale) },
    subscribed: customer.newsletterTopics.map((topic) => topic.newsletterTopicId),
    ...(await withLogin(context, request, () => sectionData(context, section))),
  });
}

/** Every profile form posts here; the intent names the form (Hydrogen cart style). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { customer } = await profileAccess(request, context, params.slug);
  const formData = await request.formData();
  const input = { request, context, formData, customer };
  const intent = formData.get('intent');
  return withLogin(context, request, () => {
    switch (intent) {
      case 'personal':
        return updatePersonalData(input);
      case 'password':
        return changePassword(input);
      case 'newsletter':
        return manageNewsletters(input);
      case 'communication':
        return updateCommunication(input);
      case 'address-delete':
        return deleteAddress(input);
      case 'address-primary':
        return makeAddressPrimary(input);
      default:
        throw new Response(`Unknown intent ${String(intent)}`, { status: 400 });
    }
  });
}

function SectionContent() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const profilePath = usePagePath('profile') ?? '/profile';
  const slugs = profileSlugs(useRootData()?.shop.locale ?? 'de-AT');
  const lastResult = actionData?.result;
  switch (loaderData.section) {
    case 'personal':
      // Saved data come back from the loader: the form starts again from them (§4 prefilled).
      return (
        <PersonalDataForm
          key={JSON.stringify(loaderData.personal)}
          values={loaderData.personal}
          lastResult={lastResult}
        />
      );
    case 'password':
      return <ChangePasswordForm lastResult={lastResult} />;
    case 'addresses':
      return (
        <AddressBook
          addresses={'addresses' in loaderData ? (loaderData.addresses ?? []) : []}
          newPath={`${profilePath}/${slugs.addresses}/${slugs.newAddress}`}
          editPathOf={(id) => `${profilePath}/${slugs.addresses}/${id}`}
        />
      );
    case 'newsletter':
      return (
        <NewsletterForm
          topics={'topics' in loaderData ? (loaderData.topics ?? []) : []}
          subscribed={loaderData.subscribed}
          lastResult={lastResult}
        />
      );
    case 'communication':
      return 'settings' in loaderData && loaderData.settings ? (
        <CommunicationForm settings={loaderData.settings} lastResult={lastResult} />
      ) : null;
  }
}

export default function ProfilePage() {
  const { section, firstName } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ProfileLayout
      current={section}
      heading={t(`account.profile.section.${section}`)}
      intro={<p>{t('account.profile.greeting', { name: firstName })}</p>}
    >
      <SectionContent />
    </ProfileLayout>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
