// Issue 37, §8: a browser request that failed, as the tracking layer's error event. Pure, so the
// classing is tested without a browser; tracker.client.ts feeds it from the page's fetches.
import type { ErrorClass } from '../../../backend/src/schemas/tracking.js';
import { errorClassOf, trackingEvents, type TrackingEventDraft } from './tracking-events';

export type FailedRequest = {
  method: string;
  /** The path asked for (same origin), with its query. */
  path: string;
  /** A form post's `intent` field, if it had one. */
  intent: string | null;
  /** Null when the request never got an answer (network down, connection refused). */
  status: number | null;
  /** A JSON answer's body, else null. */
  body: unknown;
};

// The tracking layer's own beacons: their failure is never an event of their own.
const ownRelays = ['/resources/tracking', '/resources/search-event'];

// The checkout's pay button (app/routes/checkout): its refusal is a payment's error.
const PAY_INTENT = 'pay';

/** The §8 code an answer carries: a paymentError's code, an errorCode or the API's code. */
function codeOf(body: unknown): string | undefined {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as {
    customPayload?: { paymentError?: { code?: unknown } };
    errorCode?: unknown;
    code?: unknown;
  };
  const code = fields.customPayload?.paymentError?.code ?? fields.errorCode ?? fields.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined;
}

/**
 * The error event of a failed request, or null for an answer that is no error. §8: an answer
 * carrying a paymentError is a paymentError, one carrying the API's code the retail gateway's; a
 * refused pay form is a paymentError, another refused form post (4xx) the retail gateway's (the
 * commerce API or its rules said no); no answer at all or a server failure (5xx) is other. A
 * page's own 404 on navigating is a page, not a failed request.
 */
export function failedRequestEvent(request: FailedRequest): TrackingEventDraft | null {
  const path = request.path.split('?')[0] ?? '';
  if (ownRelays.includes(path)) return null;
  if (request.status === null) return trackingEvents.error('other');
  const { status } = request;
  if (status < 400) return null;
  const navigation = request.method === 'GET' && path.endsWith('.data');
  if (navigation && status < 500) return null;
  const carried = errorClassOf(request.body);
  if (carried !== 'other') return trackingEvents.error(carried, codeOf(request.body));
  let errorClass: ErrorClass = 'other';
  if (status < 500 && request.method !== 'GET')
    errorClass = request.intent === PAY_INTENT ? 'paymentError' : 'retailGateway';
  return trackingEvents.error(errorClass, String(status));
}
