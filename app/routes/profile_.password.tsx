import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { changePassword } from '~/routes/profile/profile-actions.server';
import { accountMeta } from '~/utils/account-meta';
import { ProfileSectionPage } from '~/components/account/profile-nav';
import { ChangePasswordForm } from '~/routes/profile/profile-forms';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { profileCustomer, profilePageData } from '~/routes/profile/profile-page.server';
import { withLogin } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';

// §2 profile section: change the password.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const customer = await profileCustomer(context, request);
  return data(await profilePageData(context, request, customer.firstName));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const customer = await profileCustomer(context, request);
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(['password'], context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  return withLogin(context, request, () => changePassword({ request, context, formData, customer }));
}

export default function ProfilePasswordPage() {
  const { firstName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <ProfileSectionPage section="password" firstName={firstName}>
      <ChangePasswordForm lastResult={actionData?.result} />
    </ProfileSectionPage>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
