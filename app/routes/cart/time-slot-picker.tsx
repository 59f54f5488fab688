import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from '~/utils/use-translation';
import type { TimeSlot } from '../../../backend/src/schemas/distribution.js';
import { timeSlotFormSchema } from './cart-form-schemas';
import { ErrorList } from '~/components/forms';
import { useServerCheckedForm } from '~/components/use-server-checked-form';
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

/** Issue 6: days and windows with their fee, full ones disabled, chosen by radio buttons. */
export function TimeSlotPicker({ slots, booked, reservedUntil, earliest, lastResult }: TimeSlotPickerProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const format = useSlotFormat();
  const schema = useMemo(() => timeSlotFormSchema(t), [t]);
  const [form, fields] = useServerCheckedForm(schema, lastResult, { id: 'time-slot' });
  const window = (slot: TimeSlot) => ({
    day: format.day(slot.start),
    start: format.time(slot.start),
    end: format.time(slot.end),
  });
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
        {slotsByDay(slots, format.day).map(({ day, slots: daySlots }) => (
          <fieldset key={day} className="cart-slot__day">
            <legend>{day}</legend>
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
                    {t('shoppingCart.timeSlot.window', { start, end })} ·{' '}
                    {t('shoppingCart.timeSlot.fee', { amount: money(slot.fee) })}
                    {slot.full ? ` · ${t('shoppingCart.timeSlot.full')}` : null}
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}
        <ErrorList id={fields.slotId.errorId} errors={fields.slotId.errors} />
        <ErrorList id={form.errorId} errors={form.errors} />
        {slots.length > 0 ? (
          <button type="submit" name="intent" value="book-slot" className="button button--primary">
            {t('shoppingCart.timeSlot.book')}
          </button>
        ) : null}
      </Form>
    </>
  );
}
