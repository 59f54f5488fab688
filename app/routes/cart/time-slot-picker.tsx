import type { SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { TimeSlot } from '../../../backend/src/schemas/distribution.js';
import { timeSlotConstraint } from './cart-forms';
import { ErrorList } from '~/components/forms';
import { getFormProps, useConstrainedForm } from '~/components/constrained-form';
import { useFormatMoney } from '~/utils/money';
import { useSlotFormat } from '~/utils/shop-dates';

export function slotsByDay(slots: TimeSlot[], dayOf: (iso: string) => string) {
  const days = new Map<string, TimeSlot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const day = dayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

type TimeSlotPickerProps = {
  slots: TimeSlot[];
  booked: TimeSlot | null;
  reservedUntil: string | null;
  earliest: TimeSlot | null;
  lastResult?: SubmissionResult<string[]>;
};

/** The refusal of a booking, first in the form: JavaScript off, the answered page starts on it. */
function SlotMessage({ id, errors }: { id: string; errors: string[] }) {
  const message = useRef<HTMLDivElement>(null);
  const text = errors.join(' ');
  // With JavaScript the form stays put; the focus goes to each new refusal.
  useEffect(() => {
    if (text) message.current?.focus();
  }, [text]);
  if (!text) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- issue 38.8: the shopper lands on why the booking failed
    <div ref={message} id={id} className="cart-slot__message" role="alert" tabIndex={-1} autoFocus>
      <ErrorList errors={errors} />
    </div>
  );
}

/**
 * Issue 6: days and windows with their fee, full ones disabled, chosen by radio buttons.
 * Issue 38.8: each day a disclosure with a compact grid of its windows, one day open; a refusal
 * above them all.
 */
export function TimeSlotPicker({ slots, booked, reservedUntil, earliest, lastResult }: TimeSlotPickerProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const format = useSlotFormat();
  const [form, fields] = useConstrainedForm(timeSlotConstraint, lastResult, { id: 'time-slot' });
  const window = (slot: TimeSlot) => ({
    day: format.day(slot.start),
    start: format.time(slot.start),
    end: format.time(slot.end),
  });
  const slotErrors = fields.slotId.errors ?? [];
  const errors = [...slotErrors, ...(form.errors ?? [])];
  const messageId = `${form.id}-message`;
  const days = slotsByDay(slots, format.day);
  // Open: the day of the slot just refused, else of the booked one, else the first with room.
  const shown = slots.find((slot) => slot.id === (fields.slotId.initialValue ?? booked?.id));
  const openDay = shown
    ? format.day(shown.start)
    : days.find(({ slots: daySlots }) => daySlots.some((slot) => !slot.full))?.day;
  return (
    <>
      {booked ? (
        <p className="cart-slot__booked" data-cart-slot={booked.id}>
          {t('shoppingCart.timeSlot.chosen', window(booked))}{' '}
          {reservedUntil
            ? t('shoppingCart.timeSlot.reservedUntil', { time: format.time(reservedUntil) })
            : null}
        </p>
      ) : null}
      {earliest && !booked ? (
        <p className="cart-slot__earliest">{t('shoppingCart.timeSlot.earliest', window(earliest))}</p>
      ) : null}
      {slots.length === 0 ? <p>{t('shoppingCart.timeSlot.none')}</p> : null}
      <Form method="post" className="cart-slot__form" {...getFormProps(form)}>
        <SlotMessage id={messageId} errors={errors} />
        {days.map(({ day, slots: daySlots }) => {
          const free = daySlots.filter((slot) => !slot.full).length;
          return (
            <details key={day} className="cart-slot__day" open={day === openDay}>
              <summary>
                <span className="cart-slot__day-name">{day}</span>{' '}
                <span className="cart-slot__day-free">
                  {free
                    ? t('shoppingCart.timeSlot.freeCount', { count: free })
                    : t('shoppingCart.timeSlot.full')}
                </span>
              </summary>
              <fieldset aria-describedby={slotErrors.length ? messageId : undefined}>
                <legend className="visually-hidden">{day}</legend>
                <div className="cart-slot__windows">
                  {daySlots.map((slot) => {
                    const { start, end } = window(slot);
                    const id = `slot-${slot.id}`;
                    return (
                      <div key={slot.id} className="cart-slot__window">
                        <input
                          type="radio"
                          id={id}
                          name={fields.slotId.name}
                          value={slot.id}
                          disabled={slot.full}
                          defaultChecked={slot.id === booked?.id}
                        />
                        <label htmlFor={id}>
                          <span className="cart-slot__time">
                            {t('shoppingCart.timeSlot.window', { start, end })}
                          </span>{' '}
                          <span className="cart-slot__fee">
                            {slot.full
                              ? t('shoppingCart.timeSlot.full')
                              : t('shoppingCart.timeSlot.fee', { amount: money(slot.fee) })}
                          </span>
                        </label>
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            </details>
          );
        })}
        {slots.length > 0 ? (
          <button type="submit" name="intent" value="book-slot" className="button button--primary">
            {t('shoppingCart.timeSlot.book')}
          </button>
        ) : null}
      </Form>
    </>
  );
}
