import { Link } from '@remix-run/react';
import { useTenantPath } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';

export function CheckoutLink({ orderable }: { orderable: boolean }) {
  const { t } = useTranslation();
  const checkoutPath = useTenantPath('checkout');
  if (!checkoutPath) return null;
  return (
    <div className="cart-checkout" data-orderable={orderable}>
      {orderable ? (
        <Link to={checkoutPath} className="button button--primary cart-checkout__button">
          {t('shoppingCart.checkout.go')}
        </Link>
      ) : (
        <p className="cart-checkout__blocked">{t('shoppingCart.checkout.blocked')}</p>
      )}
    </div>
  );
}
