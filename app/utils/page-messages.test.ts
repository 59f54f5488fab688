import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageMessages from './page-messages';

// The browser's side of decision 0025, with `fetch` and the document stood in for.
type Module = typeof PageMessages;

const answers: Record<string, unknown> = {
  'root,routes/_index': { header: { navLabel: 'Hauptnavigation' }, account: { logout: 'Abmelden' } },
  'routes/login': { account: { login: { title: 'Anmelden' } } },
};
let fetched: string[];
let failing: boolean;

async function freshModule(): Promise<Module> {
  vi.resetModules();
  return import('./page-messages');
}

beforeEach(() => {
  fetched = [];
  failing = false;
  vi.stubGlobal('document', { baseURI: 'http://shop.test/' });
  vi.stubGlobal('window', { location: { pathname: '/', search: '' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: URL | string) => {
      const url = new URL(String(input), 'http://shop.test/');
      if (url.pathname === '/resources/log') return new Response(null, { status: 204 });
      fetched.push(`${url.pathname}?${url.searchParams}`);
      if (failing) return new Response('no', { status: 503 });
      return Response.json(answers[url.searchParams.get('routes') ?? ''] ?? {});
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the browser’s messages', () => {
  it('start with those of the first page’s routes, in the language of their path', async () => {
    const { loadFirstMessages, messages, routeMessagesComing } = await freshModule();
    const locale = await loadFirstMessages('/resources/messages/de?v=a.b&routes=root,routes/_index');
    expect(locale).toBe('de');
    expect(messages).toEqual(answers['root,routes/_index']);
    expect(routeMessagesComing(['root', 'routes/_index'])).toBeUndefined();
    expect(fetched).toEqual(['/resources/messages/de?v=a.b&routes=root%2Croutes%2F_index']);
  });

  it('add those of a route shown later, once, merged into the same tree', async () => {
    const { loadFirstMessages, messages, routeMessagesComing } = await freshModule();
    await loadFirstMessages('/resources/messages/de?v=a.b&routes=root,routes/_index');
    const coming = routeMessagesComing(['root', 'routes/login']);
    expect(coming).toBeInstanceOf(Promise);
    // Asked again while coming (a render retried): the same request, not a second one.
    expect(routeMessagesComing(['root', 'routes/login'])).toBeInstanceOf(Promise);
    await coming;
    expect(routeMessagesComing(['root', 'routes/login'])).toBeUndefined();
    expect(messages).toEqual({
      header: { navLabel: 'Hauptnavigation' },
      account: { logout: 'Abmelden', login: { title: 'Anmelden' } },
    });
    expect(fetched).toHaveLength(2);
    expect(fetched[1]).toBe('/resources/messages/de?v=a.b&routes=routes%2Flogin');
  });

  it('give up on messages that cannot be had, reporting it, so the page still renders', async () => {
    const { loadFirstMessages, routeMessagesComing } = await freshModule();
    await loadFirstMessages('/resources/messages/de?v=a.b&routes=root,routes/_index');
    failing = true;
    await routeMessagesComing(['root', 'routes/login']);
    expect(routeMessagesComing(['root', 'routes/login'])).toBeUndefined();
    expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).toContain('/resources/log');
  });

  it('refuse to start without the first page’s messages (the page then stays as the server sent it)', async () => {
    const { loadFirstMessages } = await freshModule();
    failing = true;
    await expect(loadFirstMessages('/resources/messages/de?v=a.b&routes=root')).rejects.toThrow(
      'messages answered 503',
    );
  });
});
