import { Form, useActionData, useFormAction } from '@remix-run/react';
import { useEffect, useRef, type RefObject } from 'react';
import type { BlockFields } from '../../backend/src/schemas/content.js';
import { fieldLimits } from '../../backend/src/schemas/field-limits.js';
import type { OrderTracking } from '../../backend/src/schemas/orders.js';
import { Field, FormErrors } from '~/components/forms';
import { FinalBill } from '~/components/orders/final-bill';
import {
  CancellationQuestion,
  CancelUntilHint,
  OrderCancellationSection,
} from '~/components/orders/order-cancellation';
import { OrderStateText } from '~/components/orders/order-state';
import { useFormatMoney } from '~/utils/money';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import { CANCEL_TRACKED_ORDER_INTENT, TRACK_ORDER_INTENT, type TrackingAnswer } from './block-forms';
import { Heading, useHeadingLevel } from './heading-level';

/** What the page's action answered this block (decision 0024); another block's answer is not ours. */
function useTrackingAnswer(blockId: string): TrackingAnswer | undefined {
  const answer = useActionData<TrackingAnswer>() as Partial<TrackingAnswer> | undefined;
  const ours = answer?.intent === TRACK_ORDER_INTENT || answer?.intent === CANCEL_TRACKED_ORDER_INTENT;
  return ours && answer?.blockId === blockId ? (answer as TrackingAnswer) : undefined;
}

