import type { AppLoadContext } from '@remix-run/node';
import { orderCancellationErrorCodes } from '../../backend/src/schemas/orders.js';
import { ApiError } from '~/services/api-errors.server';

// Decision 0084: each refusal of the API, said beside the cancel form (the profile and tracking).
const cancelRefusals: Record<string, string> = {
  [orderCancellationErrorCodes.cancellationClosed]: 'customerOrders.cancel.closedNow',
  [orderCancellationErrorCodes.alreadyCancelled]: 'customerOrders.cancel.alreadyCancelled',
  [orderCancellationErrorCodes.notCancellable]: 'customerOrders.cancel.notCancellable',
};

/** The shopper's words for a cancellation the API refused; undefined for any other failure. */
export function cancelRefusalOf(error: unknown, t: AppLoadContext['t']): string | undefined {
  const key = error instanceof ApiError ? cancelRefusals[error.code] : undefined;
  return key ? t(key) : undefined;
}
