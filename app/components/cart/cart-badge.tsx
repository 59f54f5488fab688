import { useFetchers } from '@remix-run/react';
import { useTranslation } from '~/utils/use-translation';
import { CART_ITEM_ACTION } from './cart-item-form';
import { useRootData, useTenantPath } from '~/utils/root-data';

/** §2 cart badge: a plain link, as with JavaScript DialogHost opens the side cart instead. */
export function CartBadge() {
  const { t } = useTranslation();
  const cartPath = useTenantPath('cart');
  const count = useRootData()?.cartCount ?? 0;
  // While a cart change is on its way the count is about to change: the badge says so.
  const changing = useFetchers().some((fetcher) => fetcher.formAction === CART_ITEM_ACTION);
  if (!cartPath) return null;
  return (
    <a
      href={cartPath}
      data-opens="side-cart"
      className="cart-badge"
      aria-label={t('shoppingCart.badge', { count })}
      aria-busy={changing || undefined}
      data-cart-count={count}
    >
      {/* A drawn basket: an emoji depends on the device's fonts (headless and older phones lack it). */}
      <svg
        className="cart-badge__icon"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="22"
        height="22"
      >
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.6" fill="currentColor" />
        <circle cx="17" cy="19" r="1.6" fill="currentColor" />
      </svg>
      <span className="cart-badge__count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
