import type { ActionFunctionArgs } from '@remix-run/node';
import { searchEventSchema } from '../../backend/src/schemas/catalogue.js';
import { isTrackingAllowed } from '~/utils/tracking.server';

// An event is a few short fields; anything bigger is not one of ours.
const EVENT_BODY_LIMIT_BYTES = 2_048;

/**
 * §1: sent by sendBeacon; the answer never matters, invalid events are dropped. Decision 0092:
 * clicks and conversions reach the search-index provider only under the tracking gate (the
 * statistics consent, and in a webview analytics=true), checked here again as the tracking relay does.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405 });
  const length = request.headers.get('Content-Length');
  if (length === null || !(Number(length) <= EVENT_BODY_LIMIT_BYTES))
    return new Response(null, { status: 413 });
  if (!isTrackingAllowed(request, context.tenant.config.clientRuntimeConfig))
    return new Response(null, { status: 204 });
  // A beacon's Blob may arrive as text/plain, so the body is parsed whatever its type says.
  const body: unknown = await request
    .text()
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  const event = searchEventSchema.safeParse(body);
  if (!event.success) return new Response(null, { status: 400 });
  await context.search.sendEvent(event.data);
  return new Response(null, { status: 202 });
}
