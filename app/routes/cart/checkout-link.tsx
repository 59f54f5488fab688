import { Link } from '@remix-run/react';
import { useId } from 'react';
import { useTenantPath } from '~/utils/root-data';
import { useTranslation } from '~/utils/use-translation';
import { kilograms, type CheckoutBlocker } from './cart-rules';
import { useFormatMoney } from '~/utils/money';
import { guestContactHeadingId } from './guest-contact-form';

/**
 * The way to checkout; while something blocks it, a disabled button that names each reason.
 * Issue 38: what a guest still has to give is named beside the button, with a link to its form.
 */
export function CheckoutLink({
  blockers,
  contactMissing = false,
}: {
  blockers: CheckoutBlocker[];
  contactMissing?: boolean;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const reasonsId = useId();
  const checkoutPath = useTenantPath('checkout');
  if (!checkoutPath) return null;
  const orderable = blockers.length === 0;
  const textOf = (blocker: CheckoutBlocker) => {
    const key = `shoppingCart.checkout.reason.${blocker.reason}`;
    switch (blocker.reason) {
      case 'minimum':
        return t(key, { minimum: money(blocker.minimum), missing: money(blocker.missing) });
      case 'maximumValue':
        return t(key, { amount: money(blocker.amount) });
      case 'maximumWeight':
        return t(key, { weight: kilograms(blocker.grams) });
      default:
        return t(key);
    }
  };
  return (
    <div className="cart-checkout" data-orderable={orderable}>
      {contactMissing ? (
        <p className="cart-checkout__missing" data-contact-missing="">
          {t('checkoutClarity.contactMissing')}{' '}
          <a href={`#${guestContactHeadingId}`}>{t('checkoutClarity.contactLink')}</a>
        </p>
      ) : null}
      {orderable ? (
        <Link to={checkoutPath} className="button button--primary cart-checkout__button">
          {t('shoppingCart.checkout.go')}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="button button--primary cart-checkout__button"
            disabled
            aria-describedby={reasonsId}
          >
            {t('shoppingCart.checkout.go')}
          </button>
          <div id={reasonsId} className="cart-checkout__blocked" data-checkout-blocked="">
            <p>{t('shoppingCart.checkout.blocked')}</p>
            <ul>
              {blockers.map((blocker) => (
                <li key={blocker.reason} data-blocker={blocker.reason}>
                  {textOf(blocker)}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </div>
  );
}
