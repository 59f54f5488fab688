import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData, type MetaFunction } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { unindexedMeta } from '~/utils/page-meta';
import { useSlotFormat } from '~/utils/shop-dates';
import { useTranslation } from '~/utils/use-translation';
import { staffOrderPath } from '~/routes/personal/staff-paths';
import { requireStaff, staffRefusal } from '~/routes/personal/staff-session.server';
import { shiftDay, shopToday, staffDayQuerySchema } from './staff-day';

// Issue 36: the orders of one day, per slot, for the stores and delivery areas the staff member
// works for (the API chooses them); a plain GET form chooses the day.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(context, request);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { date } = staffDayQuerySchema(shopToday()).parse(query);
  const day = await context.staff
    .listOrders(date)
    .catch((error: unknown) => staffRefusal(context, request, error));
  return data({ ...day, date, title: context.t('staff.day.title') });
}

function dayLink(date: string) {
  return `?${new URLSearchParams({ date })}`;
}

export default function StaffDayPage() {
  const { date, slots } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const format = useSlotFormat();
  const noon = `${date}T12:00:00Z`;
  return (
    <div className="staff-page">
      <h1>{t('staff.day.heading', { day: format.day(noon) })}</h1>
      <Form method="get" className="staff-day-chooser">
        <label htmlFor="staff-date">{t('staff.day.date')}</label>
        <input id="staff-date" type="date" name="date" defaultValue={date} required />
        <button type="submit" className="button">
          {t('staff.day.show')}
        </button>
      </Form>
      <nav aria-label={t('staff.day.otherDays')} className="staff-day-nav">
        <Link to={dayLink(shiftDay(date, -1))}>{t('staff.day.previous')}</Link>
        <Link to={dayLink(shiftDay(date, 1))}>{t('staff.day.next')}</Link>
      </nav>
      {slots.length === 0 ? <p>{t('staff.day.none')}</p> : null}
      {slots.map((slot) => (
        <section key={slot.slotId} className="staff-slot" aria-labelledby={`slot-${slot.slotId}`}>
          <h2 id={`slot-${slot.slotId}`}>
            {t('staff.day.slot', { start: format.time(slot.startsAt), end: format.time(slot.endsAt) })}
            {' · '}
            {t(`staff.serviceType.${slot.serviceType}`, { id: slot.appointableId })}
          </h2>
          {slot.orders.length === 0 ? (
            <p>{t('staff.day.noOrders')}</p>
          ) : (
            <ul className="staff-orders">
              {slot.orders.map((order) => (
                <li key={order.orderNumber}>
                  <Link to={staffOrderPath(order.orderNumber)}>
                    {t('staff.day.order', { number: order.orderNumber })}
                  </Link>
                  <span>
                    {' · '}
                    {t(`staff.state.${order.state}`)} · {t('staff.day.lines', { count: order.lineCount })}
                    {order.contactName ? ` · ${order.contactName}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => unindexedMeta(page?.title ?? '');

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
