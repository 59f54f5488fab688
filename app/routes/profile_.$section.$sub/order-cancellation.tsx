import { Form, Link } from '@remix-run/react';
import type { CustomerOrder } from '../../../backend/src/schemas/orders.js';
import {
  CancellationQuestion,
  CancelUntilHint,
  OrderCancellationSection,
} from '~/components/orders/order-cancellation';
import { useTranslation } from '~/utils/use-translation';

// Decision 0084: "Bestellung stornieren" on the order's page. Two steps, both plain HTML: a link
// to the question (`?confirmCancel=1`), which says what comes back, and the POST that cancels.

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
  return (
    <OrderCancellationSection order={order} refusal={refusal} idPrefix="order-cancel" headingLevel={3}>
      {(until, refusalId) =>
        confirming ? (
          <Form method="post" className="order-detail__cancel-confirm">
            <CancellationQuestion order={order} />
            <input type="hidden" name="intent" value="order-cancel" />
            <button type="submit" className="button button--primary" aria-describedby={refusalId}>
              {t('customerOrders.cancel.confirm', { number: order.orderNumber })}
            </button>{' '}
            <Link to="." preventScrollReset>
              {t('customerOrders.cancel.keep')}
            </Link>
          </Form>
        ) : (
          <>
            <CancelUntilHint id="order-cancel-hint" until={until} />
            <Link
              to={`?${new URLSearchParams({ confirmCancel: '1' })}`}
              className="button button--secondary"
              aria-describedby="order-cancel-hint"
              preventScrollReset
            >
              {t('customerOrders.cancel.start')}
            </Link>
          </>
        )
      }
    </OrderCancellationSection>
  );
}
