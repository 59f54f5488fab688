import type { MessageTree } from '../../backend/src/schemas/tenant.js';
import { reportClientError } from './report-client-error';

// Decision 0025: one tree grows, so the translate function made from it reads new messages at once.

export const messages: MessageTree = {};
let source: URL;
const routes = new Map<string, true | Promise<void>>();

function merge(into: MessageTree, more: MessageTree) {
  for (const name in more) {
    const value = more[name]!;
    const had = into[name];
    if (typeof value === 'object' && typeof had === 'object') merge(had, value);
    else into[name] = value;
  }
}

async function fetchMessages(url: URL, routeIds: string[]): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`messages answered ${response.status}`);
  merge(messages, (await response.json()) as MessageTree);
  for (const id of routeIds) routes.set(id, true);
}

/** The first page's messages; resolves to their language, the last part of their path. */
export async function loadFirstMessages(href: string): Promise<string> {
  source = new URL(href, document.baseURI);
  await fetchMessages(source, source.searchParams.get('routes')!.split(','));
  return source.pathname.split('/').pop()!;
}

/** A component throws the promise to wait; messages that cannot be had are reported, keys shown. */
export function routeMessagesComing(routeIds: readonly string[]): Promise<unknown> | undefined {
  const missing = routeIds.filter((id) => !routes.has(id));
  if (missing.length > 0) {
    const url = new URL(source);
    url.searchParams.set('routes', missing.join());
    const coming = fetchMessages(url, missing).catch((error: unknown) => {
      reportClientError(error);
      for (const id of missing) routes.set(id, true);
    });
    for (const id of missing) routes.set(id, coming);
  }
  const waiting = routeIds.map((id) => routes.get(id)).filter((had) => had !== true);
  return waiting.length > 0 ? Promise.all(waiting) : undefined;
}
