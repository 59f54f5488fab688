import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, type MetaFunction } from '@remix-run/react';
import { useMemo } from 'react';
import { TextField } from '~/components/account/account-fields';
import { RecaptchaChallenge } from '~/components/account/recaptcha';
import { type RecaptchaChallenge as Challenge } from '~/utils/recaptcha-challenge';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormErrors } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { isUnauthenticated } from '~/utils/auth.server';
import { intentSchema } from '~/utils/intent-schema';
import { unindexedMeta } from '~/utils/page-meta';
import { useTranslation } from '~/utils/use-translation';
import { STAFF_HOME } from '~/routes/personal/staff-paths';
import { staffReturnUrl } from '~/routes/personal/staff-session.server';
import { staffLogIn, staffLogOut } from './staff-login-actions.server';
import { createStaffLoginSchema } from './staff-login-form-schema';

// Issue 36: the staff area's login; a signed-in staff member goes straight on.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const returnUrl = staffReturnUrl(new URL(request.url).searchParams.get('returnUrl'));
  const signedIn = await context.staff.me().then(
    () => true,
    (error: unknown) => {
      if (isUnauthenticated(error)) return false;
      throw error;
    },
  );
  if (signedIn) throw redirect(returnUrl ?? STAFF_HOME);
  return data({ title: context.t('staff.login.title'), returnUrl });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(['login', 'logout'], context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  switch (intent.value) {
    case 'login':
      return staffLogIn(context, request, formData);
    case 'logout':
      return staffLogOut(context, request);
  }
}

export default function StaffLoginPage() {
  const { returnUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const schema = useMemo(() => createStaffLoginSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, actionData?.result);
  // Asked for only after many failed logins at the account (decision 0087).
  const challenge = actionData && 'challenge' in actionData ? (actionData.challenge as Challenge) : undefined;
  return (
    <div className="staff-page">
      <h1>{t('staff.login.title')}</h1>
      <p>{t('staff.login.intro')}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="account-form">
        <input type="hidden" name="intent" value="login" />
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.email}
          label={t('account.field.email')}
          type="email"
          autoComplete="username"
        />
        <TextField
          field={fields.password}
          label={t('account.field.password')}
          type="password"
          autoComplete="current-password"
        />
        {challenge ? <RecaptchaChallenge challenge={challenge} field={fields.recaptchaResponse} /> : null}
        <button type="submit" className="button button--primary">
          {t('staff.login.submit')}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => unindexedMeta(page?.title ?? '');

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
