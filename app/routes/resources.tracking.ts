import type { ActionFunctionArgs } from '@remix-run/node';
import type { z } from 'zod';
import { trackingBatchSchema, trackingBodyLimitBytes } from '../../backend/src/schemas/tracking.js';
import { isTrackingAllowed, trackingSessionOf } from '~/utils/tracking.server';

// The browser knows its page view, not its session: the session id stays in an httpOnly cookie.
const browserBatchSchema = trackingBatchSchema.pick({ page_view_id: true, events: true }).strict();

/**
 * Issue 37 (decision 0086): the browser's tracking queue flushes here, by sendBeacon; this relay
 * checks the consent and webview gate again, adds the session, and hands the batch to the
 * collector. The answer never matters to the page; without consent nothing is stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405 });
  const length = request.headers.get('Content-Length');
  if (length === null || !(Number(length) <= trackingBodyLimitBytes))
    return new Response(null, { status: 413 });
  if (!isTrackingAllowed(request, context.tenant.config.clientRuntimeConfig))
    return new Response(null, { status: 204 });
  // A beacon's string arrives as text/plain, so the body is parsed whatever its type says.
  const body: unknown = await request
    .text()
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => undefined);
  const batch = browserBatchSchema.safeParse(body);
  if (!batch.success) return new Response(null, { status: 400 });
  const session = trackingSessionOf(request);
  const stored = await context.tracking.send({ ...batch.data, session_id: session.id, source: 'browser' });
  const headers = new Headers();
  if (session.setCookie) headers.append('Set-Cookie', session.setCookie);
  return new Response(null, { status: stored ? 202 : 503, headers });
}

export type BrowserTrackingBatch = z.infer<typeof browserBatchSchema>;
