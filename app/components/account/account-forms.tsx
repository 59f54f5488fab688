// The account's small forms on shop pages: the tiles' favourite toggle and the logout of the header
// and the profile's navigation. One module, so the logout needs no chunk of its own (decision 0059).
import { Form, useFetcher, useLocation } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { useHydrated } from '~/utils/use-hydrated';
import { useRootData, useTenantPath } from '~/utils/root-data';

/** §2: a real form without JavaScript, a fetcher with it; a guest's press leads to login and back. */
export function FavoriteToggle({ product }: { product: { sku: string; name: string } }) {
  const { t } = useTranslation();
  const rootData = useRootData();
  const favoritesPath = useTenantPath('favorite-products');
  const location = useLocation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  if (!favoritesPath) return null;
  const guest = !rootData?.customer;
  const pending = fetcher.formData?.get('intent');
  const favorite = !guest && (pending ? pending === 'add' : rootData.favoriteSkus.includes(product.sku));
  return (
    // A plain form posted through the fetcher: its form component would add hooks to every tile.
    <form
      method="post"
      action={favoritesPath}
      className="favorite-toggle-form"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        fetcher.submit(submitter ?? event.currentTarget, { method: 'post', action: favoritesPath });
      }}
    >
      <input type="hidden" name="sku" value={product.sku} />
      {/* Where to come back to: always for a guest (after login), without JavaScript for all. */}
      {guest || !hydrated ? (
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      ) : null}
      <button
        type="submit"
        name="intent"
        value={favorite ? 'remove' : 'add'}
        className="favorite-toggle"
        aria-pressed={guest ? undefined : favorite}
      >
        <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
        <span className="visually-hidden">
          {t(guest ? 'account.favorites.loginToAdd' : 'account.favorites.add', { name: product.name })}
        </span>
      </button>
    </form>
  );
}

/** §8 logout as a plain form: it works without JavaScript; the login route's action handles it. */
export function LogoutForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const loginPath = useTenantPath('login');
  if (!loginPath) return null;
  return (
    <Form method="post" action={loginPath} className={className}>
      <button type="submit" name="intent" value="logout" className="button button--link">
        {t('account.logout.submit')}
      </button>
    </Form>
  );
}
