import { describe, expect, it, vi } from 'vitest';
import { startBuildFreshness } from './start.client';

/** A page of build f0702e95 on /service/kontakt with one form, in a window whose effects are recorded. */
function openPage(connection: object = { effectiveType: '4g' }, navigationType = 'navigate') {
  const items = new Map<string, string>();
  const listeners = new Map<string, (event: unknown) => void>();
  const message = {
    name: 'message',
    type: 'textarea',
    value: '',
    defaultValue: '',
    dispatchEvent: () => true,
  };
  const reload = vi.fn();
  const fetch = vi.fn((url: string) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve({ id: 'f0702e95', url }),
    }),
  );
  const window = {
    __remixManifest: { version: 'f0702e95' },
    document: {
      visibilityState: 'visible',
      forms: [
        {
          getAttribute: (name: string) => (name === 'action' ? '/service/kontakt' : null),
          elements: [message],
        },
      ],
    },
    location: {
      href: 'http://shop.test/service/kontakt',
      origin: 'http://shop.test',
      pathname: '/service/kontakt',
      search: '',
      reload,
      assign: vi.fn(),
    },
    navigator: { connection },
    performance: {
      getEntriesByType: (type: string) =>
        type === 'navigation' ? [{ type: navigationType, name: 'http://shop.test/service/kontakt' }] : [],
    },
    sessionStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    fetch,
    setTimeout: () => 1,
    clearTimeout: () => undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: () => undefined,
  };
  startBuildFreshness(window as unknown as Parameters<typeof startBuildFreshness>[0]);
  const rejectWith = (reason: unknown) => listeners.get('unhandledrejection')!({ reason });
  return { window, message, reload, fetch, rejectWith, items };
}

describe('build freshness in the page (§4, decision 0085)', () => {
  it('reloads once when code fails to load, keeping what was typed, and not again within 10 s', () => {
    const page = openPage();
    page.message.value = 'Die Lieferung kam ohne Eier.';
    page.rejectWith(
      new TypeError('Failed to fetch dynamically imported module: http://shop.test/build/x.js'),
    );
    expect(page.reload).toHaveBeenCalledOnce();

    // The reloaded page (same tab storage) gets the text back, and a second failure stays put.
    const reloaded = openPage(undefined, 'reload');
    for (const [key, value] of page.items) reloaded.window.sessionStorage.setItem(key, value);
    startBuildFreshness(reloaded.window as unknown as Parameters<typeof startBuildFreshness>[0]);
    expect(reloaded.message.value).toBe('Die Lieferung kam ohne Eier.');
    reloaded.rejectWith(new TypeError('Importing a module script failed.'));
    expect(reloaded.reload).not.toHaveBeenCalled();
  });

  it('puts kept fields back only into the reload, not into a page reached later by another way', () => {
    // Leaving for the payment provider during a pay post keeps the page's fields (pagehide while
    // a navigation is under way); the next page the shopper loads must not get them back.
    const page = openPage();
    page.message.value = 'Mit Kreditkarte';
    page.rejectWith(new TypeError('Importing a module script failed.'));
    const later = openPage();
    for (const [key, value] of page.items) later.window.sessionStorage.setItem(key, value);
    startBuildFreshness(later.window as unknown as Parameters<typeof startBuildFreshness>[0]);
    expect(later.message.value).toBe('');
    expect(later.items.has('build-freshness-forms')).toBe(false);
  });

  it('leaves other failures to the error report', () => {
    const page = openPage();
    page.rejectWith(new TypeError('Failed to fetch'));
    page.rejectWith(new Error('Validation failed'));
    expect(page.reload).not.toHaveBeenCalled();
  });

  it("asks for its build's manifest at start, but not on a slow connection", () => {
    expect(openPage().fetch).toHaveBeenCalledWith('/builds/meta/f0702e95.json');
    expect(openPage({ effectiveType: 'slow-2g' }).fetch).not.toHaveBeenCalled();
    expect(openPage({ saveData: true, effectiveType: '4g' }).fetch).not.toHaveBeenCalled();
  });
});
