import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import { accountMeta } from '~/utils/account-meta';
import { loadNewsletterTopics, submitRegistration } from '~/routes/registration/registration-action.server';
import { ConfirmationSent, RegistrationForm } from '~/routes/registration/registration-form';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { recaptchaChallenge } from '~/utils/recaptcha.server';
import { canonicalUrlOf } from '~/utils/page-meta';
import { useRootData } from '~/utils/root-data';
import { createOfflineAccountSchema } from '~/routes/registration/registration-form-schemas';

// §2 offline-account: a loyalty card holder without an online account creates one from the card.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get('sent') === 'true';
  return data({
    title: context.t('account.offlineAccount.title'),
    canonicalUrl: canonicalUrlOf(request),
    sent,
    topics: sent ? [] : await loadNewsletterTopics(context),
    recaptcha: recaptchaChallenge(context, request),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const schema = createOfflineAccountSchema(context.t, context.tenant.config.clientRuntimeConfig.locale);
  return submitRegistration(request, context, schema, (body, recaptcha) =>
    context.customer.createOfflineAccount(body as typeof body & { cardNumber: string }, recaptcha),
  );
}

export default function OfflineAccountPage() {
  const { sent, topics, recaptcha } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const shopLocale = useRootData()?.shop.locale ?? 'de-AT';
  const schema = useMemo(() => createOfflineAccountSchema(t, shopLocale), [t, shopLocale]);
  if (sent) return <ConfirmationSent />;
  return (
    <div className="account-page">
      <h1>{t('account.offlineAccount.title')}</h1>
      <p>{t('account.offlineAccount.intro')}</p>
      <RegistrationForm
        schema={schema}
        lastResult={actionData?.result}
        recaptcha={recaptcha}
        topics={topics}
        submitLabel={t('account.offlineAccount.submit')}
      />
    </div>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
