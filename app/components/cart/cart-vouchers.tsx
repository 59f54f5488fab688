import { useTranslation } from '~/utils/use-translation';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { useFormatMoney } from '~/utils/money';

/**
 * §3 voucherLineItems: the vouchers in the cart and what each takes off; §4 automatic ones are
 * marked, as the shopper did not redeem them. Their sum is in the summary's savings.
 */
export function CartVouchers({ vouchers }: { vouchers: Cart['voucherLineItems'] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (!vouchers.length) return null;
  return (
    <section className="cart-vouchers" aria-labelledby="cart-vouchers-heading">
      <h2 id="cart-vouchers-heading">{t('vouchers.cart.heading')}</h2>
      <ul className="cart-vouchers__list">
        {vouchers.map((voucher) => (
          <li key={voucher.lineItemId} data-cart-voucher={voucher.promotionId}>
            <span className="cart-vouchers__title">{voucher.title}</span>{' '}
            {voucher.automatic ? (
              <span className="cart-vouchers__automatic">{t('vouchers.cart.automatic')}</span>
            ) : null}{' '}
            {voucher.perPiecePrice < 0 ? (
              <span className="cart-vouchers__amount">
                {t('vouchers.cart.amount', { amount: money(-voucher.perPiecePrice) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
