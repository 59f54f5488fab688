import { useFetcher, useLocation } from '@remix-run/react';
import { useHydrated } from '~/utils/use-hydrated';
import { withFavoriteStore, withoutFavoriteStore, type FavoriteStoreSource } from '~/utils/favorite-stores';
import { useTranslation } from '~/utils/use-translation';

type FavoriteStoreButtonProps = {
  store: { storeId: string; name: string };
  source: FavoriteStoreSource;
  favoriteIds: string[];
  onChange: (next: string[]) => void;
};

/** §7: the account keeps one store; a real form without JavaScript, a fetcher with it. */
export function FavoriteStoreButton({ store, source, favoriteIds, onChange }: FavoriteStoreButtonProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: `favorite-store-${store.storeId}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const favorite = favoriteIds.includes(store.storeId);
  if (source === 'CUSTOMER' && favorite)
    return <p className="store-card__mine">{t('storeFinder.favorite.isMine')}</p>;
  const intent = favorite ? 'favorite-remove' : 'favorite-add';
  const label =
    source === 'CUSTOMER'
      ? t('storeFinder.favorite.makeMine')
      : t(favorite ? 'storeFinder.favorite.remove' : 'storeFinder.favorite.add');
  return (
    <fetcher.Form
      method="post"
      className="store-card__favorite"
      onSubmit={() => {
        if (source !== 'LOCALSTORAGE') return;
        const next = favorite
          ? withoutFavoriteStore(favoriteIds, store.storeId)
          : withFavoriteStore(favoriteIds, store.storeId);
        // A full list is the server's to refuse with its message; nothing changes here then.
        if (next !== 'tooMany') onChange(next);
      }}
    >
      <input type="hidden" name="storeId" value={store.storeId} />
      {hydrated ? null : (
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      )}
      <button type="submit" name="intent" value={intent} className="button button--secondary">
        <span aria-hidden="true">{favorite ? '★ ' : '☆ '}</span>
        {label}
        <span className="visually-hidden"> ({store.name})</span>
      </button>
      {fetcher.data && typeof fetcher.data === 'object' && 'message' in fetcher.data ? (
        <p role="status" className="store-card__message">
          {String(fetcher.data.message)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
