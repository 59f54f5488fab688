import { Link } from '@remix-run/react';
import type { OrderConfirmation } from '../../../backend/src/schemas/checkout.js';
import { PriceSummary } from '~/components/cart/price-summary';
import { useFormatMoney } from '~/utils/money';
import { useTranslation } from '~/utils/use-translation';
import { OrderLines } from '~/components/checkout/order-lines';
import { ServiceSummary } from '~/components/checkout/service-summary';
import { GiftCardPart } from '~/components/checkout/gift-card-part';

type OrderConfirmationViewProps = {
  order: OrderConfirmation;
  storeName: string | null;
  email: string | null;
  continueHref: string;
  preview?: boolean;
};

/** §2 checkout-confirmation: the order number, when and where, what it came to, and what comes next. */
export function OrderConfirmationView({
  order,
  storeName,
  email,
  continueHref,
  preview,
}: OrderConfirmationViewProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { cart } = order;
  const pickup = cart.distributionAddress?.distributionType === 'CLICK_AND_COLLECT';
  return (
    <div className="confirmation-page">
      {preview ? (
        <p className="checkout-notice checkout-notice--info" data-preview="">
          {t('checkout.confirmation.preview')}
        </p>
      ) : null}
      <h1>{t('checkout.confirmation.title')}</h1>
      <p className="confirmation-page__number" role="status">
        {t('checkout.confirmation.number')} <strong data-order-number="">{order.orderNumber}</strong>
      </p>
      <section aria-labelledby="confirmation-service-heading">
        <h2 id="confirmation-service-heading">
          {t(pickup ? 'checkout.confirmation.pickupHeading' : 'checkout.confirmation.deliveryHeading')}
        </h2>
        <ServiceSummary address={cart.distributionAddress} storeName={storeName} slot={cart.timeSlot} />
      </section>
      <section aria-labelledby="confirmation-next-heading">
        <h2 id="confirmation-next-heading">{t('checkout.confirmation.nextHeading')}</h2>
        <ul className="confirmation-page__next">
          {email ? <li>{t('checkout.confirmation.email', { email })}</li> : null}
          <li>{t(pickup ? 'checkout.confirmation.nextPickup' : 'checkout.confirmation.nextDelivery')}</li>
          {order.total !== cart.priceInfo.totalWithSurcharge ? (
            <li>
              {t('checkout.confirmation.weighed', { amount: money(cart.priceInfo.totalWithSurcharge) })}
            </li>
          ) : null}
        </ul>
      </section>
      <section aria-labelledby="confirmation-lines-heading">
        <h2 id="confirmation-lines-heading">{t('checkout.confirmation.linesHeading')}</h2>
        <OrderLines lines={cart.productLineItems} headingId="confirmation-lines-heading" />
        <PriceSummary priceInfo={cart.priceInfo} pass={cart} />
        {order.payment.methodKey ? (
          <p data-payment-method={order.payment.methodKey}>
            {t('checkout.confirmation.paidWith', {
              method: t(`checkout.payment.method.${order.payment.methodKey}`),
              // A gift card is named by the method alone (its brand is GIFTCARD).
              brand: order.payment.methodKey === 'gift-card' ? '' : (order.payment.brandName ?? ''),
            })}
          </p>
        ) : null}
        <GiftCardPart giftCardAmount={order.payment.giftCardAmount} total={order.total} />
      </section>
      <p>
        <Link to={continueHref} className="button button--primary">
          {t('checkout.confirmation.continue')}
        </Link>
      </p>
    </div>
  );
}
