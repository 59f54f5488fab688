import { getFormProps, type Submission, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { intentSchema } from '~/utils/intent-schema';
import { useTranslation } from '~/utils/use-translation';
import { NewPasswordField, TextField } from '~/components/account/account-fields';
import { accountMeta } from '~/utils/account-meta';
import { RecaptchaChallenge } from '~/components/account/recaptcha';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormErrors } from '~/components/forms';
import { redirectWithToast } from '~/sessions.server';
import { customerErrorCodes } from '../../../backend/src/schemas/customer.js';
import { ApiError } from '~/services/api-errors.server';
import { accountErrorMessage, replyWithApiError } from '~/utils/account-errors.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import { providerChallenge } from '~/utils/recaptcha.server';
import { type RecaptchaChallenge as Challenge } from '~/utils/recaptcha-challenge';
import { canonicalUrlOf } from '~/utils/page-meta';
import { createNewPasswordSchema, createPasswordResetRequestSchema } from './password-reset-form-schemas';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data({
    title: context.t('account.passwordReset.title'),
    canonicalUrl: canonicalUrlOf(request),
    token: new URL(request.url).searchParams.get('token'),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(['request', 'reset'], context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  switch (intent.value) {
    case 'request': {
      const submission = parseWithZod(formData, { schema: createPasswordResetRequestSchema(context.t) });
      if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
      const { email, recaptchaResponse } = submission.value;
      try {
        await context.customer.requestPasswordReset(email, recaptchaResponse);
      } catch (error) {
        // The same answer whether or not the address is known (§7); only the limits, which count
        // every request alike (decision 0069), and an outage show.
        if (!(error instanceof ApiError)) throw error;
        if (shownResetRefusals.includes(error.code))
          return replyToRefusal(submission, error, context, request);
      }
      return data({ sent: true });
    }
    case 'reset': {
      const submission = parseWithZod(formData, { schema: createNewPasswordSchema(context.t) });
      if (submission.status !== 'success')
        return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
      try {
        await context.customer.resetPassword(submission.value.token, submission.value.password);
      } catch (error) {
        return replyWithApiError(submission, error, context.t, ['password']);
      }
      throw await redirectWithToast(
        await requireRoutePath(context, request, 'login'),
        { type: 'success', message: context.t('account.passwordReset.done') },
        { request },
      );
    }
  }
}

const shownResetRefusals: string[] = [
  customerErrorCodes.passwordResetRateLimited,
  customerErrorCodes.recaptchaRequired,
  customerErrorCodes.recaptchaFailed,
  customerErrorCodes.recaptchaUnavailable,
];

/** A limit above the form; the robot check, once the API asks for it, next to its box. */
function replyToRefusal(
  submission: Submission<unknown>,
  error: ApiError,
  context: ActionFunctionArgs['context'],
  request: Request,
) {
  if (error.code === customerErrorCodes.passwordResetRateLimited)
    return replyWithApiError(submission, error, context.t);
  const message =
    error.code === customerErrorCodes.recaptchaRequired
      ? context.t('account.passwordReset.recaptchaRequired')
      : accountErrorMessage(error, context.t).message;
  const result = submission.reply({ fieldErrors: { recaptchaResponse: [message] } });
  return data({ result, challenge: providerChallenge(context, request) }, { status: 400 });
}

function RequestForm({
  lastResult,
  challenge,
}: {
  lastResult?: SubmissionResult<string[]>;
  challenge?: Challenge;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => createPasswordResetRequestSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <input type="hidden" name="intent" value="request" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.email} label={t('account.field.email')} type="email" autoComplete="email" />
      {challenge ? <RecaptchaChallenge challenge={challenge} field={fields.recaptchaResponse} /> : null}
      <button type="submit" className="button button--primary">
        {t('account.passwordReset.submit')}
      </button>
    </Form>
  );
}

function NewPasswordForm({ token, lastResult }: { token: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const schema = useMemo(() => createNewPasswordSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="account-form">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <NewPasswordField field={fields.password} label={t('account.field.newPassword')} />
      <button type="submit" className="button button--primary">
        {t('account.passwordReset.newSubmit')}
      </button>
    </Form>
  );
}

export default function PasswordResetPage() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && 'result' in actionData ? actionData.result : undefined;
  // Asked for by the API after a few requests (decision 0069).
  const challenge = actionData && 'challenge' in actionData ? (actionData.challenge as Challenge) : undefined;
  const { t } = useTranslation();
  if (token)
    return (
      <div className="account-page">
        <h1>{t('account.passwordReset.newTitle')}</h1>
        <NewPasswordForm token={token} lastResult={lastResult} />
      </div>
    );
  return (
    <div className="account-page">
      <h1>{t('account.passwordReset.title')}</h1>
      {actionData && 'sent' in actionData ? (
        <p className="account-notice" role="status">
          {t('account.passwordReset.sent')}
        </p>
      ) : (
        <>
          <p>{t('account.passwordReset.intro')}</p>
          <RequestForm lastResult={lastResult} challenge={challenge} />
        </>
      )}
    </div>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
