import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import { giftCardErrorCodes } from '../../../backend/src/schemas/wallet.js';
import { ApiError } from '~/services/api-errors.server';
import { redirectWithToast } from '~/sessions.server';
import { isUnauthenticated } from '~/utils/auth.server';
import { createLinkGiftCardSchema, removeGiftCardSchema } from './wallet-form-schemas';

type ActionInput = { request: Request; context: AppLoadContext; formData: FormData };

const backWithToast = ({ request }: ActionInput, message: string) => {
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, { type: 'success', message }, { request });
};

/** Every §8 code in words; the rate limit with its wait in minutes. */
function giftCardErrorMessage(error: unknown, t: AppLoadContext['t']): string {
  if (!(error instanceof ApiError)) throw error;
  if (error.code === giftCardErrorCodes.rateLimited) {
    const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 3600;
    return t('wallet.rateLimited', { count: Math.max(1, Math.ceil(seconds / 60)) });
  }
  const known = Object.values(giftCardErrorCodes).includes(error.code as never);
  return t(`giftCard.error.${known ? error.code : giftCardErrorCodes.general}`);
}

export async function linkGiftCard(input: ActionInput) {
  const { context, formData } = input;
  const submission = parseWithZod(formData, { schema: createLinkGiftCardSchema(context.t) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.wallet.linkGiftCard(submission.value.code);
  } catch (error) {
    if (isUnauthenticated(error)) throw error;
    const message = giftCardErrorMessage(error, context.t);
    const status = error instanceof ApiError && error.status === 429 ? 429 : 400;
    return data({ result: submission.reply({ fieldErrors: { code: [message] } }) }, { status });
  }
  return backWithToast(input, context.t('wallet.linked'));
}

export async function removeGiftCard(input: ActionInput) {
  const { context, formData } = input;
  const submission = parseWithZod(formData, { schema: removeGiftCardSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.wallet.removeGiftCard(submission.value.giftCardId);
  } catch (error) {
    if (isUnauthenticated(error)) throw error;
    return data(
      { result: submission.reply({ formErrors: [giftCardErrorMessage(error, context.t)] }) },
      { status: 400 },
    );
  }
  return backWithToast(input, context.t('wallet.removed'));
}
