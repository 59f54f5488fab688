import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { customerErrorCodes } from '../../../backend/src/schemas/customer.js';
import { ApiError } from '~/services/api-errors.server';
import { staffErrorCodes } from '../../../backend/src/schemas/staff.js';
import { redirectWithToast } from '~/sessions.server';
import { isUnauthenticated } from '~/utils/auth.server';
import { STAFF_HOME, STAFF_LOGIN } from '~/routes/personal/staff-paths';
import { staffReturnUrl } from '~/routes/personal/staff-session.server';
import { createStaffLoginSchema } from './staff-login-form-schema';
import { replyWithApiError } from '~/utils/account-errors.server';
import { providerChallenge } from '~/utils/recaptcha.server';

const robotCheckCodes = new Set<string>([
  customerErrorCodes.recaptchaRequired,
  customerErrorCodes.recaptchaFailed,
]);

function retryAfterMinutes(details: unknown): number {
  const value = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof value === 'number' ? Math.max(1, Math.ceil(value / 60)) : 15;
}

/** The API's `staff_session` cookie reaches the browser through the load context's relay. */
export async function staffLogIn(context: AppLoadContext, request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: createStaffLoginSchema(context.t) });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const { email, password, returnUrl, recaptchaResponse } = submission.value;
  try {
    await context.staff.login({ email, password }, recaptchaResponse);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    // An account under attack asks for the robot check, as the shop's login does (decision 0026).
    if (robotCheckCodes.has(error.code)) {
      const answer = replyWithApiError(submission, error, context.t, ['password']);
      return data(
        { result: answer.data.result, challenge: providerChallenge(context, request) },
        answer.init ?? undefined,
      );
    }
    const limited = error.status === 429 || error.code === customerErrorCodes.loginRateLimited;
    const message = limited
      ? context.t('staff.login.rateLimited', { count: retryAfterMinutes(error.details) })
      : error.code === staffErrorCodes.loginFailed || error.status === 401
        ? context.t('staff.login.failed')
        : context.t('staff.failed');
    const result = submission.reply({ formErrors: [message], hideFields: ['password'] });
    return data({ result }, { status: limited ? 429 : 400 });
  }
  throw redirect(staffReturnUrl(returnUrl) ?? STAFF_HOME);
}

export async function staffLogOut(context: AppLoadContext, request: Request) {
  try {
    await context.staff.logout();
  } catch (error) {
    // Without a session the staff member is signed out already.
    if (!isUnauthenticated(error)) throw error;
  }
  throw await redirectWithToast(
    STAFF_LOGIN,
    { type: 'success', message: context.t('staff.login.loggedOut') },
    { request },
  );
}
