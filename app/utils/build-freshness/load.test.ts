import { describe, expect, it, vi } from 'vitest';
import { loadBuildFreshnessWhenIdle, MANIFEST_PREFETCH_DELAY_MS } from './load';
import { isChunkLoadError } from './start.client';

describe('loading the freshness code (§9: 1 s after idle)', () => {
  it('loads it a second after the page is first idle, not before', async () => {
    vi.useFakeTimers();
    try {
      let idle: (() => void) | undefined;
      const load = vi.fn(() => Promise.resolve());
      const window = { setTimeout, requestIdleCallback: (run: () => void) => void (idle = run) };
      loadBuildFreshnessWhenIdle(window as never, load);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(load).not.toHaveBeenCalled();
      expect(MANIFEST_PREFETCH_DELAY_MS).toBe(1_000);
      idle!();
      await vi.advanceTimersByTimeAsync(999);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a failed code load', () => {
  it('is told by the words of Chromium, Firefox and Safari, and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://shop/build/x.js')),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('error loading dynamically imported module: http://shop/build/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
