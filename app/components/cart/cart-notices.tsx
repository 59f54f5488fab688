import { useTranslation } from '~/utils/use-translation';
import { kilograms, type CartNotices } from './cart-rules';
import { useFormatMoney } from '~/utils/money';

/** §5: the limit notices stay on the page while the cart is over (or under) a limit. */
export function CartNoticeList({ notices }: { notices: CartNotices }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { minimumMissing, maximumWeight, maximumValue, freeService } = notices;
  const items = [
    maximumWeight !== null && {
      key: 'maximum-weight',
      tone: 'warning',
      text: t('cart.notice.maximumWeightExceeded', { weight: kilograms(maximumWeight) }),
    },
    maximumValue !== null && {
      key: 'maximum-value',
      tone: 'warning',
      text: t('cart.notice.maximumValueExceeded', { amount: money(maximumValue) }),
    },
    minimumMissing && {
      key: 'minimum-value',
      tone: 'info',
      text: t('cart.notice.minimumOrderValue', {
        amount: money(minimumMissing.minimum),
        missing: money(minimumMissing.missing),
      }),
    },
    freeService && {
      key: 'free-service',
      tone: freeService.met ? 'success' : 'info',
      text: freeService.met
        ? t('cart.notice.freeServiceValueMet')
        : t('shoppingCart.summary.freeServiceMissing', { missing: money(freeService.missing) }),
    },
  ].filter((item) => item !== false && item !== null);
  if (items.length === 0) return null;
  return (
    <ul className="cart-notices">
      {items.map((item) => (
        <li key={item.key} className={`cart-notice cart-notice--${item.tone}`} data-cart-notice={item.key}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}