function sentValue(answer: TrackingAnswer | undefined, name: string): string | undefined {
  const value = answer?.result.initialValue?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * §1 tracking: posted to the block's own page, with or without JavaScript. `orderNumber` fills the
 * number in (the guest order page, decision 0090); the e-mail is always typed.
 */
export function TrackingBlock({
  id,
  fields,
  orderNumber,
}: {
  id: string;
  fields: BlockFields<'tracking'>;
  orderNumber?: string;
}) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  // Back at this block after the post: the browser scrolls to the fragment without JavaScript.
  const action = `${useFormAction()}#${id}`;
  const answer = useTrackingAnswer(id);
  const errors = answer?.result.error ?? {};
  const formErrors = errors[''];
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const answered = useRef(answer);

  // Focus moves to a new answer only, not to the one the page was loaded with.
  useEffect(() => {
    if (!answer || answer === answered.current) return;
    answered.current = answer;
    if (answer.order) resultRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);

  return (
    <section className="block-tracking" id={id} aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {fields.title ?? t('blocks.tracking.title')}
      </Heading>
      {fields.text ? <p>{fields.text}</p> : null}
      <Form
        ref={formRef}
        method="post"
        action={action}
        preventScrollReset
        noValidate
        className="block-form"
        aria-describedby={formErrors?.length ? `${id}-form-error` : undefined}
      >
        <input type="hidden" name="intent" value={TRACK_ORDER_INTENT} />
        <input type="hidden" name="blockId" value={id} />
        <Field
          id={`${id}-order`}
          label={t('blocks.tracking.orderNumber')}
          errors={errors.orderNumber}
          inputProps={{
            name: 'orderNumber',
            defaultValue: sentValue(answer, 'orderNumber') ?? orderNumber,
            required: true,
            maxLength: fieldLimits.orderNumber,
            inputMode: 'numeric',
            autoComplete: 'off',
          }}
        />
        <Field
          id={`${id}-email`}
          label={t('blocks.tracking.email')}
          errors={errors.email}
          inputProps={{
            name: 'email',
            type: 'email',
            defaultValue: sentValue(answer, 'email'),
            required: true,
            maxLength: fieldLimits.email,
            autoComplete: 'email',
          }}
        />
        <FormErrors id={`${id}-form-error`} errors={formErrors} />
        <p>
          <button type="submit" className="button button--primary">
            {t('blocks.tracking.submit')}
          </button>
        </p>
      </Form>
      {answer?.cancellation && 'done' in answer.cancellation ? (
        <p className="block-tracking__cancelled" role="status">
          {t('customerOrders.cancel.done', { number: sentValue(answer, 'orderNumber') })}
        </p>
      ) : null}
      {answer?.order ? (
        <TrackedOrder
          id={id}
          order={answer.order}
          level={level + 1}
          resultRef={resultRef}
          cancelling={{
            email: sentValue(answer, 'email') ?? '',
            action,
            refusal:
              answer.cancellation && 'refusal' in answer.cancellation
                ? answer.cancellation.refusal
                : undefined,
          }}
        />
      ) : null}
    </section>
  );
}

type Cancelling = {
  /** The e-mail the order was found with: the guest's right to cancel it (decision 0090). */
  email: string;
  action: string;
  /** Why the API refused the cancellation just posted. */
  refusal: string | undefined;
};

/** Decision 0090: "Bestellung stornieren" for a guest, said as on the profile's order page. */
function TrackedOrderCancellation({
  id,
  order,
  level,
  email,
  action,
  refusal,
}: Cancelling & { id: string; order: OrderTracking; level: number }) {
  const { t } = useTranslation();
  // Only a cancellable, cancelled or just refused order speaks of cancelling: the status says the rest.
  if (!order.cancellableUntil && !order.cancellation && !refusal) return null;
  return (
    <OrderCancellationSection order={order} refusal={refusal} idPrefix={`${id}-cancel`} headingLevel={level}>
      {(until, refusalId) => (
        <>
          <CancelUntilHint id={`${id}-cancel-hint`} until={until} />
          {/* The confirm step opens in place: the order is known only after a post (number and e-mail). */}
          <details className="block-tracking__cancel">
            <summary className="button button--secondary" aria-describedby={`${id}-cancel-hint`}>
              {t('customerOrders.cancel.start')}
            </summary>
            <Form method="post" action={action} preventScrollReset>
              <CancellationQuestion order={order} />
              <input type="hidden" name="intent" value={CANCEL_TRACKED_ORDER_INTENT} />
              <input type="hidden" name="blockId" value={id} />
              <input type="hidden" name="orderNumber" value={order.orderNumber} />
              <input type="hidden" name="email" value={email} />
              <button type="submit" className="button button--primary" aria-describedby={refusalId}>
                {t('customerOrders.cancel.confirm', { number: order.orderNumber })}
              </button>
            </Form>
          </details>
        </>
      )}
    </OrderCancellationSection>
  );
}

function TrackedOrder({
  id,
  order,
  level,
  resultRef,
  cancelling,
}: {
  id: string;
  order: OrderTracking;
  level: number;
  resultRef: RefObject<HTMLElement>;
  cancelling: Cancelling;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const slot = useSlotFormat();
  const { destination, distributionWindow: window } = order;
  const delivery = destination.serviceType === 'DELIVERY';
  const place =
    destination.serviceType === 'DELIVERY'
      ? [destination.postalCode, destination.city].filter(Boolean).join(' ')
      : (destination.storeName ?? destination.storeId);
  return (
    <section
      ref={resultRef}
      tabIndex={-1}
      className="block-tracking__result"
      aria-labelledby={`${id}-result-title`}
    >
      <Heading level={level} id={`${id}-result-title`}>
        {t('blocks.tracking.result.title', { orderNumber: order.orderNumber })}
      </Heading>
      <dl className="block-tracking__facts">
        <dt>{t('blocks.tracking.result.status')}</dt>
        <dd>
          <OrderStateText
            state={order.state}
            serviceType={destination.serviceType}
            statusKey={`blocks.tracking.status.${order.status}`}
          />
        </dd>
        <dt>{t('blocks.tracking.result.orderedAt')}</dt>
        <dd>
          {t('blocks.tracking.result.dateTime', {
            day: slot.day(order.orderedAt),
            time: slot.time(order.orderedAt),
          })}
        </dd>
        <dt>{t('blocks.tracking.result.service')}</dt>
        <dd>{delivery ? t('blocks.tracking.result.delivery') : t('blocks.tracking.result.pickup')}</dd>
        <dt>
          {delivery ? t('blocks.tracking.result.deliveryWindow') : t('blocks.tracking.result.pickupWindow')}
        </dt>
        <dd>
          {window
            ? t('blocks.tracking.result.window', {
                day: slot.day(window.start),
                start: slot.time(window.start),
                end: slot.time(window.end),
              })
            : t('blocks.tracking.result.noWindow')}
        </dd>
        <dt>{delivery ? t('blocks.tracking.result.deliveryArea') : t('blocks.tracking.result.store')}</dt>
        <dd>{place}</dd>
        <dt>{t('blocks.tracking.result.items')}</dt>
        <dd>{t('blocks.tracking.result.itemCount', { count: order.lineItemCount })}</dd>
        <dt>{t('blocks.tracking.result.total')}</dt>
        <dd>{formatMoney(order.total)}</dd>
      </dl>
      {order.finalBill ? (
        <FinalBill bill={order.finalBill} level={level + 1} headingId={`${id}-final-bill`} />
      ) : null}
      <TrackedOrderCancellation id={id} order={order} level={level + 1} {...cancelling} />
    </section>
  );
}
