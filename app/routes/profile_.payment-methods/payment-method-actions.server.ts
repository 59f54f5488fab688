import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type AppLoadContext } from '@remix-run/node';
import { paymentMethodErrorCodes } from '../../../backend/src/schemas/payment-methods.js';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { isUnauthenticated } from '~/utils/auth.server';
import { addCardSchema, createCardIdSchema } from './payment-method-form-schemas';

type ActionInput = { request: Request; context: AppLoadContext; formData: FormData };

const knownCodes = new Set<string>(Object.values(paymentMethodErrorCodes));

/** Every code the payment-methods calls answer, in words; anything else as one general text. */
export function paymentMethodErrorMessage(error: unknown, t: AppLoadContext['t']): string {
  if (!(error instanceof ApiError)) throw error;
  return t(`paymentMethods.error.${knownCodes.has(error.code) ? error.code : 'general'}`);
}

/** Back to the section itself (a confirmation step's query dropped), with what happened. */
export function backToSection(request: Request, message: string, type: 'success' | 'error' = 'success') {
  return redirectWithToast(new URL(request.url).pathname, { type, message }, { request });
}

/** "Karte hinzufügen": the provider's page for no amount; it returns to this section. */
export async function addCard({ context, formData }: ActionInput) {
  const submission = parseWithZod(formData, { schema: addCardSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    const answer = await context.paymentMethods.openCardPage(submission.value.setPrimary);
    if (answer.next === 'pay')
      return redirect(answer.redirectUrl, { headers: { 'Cache-Control': 'no-store' } });
    return data({ result: submission.reply() });
  } catch (error) {
    if (isUnauthenticated(error)) throw error;
    const message = paymentMethodErrorMessage(error, context.t);
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
  }
}

/** Set primary and delete: one card by its id; a refusal is shown beside that card. */
async function changeCard(input: ActionInput, change: (id: string) => Promise<unknown>, doneMessage: string) {
  const { context, formData, request } = input;
  const submission = parseWithZod(formData, { schema: createCardIdSchema(context.t) });
  if (submission.status !== 'success')
    return data({ cardId: null, result: submission.reply() }, { status: 400 });
  try {
    await change(submission.value.paymentMethodId);
  } catch (error) {
    if (isUnauthenticated(error)) throw error;
    const message = paymentMethodErrorMessage(error, context.t);
    return data(
      { cardId: submission.value.paymentMethodId, result: submission.reply({ formErrors: [message] }) },
      { status: error instanceof ApiError && error.status === 404 ? 404 : 400 },
    );
  }
  return backToSection(request, doneMessage);
}

export const makeCardPrimary = (input: ActionInput) =>
  changeCard(input, input.context.paymentMethods.makePrimary, input.context.t('paymentMethods.primarySet'));

export const deleteCard = (input: ActionInput) =>
  changeCard(input, input.context.paymentMethods.remove, input.context.t('paymentMethods.deleted'));
