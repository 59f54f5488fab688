import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { redirectWithToast } from '~/sessions.server';
import type { RegistrationAnswer } from '~/services/customer.server';
import { replyWithApiError } from '~/utils/account-errors.server';
import { logEvent, describeError } from '~/utils/logger.server';
import { requireRoutePath } from '~/utils/route-paths.server';
import type { createRegistrationSchema } from './registration-form-schemas';

/** The newsletter topics offered at registration; the form still works without them. */
export async function loadNewsletterTopics(context: AppLoadContext) {
  try {
    return (await context.customer.getNewsletterTopics()).topics;
  } catch (error) {
    logEvent('warn', 'newsletter topics unavailable', {
      requestId: context.requestId,
      ...describeError(error),
    });
    return [];
  }
}

/** §7 registration: 202 means a confirmation e-mail went out; 200 logs the customer in (§2). */
export async function submitRegistration<Schema extends ReturnType<typeof createRegistrationSchema>>(
  request: Request,
  context: AppLoadContext,
  schema: Schema,
  send: (body: Schema['_output'], recaptchaResponse?: string) => Promise<RegistrationAnswer>,
) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  const { recaptchaResponse, ...body } = submission.value;
  let answer: RegistrationAnswer;
  try {
    answer = await send(body, recaptchaResponse);
  } catch (error) {
    return replyWithApiError(submission, error, context.t, ['password']);
  }
  if ('status' in answer) throw redirect(`${new URL(request.url).pathname}?sent=true`);
  const profile = await requireRoutePath(context, request, 'profile');
  throw await redirectWithToast(
    `${profile}?from=registration`,
    { type: 'success', message: context.t('account.registration.welcome') },
    { request },
  );
}
