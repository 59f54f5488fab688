import type { ReactNode } from 'react';
import type { OrderTracking } from '../../../backend/src/schemas/orders.js';
import { Heading } from '~/blocks/heading-level';
import { useFormatMoney } from '~/utils/money';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';

// Decision 0084: "Bestellung stornieren" until the slot's cut-off, said alike on the profile's
// order page and, for a guest, in the tracking block (decision 0090); each view brings its own
// plain-HTML way to the question and to the POST that cancels.

/** What both views know of an order to cancel it (the profile's order has more). */
export type CancellableOrder = Pick<
  OrderTracking,
  'orderNumber' | 'total' | 'state' | 'cancellableUntil' | 'cancellation' | 'payment'
>;

type Translate = ReturnType<typeof useTranslation>['t'];
type Money = ReturnType<typeof useFormatMoney>;

/** What cancelling gives back, said before the shopper confirms. */
function whatComesBack(order: CancellableOrder, t: Translate, money: Money): string[] {
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

/** The question of the confirm step, with what comes back. */
export function CancellationQuestion({ order }: { order: CancellableOrder }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <>
      <p>
        <strong>{t('customerOrders.cancel.question', { number: order.orderNumber })}</strong>
      </p>
      <ul>
        {whatComesBack(order, t, money).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/** "Bis … kannst du diese Bestellung stornieren." */
export function CancelUntilHint({ id, until }: { id: string; until: string }) {
  const { t } = useTranslation();
  const format = useSlotFormat();
  return (
    <p id={id}>{t('customerOrders.cancel.until', { time: `${format.day(until)}, ${format.time(until)}` })}</p>
  );
}

/** A cancelled order: when, and how its money came back. */
function CancelledNote({ cancellation }: { cancellation: NonNullable<CancellableOrder['cancellation']> }) {
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

/**
 * The cancellation section: a cancelled order's note, or the heading, a refusal beside the form
 * (after the cut-off, already cancelled) and, while the cut-off is ahead, the view's own controls.
 */
export function OrderCancellationSection({
  order,
  refusal,
  idPrefix,
  headingLevel,
  children,
}: {
  order: CancellableOrder;
  /** Why the API refused a cancellation just now. */
  refusal: string | undefined;
  idPrefix: string;
  headingLevel: number;
  /** The controls while the order can be cancelled, given the cut-off and the refusal's id. */
  children: (until: string, refusalId: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  if (order.cancellation) return <CancelledNote cancellation={order.cancellation} />;
  // Delivered or collected: there is nothing left to cancel, nor to say about it.
  if (order.state === 'handed_over') return null;
  const until = order.cancellableUntil;
  const refusalId = `${idPrefix}-refusal`;
  return (
    <section className="order-detail__cancel" aria-labelledby={`${idPrefix}-heading`}>
      <Heading level={headingLevel} id={`${idPrefix}-heading`}>
        {t('customerOrders.cancel.heading')}
      </Heading>
      {refusal ? (
        <p id={refusalId} className="form-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {until ? (
        children(until, refusal ? refusalId : undefined)
      ) : refusal ? null : (
        <p>{t('customerOrders.cancel.closedNow')}</p>
      )}
    </section>
  );
}
