import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { intentSchema } from '~/utils/intent-schema';
import { useTranslation } from '~/utils/use-translation';
import { TextField } from '~/components/account/account-fields';
import { accountMeta } from '~/utils/account-meta';
import { RecaptchaChallenge } from '~/components/account/recaptcha';
import { adoptGuestCart, checkoutWhenValid, guestCartBeforeLogin } from '~/routes/cart/guest-cart.server';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormErrors } from '~/components/forms';
import { redirectWithToast } from '~/sessions.server';
import { customerErrorCodes } from '../../../backend/src/schemas/customer.js';
import { ApiError } from '~/services/api-errors.server';
import { replyWithApiError } from '~/utils/account-errors.server';
import { clearCookieHeader, isUnauthenticated, LOGGED_IN_COOKIE } from '~/utils/auth.server';
import { requireRoutePath, routePath } from '~/utils/route-paths.server';
import { providerChallenge, recaptchaChallenge } from '~/utils/recaptcha.server';
import { type RecaptchaChallenge as Challenge } from '~/utils/recaptcha-challenge';
import { canonicalUrlOf } from '~/utils/page-meta';
import { safeReturnUrl } from '~/utils/return-url';
import { useTenantPath } from '~/utils/root-data';
import { createLoginSchema } from './login-form-schema';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  return data({
    title: context.t('account.login.title'),
    canonicalUrl: canonicalUrlOf(request),
    returnUrl: safeReturnUrl(query.get('returnUrl')),
    authRequired: query.get('authRequired') === 'true',
    // §2 query flag: after login (and a merge), a valid cart goes on to checkout (§4).
    forwardToCheckout: query.get('forwardToCheckout') === 'true',
    recaptcha: recaptchaChallenge(context, request),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = parseWithZod(formData, { schema: intentSchema(['login', 'logout'], context.t) });
  if (intent.status !== 'success') return data({ result: intent.reply() }, { status: 400 });
  switch (intent.value) {
    case 'login':
      return logIn(formData, context, request);
    case 'logout':
      return logOut(request, context);
  }
}

async function logIn(formData: FormData, context: ActionFunctionArgs['context'], request: Request) {
  const submission = parseWithZod(formData, { schema: createLoginSchema(context.t) });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const { email, password, recaptchaResponse, returnUrl } = submission.value;
  const guestCart = await guestCartBeforeLogin(context, request);
  try {
    await context.customer.login({ email, password }, recaptchaResponse);
  } catch (error) {
    const answer = replyWithApiError(submission, error, context.t, ['password']);
    // An account under attack asks for the robot check even where the tenant asks for none (decision 0026).
    if (!(error instanceof ApiError && error.code === customerErrorCodes.recaptchaRequired)) return answer;
    return data(
      { result: answer.data.result, challenge: providerChallenge(context, request) },
      answer.init ?? undefined,
    );
  }
  // §6: back where the shopper wanted to go, a path of this shop only; else the profile.
  const destination = safeReturnUrl(returnUrl) ?? (await requireRoutePath(context, request, 'profile'));
  // §4: unless both the guest and the customer hold a basket, which the shopper merges or not.
  const forwardToCheckout = formData.get('forwardToCheckout') === 'true';
  const mergePage = await adoptGuestCart(context, guestCart, destination, forwardToCheckout);
  if (mergePage) throw redirect(mergePage);
  throw redirect((forwardToCheckout ? await checkoutWhenValid(context) : null) ?? destination);
}

async function logOut(request: Request, context: ActionFunctionArgs['context']) {
  const headers = { 'Set-Cookie': clearCookieHeader(LOGGED_IN_COOKIE) };
  try {
    await context.customer.logout();
  } catch (error) {
    // Without a session the shopper is logged out already.
    if (!isUnauthenticated(error)) {
      const back = safeReturnUrl(new URL(request.headers.get('Referer') ?? '/', request.url).pathname);
      return redirectWithToast(
        back ?? routePath(context, 'profile') ?? '/',
        { type: 'error', message: context.t('account.logout.error') },
        { request },
      );
    }
  }
  // §8 logout success toast.
  return redirectWithToast(
    '/',
    { type: 'success', message: context.t('account.logout.successful') },
    { headers, request },
  );
}

export default function LoginPage() {
  const { returnUrl, authRequired, recaptcha, forwardToCheckout } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // The action asks for the robot check when the account is under attack (decision 0026).
  const askedChallenge =
    actionData && 'challenge' in actionData ? (actionData.challenge as Challenge) : undefined;
  const { t } = useTranslation();
  const schema = useMemo(() => createLoginSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, actionData?.result);
  const registrationPath = useTenantPath('registration');
  const resetPath = useTenantPath('password-reset');
  const offlinePath = useTenantPath('offline-account');
  return (
    <div className="account-page">
      <h1>{t('account.login.title')}</h1>
      {authRequired ? (
        <p className="account-notice" role="status">
          {t('account.login.authRequired')}
        </p>
      ) : (
        <p>{t('account.login.intro')}</p>
      )}
      <Form method="post" {...getFormProps(form)} noValidate className="account-form">
        <input type="hidden" name="intent" value="login" />
        {returnUrl ? <input type="hidden" name="returnUrl" value={returnUrl} /> : null}
        {forwardToCheckout ? <input type="hidden" name="forwardToCheckout" value="true" /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField field={fields.email} label={t('account.field.email')} type="email" autoComplete="email" />
        <TextField
          field={fields.password}
          label={t('account.field.password')}
          type="password"
          autoComplete="current-password"
        />
        <RecaptchaChallenge challenge={askedChallenge ?? recaptcha} field={fields.recaptchaResponse} />
        <button type="submit" className="button button--primary">
          {t('account.login.submit')}
        </button>
      </Form>
      <ul className="account-links">
        {resetPath ? (
          <li>
            <Link to={resetPath}>{t('account.login.forgotPassword')}</Link>
          </li>
        ) : null}
        {registrationPath ? (
          <li>
            {t('account.login.noAccount')} <Link to={registrationPath}>{t('account.login.register')}</Link>
          </li>
        ) : null}
        {offlinePath ? (
          <li>
            <Link to={offlinePath}>{t('account.login.offlineAccount')}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

export const meta = accountMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
