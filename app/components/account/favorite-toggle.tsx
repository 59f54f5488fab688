import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'remix-utils/use-hydrated';
import { useRootData, useTenantPath } from '~/utils/root-data';

/**
 * §2 favorite toggle of tiles and product pages: a real form (POST, works without JavaScript and
 * comes back to the page); with JavaScript a fetcher that shows the new state at once. Guests get
 * a link to login that returns here. Absent when the favorites route is switched off.
 */
export function FavoriteToggle({ product }: { product: { sku: string; name: string } }) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const favoritesPath = useTenantPath('favorite-products');
  const loginPath = useTenantPath('login');
  const location = useLocation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  if (!favoritesPath || !loginPath) return null;
  const here = `${location.pathname}${location.search}`;
  if (!rootData?.customer) {
    const query = new URLSearchParams({ returnUrl: here, authRequired: 'true' });
    return (
      <Link to={`${loginPath}?${query}`} className="favorite-toggle" rel="nofollow">
        <span aria-hidden="true">♡</span>
        <span className="visually-hidden">{t('account.favorites.loginToAdd', { name: product.name })}</span>
      </Link>
    );
  }
  const pending = fetcher.formData?.get('intent');
  const favorite = pending ? pending === 'add' : rootData.favoriteSkus.includes(product.sku);
  return (
    <fetcher.Form method="post" action={favoritesPath} className="favorite-toggle-form">
      <input type="hidden" name="sku" value={product.sku} />
      {hydrated ? null : <input type="hidden" name="returnTo" value={here} />}
      <button
        type="submit"
        name="intent"
        value={favorite ? 'remove' : 'add'}
        className="favorite-toggle"
        aria-pressed={favorite}
      >
        <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
        <span className="visually-hidden">{t('account.favorites.add', { name: product.name })}</span>
      </button>
    </fetcher.Form>
  );
}
