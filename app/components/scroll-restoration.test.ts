import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scrollRestorationScript } from './scroll-restoration';

/** Runs the inline script as a browser would, in a window whose history and storage it records. */
function runScript(historyState: unknown, stored: Record<string, number> = {}) {
  const storageReads: string[] = [];
  const scrolledTo: number[] = [];
  const window = {
    history: {
      state: historyState,
      replaceState(state: unknown) {
        window.history.state = state;
      },
    },
    scrollTo: (_x: number, y: number) => scrolledTo.push(y),
  };
  const sessionStorage = {
    getItem: (key: string) => (storageReads.push(key), JSON.stringify(stored)),
    removeItem: () => undefined,
  };
  runInNewContext(scrollRestorationScript(), { window, sessionStorage });
  return { storageReads, scrolledTo, state: window.history.state as { key?: string } | null };
}

describe('the scroll restoration script (decision 0062)', () => {
  it('gives a new history entry a key without reading sessionStorage', () => {
    const { storageReads, scrolledTo, state } = runScript(null);
    expect(state?.key).toMatch(/^[0-9a-v]+$/);
    expect(storageReads).toEqual([]);
    expect(scrolledTo).toEqual([]);
  });

  it('scrolls a page the shopper comes back to where Remix stored its position', () => {
    const { storageReads, scrolledTo } = runScript({ key: 'abc' }, { abc: 640, other: 10 });
    expect(storageReads).toEqual(['positions']);
    expect(scrolledTo).toEqual([640]);
  });

  it('leaves a known entry without a stored position where it is', () => {
    expect(runScript({ key: 'abc' }, { other: 10 }).scrolledTo).toEqual([]);
  });
});
