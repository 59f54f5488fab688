import type { SearchEvent } from '../../../backend/src/schemas/catalogue.js';
import { rememberSearchClick } from './search-insights-cache';

export const SEARCH_EVENT_PATH = '/resources/search-event';

/** §1: a beacon outlives the page, so the click's navigation is never held up; a lost event is fine. */
export function sendSearchEvent(event: SearchEvent): void {
  const body = JSON.stringify(event);
  try {
    // A string goes as text/plain, which needs no CORS preflight; the relay parses it as JSON.
    if (navigator.sendBeacon?.(SEARCH_EVENT_PATH, body)) return;
    void fetch(SEARCH_EVENT_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Analytics never breaks a click.
  }
}

export type SearchHit = { href: string; objectId: string };

/**
 * Event delegation, so result components stay plain links. Without the tracking gate (`tracked`
 * false, see useSearchClicksTracked) nothing is listened to, sent or remembered.
 */
export function trackResultClicks(
  container: HTMLElement,
  group: { queryId: string; resultType: SearchEvent['resultType']; offset: number },
  hits: readonly SearchHit[],
  tracked: boolean,
): () => void {
  if (!tracked) return () => undefined;
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link || !container.contains(link) || !group.queryId) return;
    const href = link.getAttribute('href');
    const index = hits.findIndex((hit) => hit.href === href);
    const hit = hits[index];
    if (!hit) return;
    const click = {
      queryId: group.queryId,
      resultType: group.resultType,
      objectId: hit.objectId,
      position: group.offset + index + 1,
    };
    sendSearchEvent({ type: 'click', ...click });
    rememberSearchClick(click);
  };
  container.addEventListener('click', onClick);
  return () => container.removeEventListener('click', onClick);
}
