import { Link, useFetchers } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { CART_ITEM_ACTION } from './cart-item-form';
import { useRootData, useTenantPath } from '~/utils/root-data';

/** The header's link to the cart with its line item count (§2 cart badge). */
export function CartBadge() {
  const { t } = useTranslation();
  const cartPath = useTenantPath('cart');
  const count = useRootData()?.cartCount ?? 0;
  // While a cart change is on its way the count is about to change: the badge says so.
  const changing = useFetchers().some((fetcher) => fetcher.formAction === CART_ITEM_ACTION);
  if (!cartPath) return null;
  return (
    <Link
      to={cartPath}
      className="cart-badge"
      aria-label={t('shoppingCart.badge', { count })}
      aria-busy={changing || undefined}
      data-cart-count={count}
    >
      <span aria-hidden="true">🛒</span>
      <span className="cart-badge__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
