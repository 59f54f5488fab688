import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  favoriteStoresKey,
  parseStoredFavoriteStores,
  storeFavoriteStores,
  type FavoriteStoreSource,
} from '~/utils/favorite-stores';

export type FavoriteStoresState = { source: FavoriteStoreSource; storeIds: string[] };

const changeEvent = 'favorite-stores-change';

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === favoriteStoresKey) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changeEvent, onChange);
  };
}

function storedEntry(): string | null {
  try {
    return window.localStorage.getItem(favoriteStoresKey);
  } catch {
    return null;
  }
}

/** §3 LOCALSTORAGE: once hydrated the browser's list wins and the cookie copy follows (decision 0037). */
export function useFavoriteStores(fromServer: FavoriteStoresState) {
  const guest = fromServer.source === 'LOCALSTORAGE';
  const entry = useSyncExternalStore(subscribe, storedEntry, () => null);
  const storeIds = guest && entry !== null ? parseStoredFavoriteStores(entry) : fromServer.storeIds;
  const sync = useFetcher({ key: 'favorite-stores-sync' });
  const serverList = fromServer.storeIds.join();
  const browserList = guest && entry !== null ? storeIds.join() : null;
  const firstLook = useRef(true);

  useEffect(() => {
    if (!guest) return;
    const first = firstLook.current;
    firstLook.current = false;
    // Only the page's first look adopts the cookie's list: later, no entry means "emptied" (§4).
    if (first && browserList === null) {
      if (serverList) changed(serverList.split(','));
    } else if ((browserList ?? '') !== serverList)
      sync.submit({ intent: 'favorite-sync', storeIds: browserList ?? '' }, { method: 'post' });
    // Only a change of either list asks for a new comparison; the fetcher is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guest, serverList, browserList]);

  /** §4: add and remove change the stored list only when its source is LOCALSTORAGE. */
  function changed(next: string[]) {
    if (!guest) return;
    storeFavoriteStores(next);
    window.dispatchEvent(new Event(changeEvent));
  }
  return { source: fromServer.source, storeIds, changed };
}
