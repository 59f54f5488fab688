import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { accountMeta } from '~/utils/account-meta';
import { loadNewsletterTopics, submitRegistration } from './registration-action.server';
import { ConfirmationSent, RegistrationForm } from './registration-form';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { redirectWithToast } from '~/sessions.server';
import { accountErrorMessage } from '~/utils/account-errors.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import { recaptchaChallenge } from '~/utils/recaptcha.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { useRootData, useTenantPath } from '~/utils/root-data';
import { createRegistrationSchema } from './registration-form-schemas';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const common = { title: context.t('account.registration.title'), canonicalUrl: canonicalUrlOf(request) };
  const token = query.get('confirmationToken');
  if (token) {
    try {
      await context.customer.confirmRegistration(token);
    } catch (error) {
      const { message } = accountErrorMessage(error, context.t);
      return data({ ...common, view: 'confirmation-failed', message, topics: [], recaptcha: null } as const);
    }
    throw await redirectWithToast(
      `${await requireRoutePath(context, request, 'profile')}?from=registration`,
      { type: 'success', message: context.t('account.registration.confirmed') },
      { request },
    );
  }
  if (query.get('sent') === 'true')
    return data({ ...common, view: 'sent', message: null, topics: [], recaptcha: null } as const);
  return data({
    ...common,
    view: 'form',
    message: null,
    topics: await loadNewsletterTopics(context),
    recaptcha: recaptchaChallenge(context, request),
  } as const);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const schema = createRegistrationSchema(context.t, context.tenant.config.clientRuntimeConfig.locale);
  return submitRegistration(request, context, schema, (body, recaptcha) =>
    context.customer.register(body, recaptcha),
  );
}

export default function RegistrationPage() {
  const { view, message, topics, recaptcha } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  const schema = useMemo(() => createRegistrationSchema(t, shopLocale), [t, shopLocale]);
  const loginPath = useTenantPath('login');
  if (view === 'sent') return <ConfirmationSent />;
  return (
    <div className="account-page">
      <h1>{t('account.registration.title')}</h1>
      {message ? (
        <p className="account-notice account-notice--error" role="alert">
          {message}
        </p>
      ) : (
        <p>{t('account.registration.intro')}</p>
      )}
      {recaptcha ? (
        <RegistrationForm
          schema={schema}
          lastResult={actionData?.result}
          recaptcha={recaptcha}
          topics={topics}
          submitLabel={t('account.registration.submit')}
        />
      ) : null}
      {loginPath ? (
        <p className="account-links">
          {t('account.registration.hasAccount')} <Link to={loginPath}>{t('account.login.submit')}</Link>
        </p>
      ) : null}
    </div>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
