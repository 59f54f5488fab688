import { data, type AppLoadContext } from '@remix-run/node';
import {
  questionnaireErrorCodes,
  questionnaireProblemSchema,
} from '../../backend/src/schemas/questionnaire.js';
import { ApiError } from '~/services/api-errors.server';
import { QUESTIONNAIRE_INTENT, type QuestionnaireAnswer } from './block-forms';

/** A question's form field is `answer.<question id>`; a multiple choice sends it once per value. */
export const answerFieldPrefix = 'answer.';

function sentValues(formData: FormData) {
  const answers: Record<string, string | string[]> = {};
  for (const name of new Set(formData.keys())) {
    if (!name.startsWith(answerFieldPrefix)) continue;
    const all = formData.getAll(name).map(String);
    answers[name.slice(answerFieldPrefix.length)] = all.length > 1 ? all : (all[0] ?? '');
  }
  return answers;
}

/**
 * §1 questionnaire: the answers go to the API, which checks them against the published
 * questionnaire and keeps one submission per shopper. Its problems come back by question with
 * their rule, worded here in the shopper's language; the form shows what was sent.
 */
export async function answerQuestionnaire(formData: FormData, context: AppLoadContext) {
  const blockId = String(formData.get('blockId') ?? '').slice(0, 100);
  const questionnaireId = String(formData.get('questionnaireId') ?? '').slice(0, 60);
  const answers = sentValues(formData);
  const email = formData.get('email');
  const values: Record<string, string | string[]> = { ...answers };
  if (typeof email === 'string') values.email = email;
  const answer = (fields: Partial<QuestionnaireAnswer>): QuestionnaireAnswer => ({
    intent: QUESTIONNAIRE_INTENT,
    blockId,
    values,
    fieldErrors: {},
    formError: null,
    sent: false,
    ...fields,
  });
  try {
    // A customer's form has no e-mail field; the API knows them by the session.
    const body = { answers, ...(typeof email === 'string' ? { email } : {}) };
    await context.questionnaires.sendAnswers(questionnaireId, body);
    return data(answer({ sent: true, values: {} }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.code === questionnaireErrorCodes.questionnaireAlreadyAnswered)
      return data(answer({ formError: context.t('questionnaire.alreadyAnswered') }), { status: 409 });
    if (error.code === questionnaireErrorCodes.questionnaireNotFound)
      return data(answer({ formError: context.t('questionnaire.notFound') }), { status: 404 });
    const problems = questionnaireProblemSchema
      .array()
      .safeParse((error.details as { problems?: unknown } | undefined)?.problems);
    if (!problems.success) throw data({ message: context.t('error.badRequest') }, { status: 400 });
    const fieldErrors: Record<string, string[]> = {};
    for (const problem of problems.data)
      (fieldErrors[problem.path] ??= []).push(
        context.t(`questionnaire.validation.${problem.rule}`, { max: problem.max }),
      );
    return data(answer({ fieldErrors }), { status: 400 });
  }
}
