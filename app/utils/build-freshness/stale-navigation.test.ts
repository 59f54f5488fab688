import { describe, expect, it, vi } from 'vitest';
import { loadNextPageFromServer, type RouterLike } from './stale-navigation';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setUp() {
  const listeners = new Map<string, { listener: (event: Event) => void; capture: unknown }>();
  const assign = vi.fn();
  const window = {
    location: {
      href: 'http://shop.test/obst',
      origin: 'http://shop.test',
      pathname: '/obst',
      search: '',
      assign,
    },
    addEventListener: (type: string, listener: (event: Event) => void, capture: unknown) =>
      listeners.set(type, { listener, capture }),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  let routerListener: ((state: RouterLike['state']) => void) | undefined;
  const router: RouterLike = {
    state: { location: { pathname: '/obst', search: '', hash: '' }, navigation: { state: 'idle' } },
    subscribe: (listener) => ((routerListener = listener), () => (routerListener = undefined)),
  };
  const stop = loadNextPageFromServer({ window, storage: memoryStorage(), router });
  const element = (attributes: Record<string, string>, properties: object) => ({
    ...properties,
    closest: function () {
      return this;
    },
    hasAttribute: (name: string) => name in attributes,
  });
  const fire = (type: string, target: object, init: Partial<MouseEvent> = {}) => {
    const stopPropagation = vi.fn();
    const event = { type, target, button: 0, defaultPrevented: false, stopPropagation, ...init };
    listeners.get(type)!.listener(event as unknown as Event);
    return stopPropagation.mock.calls.length > 0;
  };
  const click = (href: string, init: Partial<MouseEvent> = {}, attributes: Record<string, string> = {}) =>
    fire(
      'click',
      element(attributes, {
        href: new URL(href, window.location.href).href,
        target: attributes.target ?? '',
      }),
      init,
    );
  const submit = (action: string) =>
    fire('submit', element({}, { action: new URL(action, window.location.href).href, target: '' }));
  const navigate = (pathname: string) =>
    routerListener?.({
      ...router.state,
      navigation: { state: 'loading', location: { pathname, search: '?a=1', hash: '' } },
    });
  return { listeners, click, submit, navigate, assign, stop, routerListener: () => routerListener };
}

describe('the next navigation after a new build (§4, decision 0085)', () => {
  it('takes link clicks and form posts from Remix before React sees them, on the window in capture', () => {
    const { listeners, click, submit } = setUp();
    expect(listeners.get('click')?.capture).toBe(true);
    expect(listeners.get('submit')?.capture).toBe(true);
    expect(click('/gemuese')).toBe(true);
    expect(submit('/warenkorb')).toBe(true);
  });

  it('loads a path afresh at most once in 10 seconds; after that the app navigates as before', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const { click, navigate, assign } = setUp();
      expect(click('/gemuese')).toBe(true);
      expect(click('/gemuese')).toBe(false);
      navigate('/gemuese');
      expect(assign).not.toHaveBeenCalled();
      vi.setSystemTime(1_010_000);
      expect(click('/gemuese')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves new tabs, downloads, modified clicks, other sites and jumps within the page to the browser', () => {
    const { click } = setUp();
    expect(click('/gemuese', {}, { target: '_blank' })).toBe(false);
    expect(click('/rechnung.pdf', {}, { download: '' })).toBe(false);
    expect(click('/gemuese', { ctrlKey: true })).toBe(false);
    expect(click('/gemuese', { button: 1 })).toBe(false);
    expect(click('/gemuese', { defaultPrevented: true })).toBe(false);
    expect(click('https://example.org/gemuese')).toBe(false);
    expect(click('/obst#main-content')).toBe(false);
  });

  it('sends a navigation started in code on as a page load', () => {
    const { navigate, assign, stop, routerListener } = setUp();
    navigate('/konto');
    expect(assign).toHaveBeenCalledExactlyOnceWith('/konto?a=1');
    stop();
    expect(routerListener()).toBeUndefined();
  });
});
