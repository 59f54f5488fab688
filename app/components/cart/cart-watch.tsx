import { Link, useFetcher, useLocation, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { CartWatch as CartWatchAnswer } from '~/routes/resources.cart-validation';
import { useRootData, useTenantPath } from '~/utils/root-data';

const WATCH_PATH = '/resources/cart-validation';
// §4: the cart is validated every 60 seconds while the shopper is off the payment route.
const WATCH_INTERVAL_MS = 60_000;

/** The cart page validates itself and checkout is left alone. */
export function CartWatch() {
  const { t } = useTranslation();
  const watch = useFetcher<CartWatchAnswer>();
  const { pathname } = useLocation();
  const cartPath = useTenantPath('cart');
  const checkoutPath = useTenantPath('checkout');
  const badgeCount = useRootData()?.cartCount ?? 0;
  const watching =
    Boolean(cartPath) && pathname !== cartPath && !(checkoutPath && pathname.startsWith(checkoutPath));

  const { load } = watch;
  useEffect(() => {
    if (!watching) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void load(WATCH_PATH);
    }, WATCH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [watching, load]);

  const { revalidate } = useRevalidator();
  const watchedCount = watch.data?.lineItemCount ?? null;
  useEffect(() => {
    if (watchedCount !== null && watchedCount !== badgeCount) revalidate();
    // Only a new answer of the watch asks again; the badge then follows from the root's data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch.data]);

  if (!watching || !cartPath || !watch.data?.timeSlotCodes.length) return null;
  return (
    <p className="cart-watch" role="status" data-cart-watch={watch.data.timeSlotCodes.join(' ')}>
      {t('shoppingCart.watch.timeSlot')} <Link to={cartPath}>{t('shoppingCart.watch.chooseSlot')}</Link>
    </p>
  );
}
