import { Form, Link } from '@remix-run/react';
import type { CustomerOrder } from '../../../backend/src/schemas/orders.js';
import { useFormatMoney } from '~/utils/money';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';

// Decision 0084: "Bestellung stornieren" on the order's page. Two steps, both plain HTML: a link
// to the question (`?confirmCancel=1`), which says what comes back, and the POST that cancels.

type Translate = ReturnType<typeof useTranslation>['t'];
type Money = ReturnType<typeof useFormatMoney>;

/** What cancelling gives back, said before the shopper confirms. */
function whatComesBack(order: CustomerOrder, t: Translate, money: Money): string[] {
  const giftCard = order.payment.giftCardAmount ?? 0;
  // Paid through the provider: it authorised something (with the gift card's part counted in).
  const providerAmount = order.payment.authorizedAmount === null ? 0 : order.total - giftCard;
  const lines = [
    providerAmount > 0
      ? t(order.payment.captured ? 'customerOrders.cancel.refund' : 'customerOrders.cancel.release', {
          amount: money(providerAmount),
        })
      : null,
    giftCard > 0 ? t('customerOrders.cancel.giftCard', { amount: money(giftCard) }) : null,
  ].filter((line): line is string => line !== null);
  return [
    ...(lines.length ? lines : [t('customerOrders.cancel.nothingOwed')]),
    t('customerOrders.cancel.slotFreed'),
  ];
}

/** A cancelled order: when, and how its money came back. */
function CancelledNote({ cancellation }: { cancellation: NonNullable<CustomerOrder['cancellation']> }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const format = useSlotFormat();
  const provider = cancellation.providerAmount ?? 0;
  const key =
    cancellation.outcome === 'REFUNDED'
      ? 'customerOrders.cancel.refunded'
      : cancellation.outcome === 'CANCELLED'
        ? 'customerOrders.cancel.released'
        : cancellation.outcome === null
          ? 'customerOrders.cancel.pending'
          : null;
  return (
    <div className="order-detail__cancellation" role="status">
      <p>{t('customerOrders.cancel.cancelledOn', { date: format.day(cancellation.cancelledAt) })}</p>
      {key && provider > 0 ? <p>{t(key, { amount: money(provider) })}</p> : null}
      {cancellation.giftCardAmount > 0 ? (
        <p>{t('customerOrders.cancel.giftCardBack', { amount: money(cancellation.giftCardAmount) })}</p>
      ) : null}
    </div>
  );
}

export function OrderCancellation({
  order,
  confirming,
  refusal,
}: {
  order: CustomerOrder;
  confirming: boolean;
  /** Why the API refused a cancellation just now (after the cut-off, already cancelled). */
  refusal: string | undefined;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const format = useSlotFormat();
  if (order.cancellation) return <CancelledNote cancellation={order.cancellation} />;
  // Delivered or collected: there is nothing left to cancel, nor to say about it.
  if (order.state === 'handed_over') return null;
  const until = order.cancellableUntil;
  const refusalId = 'order-cancel-refusal';
  return (
    <section className="order-detail__cancel" aria-labelledby="order-cancel-heading">
      <h3 id="order-cancel-heading">{t('customerOrders.cancel.heading')}</h3>
      {refusal ? (
        <p id={refusalId} className="form-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {!until ? (
        refusal ? null : (
          <p>{t('customerOrders.cancel.closedNow')}</p>
        )
      ) : confirming ? (
        <Form method="post" className="order-detail__cancel-confirm">
          <p>
            <strong>{t('customerOrders.cancel.question', { number: order.orderNumber })}</strong>
          </p>
          <ul>
            {whatComesBack(order, t, money).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <input type="hidden" name="intent" value="order-cancel" />
          <button
            type="submit"
            className="button button--primary"
            aria-describedby={refusal ? refusalId : undefined}
          >
            {t('customerOrders.cancel.confirm', { number: order.orderNumber })}
          </button>{' '}
          <Link to="." preventScrollReset>
            {t('customerOrders.cancel.keep')}
          </Link>
        </Form>
      ) : (
        <>
          <p id="order-cancel-hint">
            {t('customerOrders.cancel.until', { time: `${format.day(until)}, ${format.time(until)}` })}
          </p>
          <Link
            to={`?${new URLSearchParams({ confirmCancel: '1' })}`}
            className="button button--secondary"
            aria-describedby="order-cancel-hint"
            preventScrollReset
          >
            {t('customerOrders.cancel.start')}
          </Link>
        </>
      )}
    </section>
  );
}
