import { useTranslation } from '~/utils/use-translation';
import type { Cart, CartPriceInfo } from '../../../backend/src/schemas/cart.js';
import { useFormatMoney } from '~/utils/money';

type PassOfCart = Pick<Cart, 'deliveryPassLineItem' | 'serviceFeeWaivedByDeliveryPass'>;

/**
 * §3 priceInfo as the shopper reads it; every amount is computed by the API. With `pass`, the
 * pass bought with the order is a row, and a fee the pass waives says so (decision 0083).
 */
export function PriceSummary({ priceInfo, pass }: { priceInfo: CartPriceInfo; pass?: PassOfCart }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const serviceFee = priceInfo.serviceFeesAfterDiscount;
  const passLine = pass?.deliveryPassLineItem ?? null;
  const freeFee = pass?.serviceFeeWaivedByDeliveryPass
    ? t('deliveryPass.feeWaived')
    : t('shoppingCart.summary.serviceFeeFree');
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading">{t('shoppingCart.summary.heading')}</h2>
      <dl className="cart-summary__rows">
        <Row label={t('shoppingCart.summary.articles')} value={money(priceInfo.totalArticlePrice)} />
        {priceInfo.totalSavings > 0 ? (
          <Row
            label={t('shoppingCart.summary.savings')}
            value={`−${money(priceInfo.totalSavings)}`}
            name="savings"
          />
        ) : null}
        {priceInfo.depositFees > 0 ? (
          <Row
            label={t('shoppingCart.summary.deposit')}
            value={money(priceInfo.depositFees)}
            name="deposit"
          />
        ) : null}
        <Row
          label={t('shoppingCart.summary.serviceFee')}
          value={serviceFee > 0 ? money(serviceFee) : freeFee}
          name="service-fee"
        />
        {passLine ? (
          <Row
            label={t('deliveryPass.summaryRow', { months: passLine.months })}
            value={money(passLine.price)}
            name="delivery-pass"
          />
        ) : null}
        <Row label={t('shoppingCart.summary.total')} value={money(priceInfo.total)} name="total" />
        {priceInfo.vatByRate.map(({ rate, amount }) => (
          <Row key={rate} label={t('shoppingCart.summary.vat', { rate })} value={money(amount)} name="vat" />
        ))}
      </dl>
      {priceInfo.overAuthorizationAmount > 0 ? (
        // §9: weight articles are charged by their real weight, so more than the total is reserved.
        <p className="cart-summary__note" data-cart-note="over-authorization">
          {t('shoppingCart.summary.overAuthorization', {
            percent: priceInfo.overAuthorizationPercentage,
            amount: money(priceInfo.totalWithSurcharge),
          })}
        </p>
      ) : null}
    </section>
  );
}

function Row({ label, value, name }: { label: string; value: string; name?: string }) {
  return (
    <div className="cart-summary__row" data-cart-row={name}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
