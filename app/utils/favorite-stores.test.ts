import { describe, expect, it } from 'vitest';
import {
  cleanFavoriteStoreIds,
  favoritesFirst,
  maxFavoriteStores,
  parseStoredFavoriteStores,
  withFavoriteStore,
  withoutFavoriteStore,
} from './favorite-stores';

const byDistance = ['10101', '10201', '10202', '11001'].map((storeId) => ({ storeId }));

describe('favourite stores (§3, §4)', () => {
  it('puts favourites first in the order chosen, the rest keep their distance order', () => {
    expect(favoritesFirst(byDistance, ['11001', '10201']).map((store) => store.storeId)).toEqual([
      '11001',
      '10201',
      '10101',
      '10202',
    ]);
    expect(favoritesFirst(byDistance, ['99999'])).toEqual(byDistance);
  });

  it('adds a store once and refuses one beyond the maximum', () => {
    expect(withFavoriteStore(['10101'], '10101')).toEqual(['10101']);
    expect(withFavoriteStore(['10101'], '11001')).toEqual(['10101', '11001']);
    const full = Array.from({ length: maxFavoriteStores }, (_, index) => `s${index}`);
    expect(withFavoriteStore(full, 'one-more')).toBe('tooMany');
    expect(withoutFavoriteStore(['10101', '11001'], '10101')).toEqual(['11001']);
  });

  it('keeps only well-formed ids from an untrusted list, each once', () => {
    expect(cleanFavoriteStoreIds(['10101', '10101', '<script>', 7, '', '11001'])).toEqual(['10101', '11001']);
    expect(parseStoredFavoriteStores('["10101"]')).toEqual(['10101']);
    expect(parseStoredFavoriteStores('{"storeId":"10101"}')).toEqual([]);
    expect(parseStoredFavoriteStores('not json')).toEqual([]);
  });
});
