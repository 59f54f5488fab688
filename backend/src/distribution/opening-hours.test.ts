import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../schemas/distribution.js';
import { openingStatusAt, upcomingHolidays, type StoreCalendar } from './opening-hours.js';

const weekdayHours: OpeningHours = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map(
  (weekday) => ({ weekday, opens: '07:15', closes: '19:30' }),
);
const vienna: StoreCalendar = {
  timeZone: 'Europe/Vienna',
  openingHours: [...weekdayHours, { weekday: 'saturday', opens: '07:15', closes: '18:00' }],
  holidays: [{ date: '2026-12-08', name: 'Mariä Empfängnis' }],
};
// A station store: open every day until midnight, on Fridays and Saturdays until 2 at night.
const lateNight: StoreCalendar = {
  timeZone: 'Europe/Vienna',
  openingHours: [
    ...(['monday', 'tuesday', 'wednesday', 'thursday', 'sunday'] as const).map((weekday) => ({
      weekday,
      opens: '06:00',
      closes: '00:00',
    })),
    ...(['friday', 'saturday'] as const).map((weekday) => ({ weekday, opens: '06:00', closes: '02:00' })),
  ],
  holidays: [{ date: '2026-12-26', name: 'Stefanitag' }],
};

describe('opening hours', () => {
  it('is open on a weekday afternoon in Vienna and says when it closes', () => {
    // Wednesday 25 November 2026, 13:00 UTC is 14:00 in Vienna (CET).
    expect(openingStatusAt(vienna, new Date('2026-11-25T13:00:00Z'))).toEqual({
      open: true,
      closesAt: '19:30',
      nextOpening: null,
      holiday: null,
    });
  });

  it('reads the clock in the store’s zone, not in UTC', () => {
    // 18:45 UTC is 19:45 in Vienna: closed, though 18:45 would be within the hours.
    expect(openingStatusAt(vienna, new Date('2026-11-25T18:45:00Z'))).toMatchObject({
      open: false,
      nextOpening: { date: '2026-11-26', time: '07:15', inDays: 1 },
    });
    // The same instant in a store kept on New York time is 13:45 there: open.
    expect(
      openingStatusAt({ ...vienna, timeZone: 'America/New_York' }, new Date('2026-11-25T18:45:00Z')),
    ).toMatchObject({
      open: true,
      closesAt: '19:30',
    });
  });

  it('follows summer time: 05:30 UTC in July is 07:30 in Vienna', () => {
    expect(openingStatusAt(vienna, new Date('2026-07-01T05:30:00Z')).open).toBe(true);
    expect(openingStatusAt(vienna, new Date('2026-01-07T05:30:00Z')).open).toBe(false);
  });

  it('stays closed on a holiday and names it, opening the next working day', () => {
    // Tuesday 8 December 2026, noon in Vienna.
    expect(openingStatusAt(vienna, new Date('2026-12-08T11:00:00Z'))).toEqual({
      open: false,
      closesAt: null,
      nextOpening: { date: '2026-12-09', time: '07:15', inDays: 1 },
      holiday: 'Mariä Empfängnis',
    });
  });

  it('skips Sunday when looking for the next opening on Saturday evening', () => {
    expect(openingStatusAt(vienna, new Date('2026-11-28T18:00:00Z')).nextOpening).toEqual({
      date: '2026-11-30',
      time: '07:15',
      inDays: 2,
    });
  });

  it('counts a window closing at midnight until midnight, and opens again at six', () => {
    // Wednesday 23:59 in Vienna.
    expect(openingStatusAt(lateNight, new Date('2026-11-25T22:59:00Z'))).toMatchObject({
      open: true,
      closesAt: '00:00',
    });
    // Thursday 00:00 in Vienna: closed until 06:00.
    expect(openingStatusAt(lateNight, new Date('2026-11-25T23:00:00Z'))).toMatchObject({
      open: false,
      nextOpening: { date: '2026-11-26', time: '06:00', inDays: 0 },
    });
  });

  it('keeps Friday night’s window open after midnight, even into a holiday', () => {
    // Saturday 26 December 2026 is a holiday; Friday's window still runs to 02:00 that night.
    expect(openingStatusAt(lateNight, new Date('2026-12-26T00:30:00Z'))).toEqual({
      open: true,
      closesAt: '02:00',
      nextOpening: null,
      holiday: 'Stefanitag',
    });
    // At 03:00 it is closed, and the holiday keeps Saturday's own window shut: Sunday 06:00 is next.
    expect(openingStatusAt(lateNight, new Date('2026-12-26T02:00:00Z'))).toMatchObject({
      open: false,
      nextOpening: { date: '2026-12-27', time: '06:00', inDays: 1 },
      holiday: 'Stefanitag',
    });
  });

  it('answers no next opening for a store without hours', () => {
    expect(openingStatusAt({ ...vienna, openingHours: [] }, new Date('2026-11-25T13:00:00Z'))).toEqual({
      open: false,
      closesAt: null,
      nextOpening: null,
      holiday: null,
    });
  });

  it('lists the holidays of the coming fortnight by the store’s own date', () => {
    const calendar = {
      ...vienna,
      holidays: [
        { date: '2026-12-25', name: 'Christtag' },
        { date: '2026-12-08', name: 'Mariä Empfängnis' },
        { date: '2026-11-30', name: 'Gestern' },
      ],
    };
    // 1 December 00:30 in Vienna is still 30 November in UTC: Vienna's date decides.
    expect(upcomingHolidays(calendar, new Date('2026-11-30T23:30:00Z'))).toEqual([
      { date: '2026-12-08', name: 'Mariä Empfängnis' },
    ]);
  });
});
