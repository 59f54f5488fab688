import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { manageNewsletters } from '~/routes/profile/profile-actions.server';
import { accountMeta } from '~/utils/account-meta';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { NewsletterForm } from '~/routes/profile/profile-forms';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { withLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';

// §2 profile section: the newsletter topics, subscribed or not.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const { topics } = await withLogin(context, request, () => context.customer.getNewsletterTopics());
  return data({
    ...(await profilePageData(context, request, customer.firstName)),
    topics,
    subscribed: customer.newsletterTopics.map((topic) => topic.newsletterTopicId),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(['newsletter'], context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  return withLogin(context, request, () => manageNewsletters({ request, context, formData, customer }));
}

export default function ProfileNewslettersPage() {
  const { firstName, topics, subscribed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ProfileSectionPage section="newsletter" firstName={firstName}>
      <NewsletterForm topics={topics} subscribed={subscribed} lastResult={actionData?.result} />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
