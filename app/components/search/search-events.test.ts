import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_EVENT_PATH, trackResultClicks } from './search-events';
import { SEARCH_INSIGHTS_CACHE_KEY } from './search-insights-cache';

// Decision 0092: a search result's click goes to the search-index provider, and is remembered for
// its conversion, only under the tracking gate (the statistics consent; in a webview analytics=true).

/** A result list as the page renders it: one link per hit, clicks delegated to the container. */
function resultList() {
  const listeners: ((event: MouseEvent) => void)[] = [];
  const link = { getAttribute: () => '/produkte/bio-vollmilch/1001' };
  const container = {
    addEventListener: vi.fn((_type: string, listener: (event: MouseEvent) => void) =>
      listeners.push(listener),
    ),
    removeEventListener: vi.fn(),
    contains: () => true,
  };
  const click = () => {
    const event = { target: { closest: () => link } } as unknown as MouseEvent;
    for (const listener of listeners) listener(event);
  };
  return { container: container as unknown as HTMLElement, click };
}

function stubBrowser() {
  const stored = new Map<string, string>();
  const sendBeacon = vi.fn((_path: string, _body: string) => true);
  vi.stubGlobal('navigator', { sendBeacon });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  return { sendBeacon, stored };
}

const group = { queryId: 'q-7', resultType: 'products' as const, offset: 0 };
const hits = [{ href: '/produkte/bio-vollmilch/1001', objectId: '1001' }];

afterEach(() => vi.unstubAllGlobals());

describe('search result clicks (§1, decision 0092)', () => {
  it('go to the search-index provider and are remembered for the conversion under the tracking gate', () => {
    const { sendBeacon, stored } = stubBrowser();
    const list = resultList();
    trackResultClicks(list.container, group, hits, true);
    list.click();
    expect(sendBeacon).toHaveBeenCalledWith(
      SEARCH_EVENT_PATH,
      JSON.stringify({
        type: 'click',
        queryId: 'q-7',
        resultType: 'products',
        objectId: '1001',
        position: 1,
      }),
    );
    expect(stored.get(SEARCH_INSIGHTS_CACHE_KEY)).toContain('"objectId":"1001"');
  });

  it('are neither sent nor remembered without it', () => {
    const { sendBeacon, stored } = stubBrowser();
    const list = resultList();
    const stop = trackResultClicks(list.container, group, hits, false);
    list.click();
    stop();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
  });
});
