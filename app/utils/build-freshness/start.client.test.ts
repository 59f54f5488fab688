import { describe, expect, it, vi } from 'vitest';
import { startBuildFreshness } from './start.client';

/** A page of build f0702e95 on /service/kontakt with one form, in a window whose effects are recorded. */
function openPage(connection: object = { effectiveType: '4g' }) {
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
    const reloaded = openPage();
    for (const [key, value] of page.items) reloaded.window.sessionStorage.setItem(key, value);
    startBuildFreshness(reloaded.window as unknown as Parameters<typeof startBuildFreshness>[0]);
    expect(reloaded.message.value).toBe('Die Lieferung kam ohne Eier.');
    reloaded.rejectWith(new TypeError('Importing a module script failed.'));
    expect(reloaded.reload).not.toHaveBeenCalled();
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
