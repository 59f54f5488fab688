import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_MS } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the reload guard (§9: once per path in 10 s)', () => {
  it('lets a path load afresh once, then not again within 10 seconds', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(storage, '/obst', 1_000)).toBe(true);
    expect(claimReload(storage, '/obst', 1_001)).toBe(false);
    expect(claimReload(storage, '/obst', 10_999)).toBe(false);
    expect(claimReload(storage, '/obst', 11_000)).toBe(true);
    expect(claimReload(storage, '/obst', 12_000)).toBe(false);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/obst', 1_000)).toBe(true);
    expect(claimReload(storage, '/gemuese', 1_500)).toBe(true);
    expect(claimReload(storage, '/obst', 2_000)).toBe(false);
    expect(claimReload(storage, '/gemuese', 2_000)).toBe(false);
  });

  it('keeps the claim in the storage the reloaded page reads, and forgets claims older than 10 s', () => {
    const storage = memoryStorage();
    claimReload(storage, '/obst', 1_000);
    claimReload(storage, '/gemuese', 20_000);
    expect(JSON.parse(storage.items.get('build-freshness-reloads')!)).toEqual({ '/gemuese': 20_000 });
    // The next page (same tab, same sessionStorage) is refused the same path.
    expect(claimReload(memoryStorage(Object.fromEntries(storage.items)), '/gemuese', 21_000)).toBe(false);
  });

  it('does not trust a claim from the future (a clock set back) or unreadable storage', () => {
    expect(claimReload(memoryStorage({ 'build-freshness-reloads': '{"/obst":50000}' }), '/obst', 1_000)).toBe(
      true,
    );
    expect(claimReload(memoryStorage({ 'build-freshness-reloads': 'not json' }), '/obst', 1_000)).toBe(true);
  });

  it('never reloads without a storage to remember it in (no loop can be ruled out)', () => {
    expect(claimReload(undefined, '/obst', 1_000)).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(full, '/obst', 1_000)).toBe(false);
  });
});
