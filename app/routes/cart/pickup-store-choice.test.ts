import { describe, expect, it } from 'vitest';
import type { CheckoutStore } from '../../../backend/src/schemas/distribution.js';
import {
  matchesStoreFilter,
  NEAREST_STORES_SHOWN,
  pickupStoreOptions,
  pickupStoresToShow,
} from './pickup-store-choice';

const store = (storeId: string, name: string, postalCode: string, streetName = 'Hauptstraße') =>
  ({
    storeId,
    name,
    streetName,
    streetNumber: '1',
    postalCode,
    city: 'Wien',
  }) as CheckoutStore;

const stores = Array.from({ length: 12 }, (_, index) =>
  store(`s${index}`, `Markt ${index}`, String(1010 + index * 10)),
);

describe('the pickup stores of the chooser (issue 19)', () => {
  it('puts favourites first in their order, then the nearest, then the stores of unknown distance', () => {
    const distances = new Map([
      ['s3', 900],
      ['s7', 300],
      ['s1', 5000],
    ]);
    const ordered = pickupStoreOptions(stores, distances, ['s9', 's2']).map((option) => option.storeId);
    expect(ordered.slice(0, 5)).toEqual(['s9', 's2', 's7', 's3', 's1']);
    expect(ordered).toHaveLength(12);
  });

  it('shows the chosen store, the favourites and five nearest, and counts the rest', () => {
    const options = pickupStoreOptions(stores, new Map(), ['s11']);
    const { shown, hidden } = pickupStoresToShow(options, { filter: '', showAll: false, chosenId: 's10' });
    expect(shown.map((option) => option.storeId)).toEqual(['s11', 's10', 's0', 's1', 's2', 's3', 's4']);
    expect(shown).toHaveLength(2 + NEAREST_STORES_SHOWN);
    expect(hidden).toBe(5);
    expect(pickupStoresToShow(options, { filter: '', showAll: true, chosenId: null }).shown).toHaveLength(12);
  });

  it('filters by postal code, name or street, ignoring case and accents', () => {
    const brunn = {
      ...store('b', 'Floridsdorf', '1210', 'Brünner Straße'),
      distanceMetres: null,
      favorite: false,
    };
    expect(matchesStoreFilter(brunn, '1210')).toBe(true);
    expect(matchesStoreFilter(brunn, 'floridsdorf brunner')).toBe(true);
    expect(matchesStoreFilter(brunn, 'FLORIDSDORF 1100')).toBe(false);
    const options = pickupStoreOptions(stores, new Map(), []);
    const { shown, hidden } = pickupStoresToShow(options, { filter: '1050', showAll: false, chosenId: null });
    expect(shown.map((option) => option.storeId)).toEqual(['s4']);
    expect(hidden).toBe(0);
  });
});
