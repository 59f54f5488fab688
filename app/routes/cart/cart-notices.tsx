import { useTranslation } from '~/utils/use-translation';
import { kilograms, type CartNotices } from './cart-rules';
import { useFormatMoney } from '~/utils/money';

/** §5: the maximum notices stay atop the page while the cart is over a limit; the summary shows how far to the minimum. */
export function CartNoticeList({ notices }: { notices: CartNotices }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { maximumWeight, maximumValue } = notices;
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
