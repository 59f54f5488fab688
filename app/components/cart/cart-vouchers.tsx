import { useId } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { Cart } from '../../../backend/src/schemas/cart.js';
import { useFormatMoney } from '~/utils/money';

/** §3 voucherLineItems; §4 automatic ones are marked, as the shopper did not redeem them. */
export function CartVouchers({
  vouchers,
  headingLevel = 2,
}: {
  vouchers: Cart['voucherLineItems'];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const headingId = useId();
  if (!vouchers.length) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="cart-vouchers" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('vouchers.cart.heading')}</Heading>
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
