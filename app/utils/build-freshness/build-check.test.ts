import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_POLL_MS,
  isBuildServed,
  isSlowConnection,
  latestBuildId,
  prefetchManifest,
  watchBuild,
} from './build-check';

const answer = (status: number, body: unknown = {}) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });

describe('a slow connection (§4)', () => {
  it('is one with the data saver on or of 2G kind', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ saveData: false, effectiveType: '4g' })).toBe(false);
    // Browsers without the Network Information API (Firefox, Safari) are not taken for slow.
    expect(isSlowConnection(undefined)).toBe(false);
  });

  it('skips the manifest prefetch, which a fast one makes', async () => {
    const fetch = vi.fn(() => answer(200));
    await prefetchManifest({ saveData: true }, fetch, 'f0702e95', () => undefined);
    await prefetchManifest({ effectiveType: '2g' }, fetch, 'f0702e95', () => undefined);
    expect(fetch).not.toHaveBeenCalled();
    await prefetchManifest({ effectiveType: '4g' }, fetch, 'f0702e95', () => undefined);
    expect(fetch).toHaveBeenCalledWith('/builds/meta/f0702e95.json');
  });
});

describe('the build checks (§7)', () => {
  it('asks for latest.json with a timestamp query and past the cache', async () => {
    const fetch = vi.fn(() => answer(200, { id: '0b1d2e3f', timestamp: 1 }));
    expect(await latestBuildId(fetch, 1_790_000_000_000)).toBe('0b1d2e3f');
    expect(fetch).toHaveBeenCalledWith('/builds/latest.json?1790000000000', { cache: 'no-store' });
  });

  it('knows nothing from a failed, refused or odd answer', async () => {
    expect(await latestBuildId(() => Promise.reject(new TypeError('offline')), 1)).toBeNull();
    expect(await latestBuildId(() => answer(502), 1)).toBeNull();
    expect(await latestBuildId(() => answer(200, { id: 42 }), 1)).toBeNull();
  });

  it("takes a 404 for the page's own manifest as a new build, nothing else", async () => {
    const onNewBuild = vi.fn();
    await prefetchManifest(undefined, () => answer(200), 'f0702e95', onNewBuild);
    await prefetchManifest(undefined, () => answer(503), 'f0702e95', onNewBuild);
    await prefetchManifest(undefined, () => Promise.reject(new TypeError('offline')), 'f0702e95', onNewBuild);
    expect(onNewBuild).not.toHaveBeenCalled();
    expect(await isBuildServed(() => answer(404), 'f0702e95')).toBe(false);
    await prefetchManifest(undefined, () => answer(404), 'f0702e95', onNewBuild);
    expect(onNewBuild).toHaveBeenCalledOnce();
  });
});

describe('the hourly build poll (§9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_790_000_000_000 }));
  afterEach(() => vi.useRealTimers());

  function watch(latest: () => string, visible = true) {
    const target = new EventTarget();
    const fetch = vi.fn(() => answer(200, { id: latest(), timestamp: 1 }));
    const onNewBuild = vi.fn();
    const stop = watchBuild({
      buildId: 'f0702e95',
      fetch,
      timers: {
        setTimeout: (run, ms) => setTimeout(run, ms),
        clearTimeout: (timer) => clearTimeout(timer as number),
      },
      now: Date.now,
      target,
      isVisible: () => visible,
      onNewBuild,
    });
    return { fetch, onNewBuild, target, stop };
  }

  it('asks once an hour, not before', async () => {
    expect(BUILD_POLL_MS).toBe(3_600_000);
    const { fetch, onNewBuild } = watch(() => 'f0702e95');
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(2 * BUILD_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('tells of a new build once and stops asking', async () => {
    let live = 'f0702e95';
    const { fetch, onNewBuild } = watch(() => live);
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    live = '0b1d2e3f';
    await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('0b1d2e3f');
    await vi.advanceTimersByTimeAsync(5 * BUILD_POLL_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks when a tab is shown again or the network is back, only once an hour has passed', async () => {
    const { fetch, target } = watch(() => 'f0702e95');
    target.dispatchEvent(new Event('visibilitychange'));
    target.dispatchEvent(new Event('online'));
    expect(fetch).not.toHaveBeenCalled();
    // A background tab's timer slept: the clock moved on, the hourly timer did not fire.
    vi.setSystemTime(Date.now() + BUILD_POLL_MS + 5_000);
    target.dispatchEvent(new Event('visibilitychange'));
    expect(fetch).toHaveBeenCalledOnce();
    target.dispatchEvent(new Event('online'));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('does not ask for a hidden tab when it is only the network that comes back', async () => {
    const { fetch, target } = watch(() => 'f0702e95', false);
    vi.setSystemTime(Date.now() + 2 * BUILD_POLL_MS);
    target.dispatchEvent(new Event('online'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops when told to', async () => {
    const { fetch, stop } = watch(() => '0b1d2e3f');
    stop();
    await vi.advanceTimersByTimeAsync(3 * BUILD_POLL_MS);
    expect(fetch).not.toHaveBeenCalled();
  });
});
