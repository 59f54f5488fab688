import { describe, expect, it } from 'vitest';
import { shiftDay, shopToday, staffDayQuerySchema } from './staff-day';

describe('the staff area’s day', () => {
  it('is the shop’s calendar day in Vienna, not the server’s', () => {
    expect(shopToday(new Date('2026-12-06T23:30:00Z'))).toBe('2026-12-07');
    expect(shopToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('takes a real date from the chooser and shows today for anything else', () => {
    const schema = staffDayQuerySchema('2026-12-06');
    expect(schema.parse({ date: '2026-12-24' }).date).toBe('2026-12-24');
    expect(schema.parse({ date: '2026-02-30' }).date).toBe('2026-12-06');
    expect(schema.parse({ date: '24.12.2026' }).date).toBe('2026-12-06');
    expect(schema.parse({}).date).toBe('2026-12-06');
  });

  it('steps to the day before and after across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
