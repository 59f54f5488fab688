import { Form, Link } from '@remix-run/react';
import { GiftCardPart } from '~/components/checkout/gift-card-part';
import type { CustomerOrder } from '../../../backend/src/schemas/orders.js';
import { visiblePart } from '~/components/account/address-book';
import { useFormatMoney } from '~/utils/money';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import { FinalBill } from '~/components/orders/final-bill';
import { OrderSlot } from '~/components/orders/order-slot';
import { OrderStateText } from '~/components/orders/order-state';
import { OrderCancellation } from './order-cancellation';

const knownMethods = new Set(['credit-cards', 'paypal', 'apple-pay', 'gift-card']);

function DeliveryAddress({ address }: { address: CustomerOrder['distributionAddress'] }) {
  const lines = [
    [address.firstName, address.lastName].map(visiblePart).filter(Boolean).join(' '),
    [address.streetName, address.streetNumber].map(visiblePart).filter(Boolean).join(' ') +
      [address.stairCase, address.floor, address.door]
        .map(visiblePart)
        .filter(Boolean)
        .map((part) => `/${part}`)
        .join(''),
    [address.postalCode, address.city].map(visiblePart).filter(Boolean).join(' '),
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function PriceSummary({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { priceInfo } = order;
  const rows: [string, number][] = [
    [t('customerOrders.articles'), priceInfo.totalArticlePrice],
    ...(priceInfo.totalSavings
      ? [[t('customerOrders.savings'), -priceInfo.totalSavings] as [string, number]]
      : []),
    ...(priceInfo.depositFees
      ? [[t('customerOrders.deposit'), priceInfo.depositFees] as [string, number]]
      : []),
    ...(order.deliveryPassLineItem
      ? [
          [
            t('customerOrders.deliveryPass', { months: order.deliveryPassLineItem.months }),
            order.deliveryPassLineItem.price,
          ] as [string, number],
        ]
      : []),
    [t('customerOrders.serviceFee'), priceInfo.serviceFeesAfterDiscount],
  ];
  return (
    <dl className="order-detail__prices">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      <div>
        <dt>
          <strong>{t('customerOrders.total')}</strong>
        </dt>
        <dd>
          <strong>{money(priceInfo.total)}</strong>
        </dd>
      </div>
      {priceInfo.vatByRate.map(({ rate, amount }) => (
        <div key={rate}>
          <dt>{t('customerOrders.vat', { rate })}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      {order.payment.authorizedAmount !== null && order.payment.authorizedAmount !== priceInfo.total ? (
        <div>
          <dt>{t('customerOrders.authorized')}</dt>
          <dd>{money(order.payment.authorizedAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export function OrderDetail({
  order,
  listPath,
  addOnOpen,
  confirmCancel = false,
  cancelRefusal,
}: {
  order: CustomerOrder;
  listPath: string;
  addOnOpen: boolean;
  confirmCancel?: boolean;
  cancelRefusal?: string;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const format = useSlotFormat();
  // Decision 0088: once picked, what is paid is the final bill, not the estimate.
  const paidTotal = order.finalBill?.total ?? order.total;
  const giftCardPaid =
    order.payment.giftCardAmount === null
      ? null
      : (order.finalBill?.giftCardAmount ?? order.payment.giftCardAmount);
  const method =
    order.payment.methodKey && knownMethods.has(order.payment.methodKey) ? order.payment.methodKey : 'other';
  return (
    <div className="order-detail">
      <p>
        <Link to={listPath}>{t('customerOrders.backToList')}</Link>
      </p>
      <p>
        {t('customerOrders.orderedOn', { date: format.day(order.orderedAt) })} ·{' '}
        <OrderStateText
          state={order.state}
          serviceType={order.serviceType}
          statusKey={`customerOrders.status.${order.status}`}
        />
      </p>
      {order.finalBill ? <FinalBill bill={order.finalBill} level={3} headingId="order-final-bill" /> : null}

      <div className="order-detail__actions">
        <Form method="post">
          <input type="hidden" name="intent" value="order-again" />
          <button type="submit" className="button button--primary" aria-describedby="order-again-hint">
            {t('customerOrders.orderAgain')}
          </button>
          <p id="order-again-hint">{t('customerOrders.orderAgainHint')}</p>
        </Form>
        {addOnOpen && order.addOnUntil ? (
          <Form method="post">
            <input type="hidden" name="intent" value="order-add-on" />
            <button type="submit" className="button" aria-describedby="order-add-on-hint">
              {t('customerOrders.addOn')}
            </button>
            <p id="order-add-on-hint">
              {t('customerOrders.addOnHint', {
                time: `${format.day(order.addOnUntil)}, ${format.time(order.addOnUntil)}`,
              })}
            </p>
          </Form>
        ) : null}
      </div>
      <OrderCancellation order={order} confirming={confirmCancel} refusal={cancelRefusal} />

      <h3>{t('customerOrders.linesHeading')}</h3>
      <table className="order-detail__lines">
        <thead>
          <tr>
            <th scope="col">{t('customerOrders.product')}</th>
            <th scope="col">{t('customerOrders.quantity')}</th>
            <th scope="col">{t('customerOrders.unitPrice')}</th>
            <th scope="col">{t('customerOrders.lineTotal')}</th>
            <th scope="col">{t('customerOrders.substitution')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.map((line) => (
            <tr key={line.lineItemId} data-sku={line.product.sku}>
              <th scope="row">{line.product.name}</th>
              <td data-label={t('customerOrders.quantity')}>{line.quantity}</td>
              <td data-label={t('customerOrders.unitPrice')}>{money(line.perPiecePrice)}</td>
              <td data-label={t('customerOrders.lineTotal')}>{money(line.totalPrice)}</td>
              <td data-label={t('customerOrders.substitution')}>
                {t(
                  line.substitutionAllowed
                    ? 'customerOrders.substitutionAllowed'
                    : 'customerOrders.substitutionRefused',
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.voucherLineItems.length ? (
        <>
          <h3>{t('customerOrders.vouchersHeading')}</h3>
          <ul>
            {order.voucherLineItems.map((voucher) => (
              <li key={voucher.lineItemId}>
                {voucher.title}: {money(voucher.perPiecePrice)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {order.discountCodes.length ? (
        <>
          <h3>{t('customerOrders.codesHeading')}</h3>
          <ul>
            {order.discountCodes.map((code) => (
              <li key={code.code}>
                {code.code}: {code.description}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3>{t('customerOrders.pricesHeading')}</h3>
      <PriceSummary order={order} />

      <h3>
        {order.serviceType === 'CLICK_AND_COLLECT'
          ? t('customerOrders.pickupHeading')
          : t('customerOrders.deliveryHeading')}
      </h3>
      {order.store ? (
        <p>{order.store.name ?? order.store.storeId}</p>
      ) : (
        <DeliveryAddress address={order.distributionAddress} />
      )}
      <h3>{t('customerOrders.slotHeading')}</h3>
      <p>
        <OrderSlot window={order.distributionWindow} />
      </p>
      <h3>{t('customerOrders.paymentHeading')}</h3>
      <p>
        {t(`customerOrders.paymentMethod.${method}`)}
        {order.payment.brandName ? ` (${order.payment.brandName})` : ''} ·{' '}
        {order.payment.captured ? t('customerOrders.paymentCaptured') : t('customerOrders.paymentAuthorized')}{' '}
        · {money(paidTotal)}
      </p>
      <GiftCardPart giftCardAmount={giftCardPaid} total={paidTotal} />
    </div>
  );
}
