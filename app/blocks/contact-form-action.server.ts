import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import {
  contactErrorCodes,
  contactRefusalDetailsSchema,
  type ContactProblem,
} from '../../backend/src/schemas/contact-form.js';
import { apiErrorCodes } from '../../backend/src/schemas/error.js';
import { ApiError } from '~/services/api-errors.server';
import { createContactFormSchema } from './contact-form-schema';
import { CONTACT_FORM_INTENT, type ContactAnswer } from './block-forms';

function waitMinutes(seconds: number | undefined): number {
  return seconds ? Math.max(1, Math.ceil(seconds / 60)) : 60;
}

/** A file's or the robot check's problem in the shopper's words; text fields are checked here anew. */
function problemMessage(problem: ContactProblem, t: AppLoadContext['t']): string {
  if (problem.code) return t(`forms.contact.fileError.${problem.code}`, { fileName: problem.fileName ?? '' });
  return t('account.recaptcha.failed');
}

/** What the form-level alert says for a refusal that is no field's. */
function formError(error: ApiError, retryAfterSeconds: number | undefined, t: AppLoadContext['t']) {
  switch (error.code) {
    case contactErrorCodes.contactFormRejected:
      return [t('forms.contact.rejected')];
    case contactErrorCodes.contactFormRateLimited:
      return [t('forms.contact.rateLimited', { count: waitMinutes(retryAfterSeconds) })];
    default:
      return undefined;
  }
}

/** The error page's text for a refusal of the whole post, which names no field. */
function refusalMessageKey(error: ApiError): string {
  if (error.status === 413) return 'error.tooLarge';
  switch (error.code) {
    case apiErrorCodes.multipartMalformed:
      return 'forms.contact.unreadable';
    case apiErrorCodes.controlCharacters:
      return 'error.controlCharacters';
    default:
      return 'error.badRequest';
  }
}

/**
 * §1 contact form: the multipart post goes on to the API as it arrives (files are never held
 * here). A refusal comes back with the text values sent and the problems found: the values are
 * checked again with the translated rules, so each message is in the shopper's language next to
 * its field, and the form shows what was typed. Nothing was stored.
 */
export async function sendContactForm(request: Request, context: AppLoadContext) {
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body) throw data({ message: context.t('validation.unknownIntent') }, { status: 400 });
  try {
    const created = await context.contact.sendContactRequest(request.body, contentType);
    const answer: ContactAnswer = {
      intent: CONTACT_FORM_INTENT,
      blockId: created.formId ?? '',
      result: { status: 'success', initialValue: null },
      contactRequestId: created.contactRequestId,
    };
    return data(answer);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const details = contactRefusalDetailsSchema.safeParse(error.details);
    if (!details.success) {
      const status = error.status === 413 ? 413 : 400;
      throw data({ message: context.t(refusalMessageKey(error)) }, { status });
    }
    const { values, problems, retryAfterSeconds } = details.data;
    const sent = new FormData();
    for (const [name, value] of Object.entries(values)) sent.append(name, value);
    const submission = parseWithZod(sent, { schema: createContactFormSchema(context.t) });
    const fieldErrors: Record<string, string[]> = {};
    for (const problem of problems.filter(
      (candidate) => candidate.code || candidate.path === 'recaptchaResponse',
    ))
      (fieldErrors[problem.path] ??= []).push(problemMessage(problem, context.t));
    const answer: ContactAnswer = {
      intent: CONTACT_FORM_INTENT,
      blockId: values.formId ?? '',
      result: submission.reply({ fieldErrors, formErrors: formError(error, retryAfterSeconds, context.t) }),
      contactRequestId: null,
    };
    return data(answer, { status: error.status === 429 ? 429 : 400 });
  }
}
