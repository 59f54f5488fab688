import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { updateCommunication, updateShoppingSettings } from '~/routes/profile/profile-actions.server';
import { accountMeta } from '~/utils/account-meta';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { CommunicationForm } from '~/routes/profile/profile-forms';
import { ShoppingSettingsForm } from './shopping-settings-form';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { withLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';

const intents = ['communication', 'shopping'] as const;

// §2 profile section: how the shop may reach the customer, and the shopping settings (decision 0049).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const [settings, shopping] = await withLogin(context, request, () =>
    Promise.all([context.customer.getCommunicationSettings(), context.customer.getShoppingSettings()]),
  );
  return data({ ...(await profilePageData(context, request, customer.firstName)), settings, shopping });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(intents, context.t) });
  if (intent.status !== 'success') return data({ intent: null, result: intent.reply() }, { status: 400 });
  const update = intent.value === 'shopping' ? updateShoppingSettings : updateCommunication;
  const answer = await withLogin(context, request, () => update({ request, context, formData, customer }));
  // A refusal comes back as data: next to the form that was sent.
  if (!('data' in answer)) return answer;
  return data({ intent: intent.value, result: answer.data.result }, { status: 400 });
}

export default function ProfileCommunicationPage() {
  const { firstName, settings, shopping } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultOf = (intent: (typeof intents)[number] | null) =>
    actionData?.intent === intent ? actionData.result : undefined;
  return (
    <ProfileSectionPage section="communication" firstName={firstName}>
      <CommunicationForm settings={settings} lastResult={resultOf('communication') ?? resultOf(null)} />
      <ShoppingSettingsForm settings={shopping} lastResult={resultOf('shopping')} />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
