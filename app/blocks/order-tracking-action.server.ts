import { parseWithZod } from '@conform-to/zod';
import { data, type AppLoadContext } from '@remix-run/node';
import { orderErrorCodes } from '../../backend/src/schemas/orders.js';
import { cancelRefusalOf } from '~/utils/order-cancel-refusal.server';
import { ApiError } from '~/services/api-errors.server';
import { createOrderLookupSchema } from './order-lookup-form-schema';
import { CANCEL_TRACKED_ORDER_INTENT, TRACK_ORDER_INTENT, type TrackingAnswer } from './block-forms';

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

type Intent = TrackingAnswer['intent'];

/** The number and e-mail posted (§5 errors next to their field, 400), and how to answer the block. */
function parseLookup(intent: Intent, formData: FormData, context: AppLoadContext) {
  const blockId = String(formData.get('blockId') ?? '').slice(0, 100);
  const answer = (
    result: TrackingAnswer['result'],
    order: TrackingAnswer['order'] = null,
    cancellation?: TrackingAnswer['cancellation'],
  ): TrackingAnswer => ({ intent, blockId, result, order, ...(cancellation ? { cancellation } : {}) });
  const submission = parseWithZod(formData, { schema: createOrderLookupSchema(context.t) });
  return { submission, answer };
}

type Lookup = ReturnType<typeof parseLookup>;

/** A failure of the API beside the form; the typed values stay. */
function failed({ submission, answer }: Lookup, error: unknown, context: AppLoadContext) {
  if (!(error instanceof ApiError)) throw error;
  const result = submission.reply({ formErrors: [lookupFailure(error, context.t)] });
  return data(answer(result), { status: error.status === 429 ? 429 : 400 });
}

/** §1 tracking: §5 errors next to their field (400); the typed values stay whatever the answer. */
export async function trackOrder(formData: FormData, context: AppLoadContext) {
  const lookup = parseLookup(TRACK_ORDER_INTENT, formData, context);
  const { submission, answer } = lookup;
  if (submission.status !== 'success') return data(answer(submission.reply()), { status: 400 });
  try {
    return data(answer(submission.reply(), await context.orders.trackOrder(submission.value)));
  } catch (error) {
    return failed(lookup, error, context);
  }
}

/**
 * Decision 0090: the guest confirmed "Bestellung stornieren" in the tracking block. The order is
 * looked up again afterwards, so the block shows it as it now is: cancelled, or why it was not.
 */
export async function cancelTrackedOrder(formData: FormData, context: AppLoadContext) {
  const lookup = parseLookup(CANCEL_TRACKED_ORDER_INTENT, formData, context);
  const { submission, answer } = lookup;
  if (submission.status !== 'success') return data(answer(submission.reply()), { status: 400 });
  const { orderNumber, email } = submission.value;
  let cancellation: TrackingAnswer['cancellation'];
  try {
    await context.orders.cancelOrder(orderNumber, email);
    cancellation = { done: true };
  } catch (error) {
    const refusal = cancelRefusalOf(error, context.t);
    if (!refusal) return failed(lookup, error, context);
    cancellation = { refusal };
  }
  const status = 'refusal' in cancellation ? 409 : 200;
  try {
    const order = await context.orders.trackOrder(submission.value);
    return data(answer(submission.reply(), order, cancellation), { status });
  } catch (error) {
    // Cancelled, but the order could not be read again (the lookup's limit): say what was done.
    if (status === 409) return failed(lookup, error, context);
    return data(answer(submission.reply(), null, cancellation));
  }
}
