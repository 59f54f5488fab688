import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import { orderErrorCodes } from '../../backend/src/schemas/orders.js';
import { ApiError } from '~/services/api-errors.server';
import { createOrderLookupSchema } from './order-lookup-form-schema';
import { TRACK_ORDER_INTENT, type TrackingAnswer } from './block-forms';

function retryAfterMinutes(details: unknown): number {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? Math.max(1, Math.ceil(seconds / 60)) : 15;
}

/** Why the API found nothing, in the shopper's words: one message for a wrong number or e-mail. */
function lookupFailure(error: ApiError, t: AppLoadContext['t']): string {
  switch (error.code) {
    case orderErrorCodes.orderNotFound:
      return t('blocks.tracking.notFound');
    case orderErrorCodes.orderLookupRateLimited:
      return t('blocks.tracking.rateLimited', { count: retryAfterMinutes(error.details) });
    default:
      return t('blocks.tracking.failed');
  }
}

/** §1 tracking: §5 errors next to their field (400); the typed values stay whatever the answer. */
export async function trackOrder(formData: FormData, context: AppLoadContext) {
  const blockId = String(formData.get('blockId') ?? '').slice(0, 100);
  const answer = (
    result: TrackingAnswer['result'],
    order: TrackingAnswer['order'] = null,
  ): TrackingAnswer => ({
    intent: TRACK_ORDER_INTENT,
    blockId,
    result,
    order,
  });
  const submission = parseWithZod(formData, { schema: createOrderLookupSchema(context.t) });
  if (submission.status !== 'success') return data(answer(submission.reply()), { status: 400 });
  try {
    const order = await context.orders.trackOrder(submission.value);
    return data(answer(submission.reply(), order));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const result = submission.reply({ formErrors: [lookupFailure(error, context.t)] });
    return data(answer(result), { status: error.status === 429 ? 429 : 400 });
  }
}
