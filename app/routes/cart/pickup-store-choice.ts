import type { CheckoutStore } from '../../../backend/src/schemas/distribution.js';

/** A pickup store as the chooser lists it: the checkout store and how far it is, when known. */
export type PickupStoreOption = Pick<
  CheckoutStore,
  'storeId' | 'name' | 'streetName' | 'streetNumber' | 'postalCode' | 'city'
> & { distanceMetres: number | null; favorite: boolean };

/** Issue 19: favourites and the nearest few, not every store; the shopper may ask for the rest. */
export const NEAREST_STORES_SHOWN = 5;

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('de');

/** Every word of the filter is found in the store's name or address ("1100", "favoriten brünner"). */
export function matchesStoreFilter(store: PickupStoreOption, filter: string): boolean {
  const haystack = folded(
    `${store.name} ${store.streetName} ${store.streetNumber} ${store.postalCode} ${store.city}`,
  );
  return folded(filter)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The stores to list, from `stores` ordered nearest first: the chosen store, the favourites, then
 * the nearest others; all of them on request. `hidden` counts the matching stores left out.
 */
export function pickupStoresToShow(
  stores: readonly PickupStoreOption[],
  { filter, showAll, chosenId }: { filter: string; showAll: boolean; chosenId: string | null },
): { shown: PickupStoreOption[]; hidden: number } {
  const matching = stores.filter((store) => matchesStoreFilter(store, filter));
  const pinned = (store: PickupStoreOption) => store.storeId === chosenId || store.favorite;
  const ordered = [...matching.filter(pinned), ...matching.filter((store) => !pinned(store))];
  if (showAll) return { shown: ordered, hidden: 0 };
  const shownCount = matching.filter(pinned).length + NEAREST_STORES_SHOWN;
  return { shown: ordered.slice(0, shownCount), hidden: Math.max(0, ordered.length - shownCount) };
}

/** Checkout stores nearest first to an origin (`distances` by store id); unknown distances last. */
export function pickupStoreOptions(
  stores: readonly CheckoutStore[],
  distances: ReadonlyMap<string, number>,
  favoriteIds: readonly string[],
): PickupStoreOption[] {
  const favoriteRank = (id: string) => {
    const index = favoriteIds.indexOf(id);
    return index === -1 ? favoriteIds.length : index;
  };
  return stores
    .map((store) => ({
      storeId: store.storeId,
      name: store.name,
      streetName: store.streetName,
      streetNumber: store.streetNumber,
      postalCode: store.postalCode,
      city: store.city,
      distanceMetres: distances.get(store.storeId) ?? null,
      favorite: favoriteIds.includes(store.storeId),
    }))
    .sort(
      (a, b) =>
        favoriteRank(a.storeId) - favoriteRank(b.storeId) ||
        (a.distanceMetres ?? Infinity) - (b.distanceMetres ?? Infinity) ||
        a.postalCode.localeCompare(b.postalCode) ||
        a.name.localeCompare(b.name),
    );
}
