import { describe, expect, it } from 'vitest';
import {
  SEARCH_INSIGHTS_CACHE_KEY,
  rememberSearchClick,
  takeSearchConversion,
} from './search-insights-cache';

/** A Storage of the Web Storage API over a Map, as a browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const click = (objectId: string, queryId = 'q1') => ({
  queryId,
  resultType: 'products' as const,
  objectId,
  position: 1,
});
const cached = (storage: Storage) => JSON.parse(storage.getItem(SEARCH_INSIGHTS_CACHE_KEY)!) as unknown[];

describe('the search-insights cache (§9: 5000 entries, trimmed by 1000)', () => {
  it("turns a clicked result added later into its search's conversion, once", () => {
    const storage = memoryStorage();
    rememberSearchClick(click('1001'), storage);
    expect(takeSearchConversion('1001', storage)).toEqual({ ...click('1001'), type: 'conversion' });
    expect(takeSearchConversion('1001', storage)).toBeNull();
    expect(takeSearchConversion('2002', storage)).toBeNull();
  });

  it('keeps the latest query of a result clicked again', () => {
    const storage = memoryStorage();
    rememberSearchClick(click('1001', 'first'), storage);
    rememberSearchClick(click('1001', 'second'), storage);
    expect(cached(storage)).toHaveLength(1);
    expect(takeSearchConversion('1001', storage)?.queryId).toBe('second');
  });

  it('drops the oldest 1000 when the 5001st result is clicked', () => {
    const storage = memoryStorage();
    const full = Array.from({ length: 5_000 }, (_, index) => click(`sku-${index}`));
    storage.setItem(SEARCH_INSIGHTS_CACHE_KEY, JSON.stringify(full.slice(0, 4_999)));
    rememberSearchClick(full[4_999]!, storage);
    expect(cached(storage)).toHaveLength(5_000);
    rememberSearchClick(click('sku-5000'), storage);
    expect(cached(storage)).toHaveLength(4_001);
    expect(takeSearchConversion('sku-999', storage)).toBeNull();
    expect(takeSearchConversion('sku-1000', storage)).not.toBeNull();
    expect(takeSearchConversion('sku-5000', storage)).not.toBeNull();
  });

  it('works on without storage, or with storage that refuses', () => {
    expect(() => rememberSearchClick(click('1001'), null)).not.toThrow();
    expect(takeSearchConversion('1001', null)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(() => rememberSearchClick(click('1001'), full)).not.toThrow();
  });
});
