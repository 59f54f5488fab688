import type { ActionFunctionArgs } from '@remix-run/node';
import { clientLogBodyLimitBytes, clientLogEntrySchema } from '../../backend/src/schemas/logs.js';

/** §7 POST /logs for the browser: error reports go through here; the answer never fails the page. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return new Response(null, { status: 405 });
  // Remix reads a body whole, with no limit of its own: refuse before reading, not after.
  const length = request.headers.get('Content-Length');
  if (length === null || !(Number(length) <= clientLogBodyLimitBytes))
    return new Response(null, { status: 413 });
  const entry = clientLogEntrySchema.safeParse(await request.json().catch(() => undefined));
  if (entry.success)
    await context.logs.report({ ...entry.data, requestId: entry.data.requestId ?? context.requestId });
  return new Response(null, { status: 202 });
}
