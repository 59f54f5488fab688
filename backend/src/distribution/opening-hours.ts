import type { OpeningHours, OpeningStatus, StoreHoliday } from '../schemas/distribution.js';

type Weekday = OpeningHours[number]['weekday'];
const weekdays: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const minutesPerDay = 24 * 60;
export const lookAheadDays = 14;

export type StoreCalendar = { openingHours: OpeningHours; holidays: StoreHoliday[]; timeZone: string };

export function localClock(instant: Date, timeZone: string): { date: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const weekdayOf = (date: string): Weekday => weekdays[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's windows in minutes from that day's midnight; one closing at or before its opening runs past midnight. */
function windowsOf({ openingHours, holidays }: StoreCalendar, date: string) {
  if (holidays.some((holiday) => holiday.date === date)) return [];
  return openingHours
    .filter((window) => window.weekday === weekdayOf(date))
    .map((window) => {
      const opens = minuteOf(window.opens);
      const closes = minuteOf(window.closes);
      return { opens, closes: closes <= opens ? closes + minutesPerDay : closes, closesAt: window.closes };
    });
}

export function openingStatusAt(calendar: StoreCalendar, instant: Date): OpeningStatus {
  const { date, minute } = localClock(instant, calendar.timeZone);
  const holiday = calendar.holidays.find((candidate) => candidate.date === date)?.name ?? null;
  // A window of yesterday that runs past midnight still counts this morning, even on a holiday.
  const current =
    windowsOf(calendar, date).find((window) => window.opens <= minute && minute < window.closes) ??
    windowsOf(calendar, addDays(date, -1)).find((window) => minute + minutesPerDay < window.closes);
  if (current) return { open: true, closesAt: current.closesAt, nextOpening: null, holiday };
  for (let ahead = 0; ahead < lookAheadDays; ahead++) {
    const day = addDays(date, ahead);
    const next = windowsOf(calendar, day)
      .filter((window) => ahead > 0 || window.opens > minute)
      .sort((a, b) => a.opens - b.opens)[0];
    if (next) {
      const time = `${String(Math.floor(next.opens / 60)).padStart(2, '0')}:${String(next.opens % 60).padStart(2, '0')}`;
      return { open: false, closesAt: null, nextOpening: { date: day, time, inDays: ahead }, holiday };
    }
  }
  return { open: false, closesAt: null, nextOpening: null, holiday };
}

export function upcomingHolidays(calendar: StoreCalendar, instant: Date): StoreHoliday[] {
  const today = localClock(instant, calendar.timeZone).date;
  const last = addDays(today, lookAheadDays - 1);
  return calendar.holidays
    .filter((holiday) => holiday.date >= today && holiday.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date));
}
