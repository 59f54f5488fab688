// §3, §4: a guest's list in localStorage, a customer's store on the account; decision 0037: a
// cookie copy lets the server put favourites first and works without JavaScript.

export const favoriteStoresKey = 'favoriteStores';
export type FavoriteStoreSource = 'LOCALSTORAGE' | 'CUSTOMER';
/** A cookie of at most ten store ids stays far below any browser's cookie size limit. */
export const maxFavoriteStores = 10;
const storeIdPattern = /^[\w-]{1,64}$/;

/** Store ids from any untrusted list: well formed, each once, at most the maximum. */
export function cleanFavoriteStoreIds(ids: readonly unknown[]): string[] {
  const valid = ids.filter((id): id is string => typeof id === 'string' && storeIdPattern.test(id));
  return [...new Set(valid)].slice(0, maxFavoriteStores);
}

export function withFavoriteStore(ids: readonly string[], storeId: string): string[] | 'tooMany' {
  if (ids.includes(storeId)) return [...ids];
  return ids.length >= maxFavoriteStores ? 'tooMany' : [...ids, storeId];
}

export const withoutFavoriteStore = (ids: readonly string[], storeId: string) =>
  ids.filter((id) => id !== storeId);

/** Favourites first, in the order they were chosen; the rest keep their order (by distance). */
export function favoritesFirst<T extends { storeId: string }>(
  stores: readonly T[],
  favoriteIds: readonly string[],
) {
  const rank = (store: T) => {
    const index = favoriteIds.indexOf(store.storeId);
    return index === -1 ? favoriteIds.length : index;
  };
  return stores
    .map((store, index) => ({ store, index }))
    .sort((a, b) => rank(a.store) - rank(b.store) || a.index - b.index)
    .map(({ store }) => store);
}

/** The guest's list from its localStorage entry; an entry that is no list counts as empty. */
export function parseStoredFavoriteStores(entry: string): string[] {
  try {
    const parsed: unknown = JSON.parse(entry);
    return Array.isArray(parsed) ? cleanFavoriteStoreIds(parsed) : [];
  } catch {
    return [];
  }
}

/** §4: an empty list removes the entry. */
export function storeFavoriteStores(ids: readonly string[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(favoriteStoresKey);
    else window.localStorage.setItem(favoriteStoresKey, JSON.stringify(ids));
  } catch {
    // Storage may be off (private mode, full); the cookie copy still holds the list.
  }
}
