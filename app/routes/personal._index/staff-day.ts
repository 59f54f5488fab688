import { z } from 'zod';
import { SHOP_TIME_ZONE } from '~/utils/shop-dates';

// Issue 36: the staff area's day, a calendar date of the shop's time zone (YYYY-MM-DD).

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function shopToday(now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** `?date=` of the date chooser; anything that is no real date shows today. */
export function staffDayQuerySchema(today: string) {
  return z.object({
    date: z
      .string()
      .regex(isoDay)
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      })
      .catch(today),
  });
}

export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
