import type { OpeningHours, StoreHoliday, StoreService } from '../../schemas/distribution.js';

// The demo stores' hours, services and holidays: Austrian shop hours, the country's public
// holidays (shops close on them), and one station store that opens daily until late.

const workdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
export const storeHours: readonly OpeningHours[] = [
  [
    ...workdays.map((weekday) => ({ weekday, opens: '07:15', closes: '19:30' })),
    { weekday: 'saturday', opens: '07:15', closes: '18:00' },
  ],
  [
    ...workdays.map((weekday) => ({ weekday, opens: '08:00', closes: '20:00' })),
    { weekday: 'saturday', opens: '08:00', closes: '18:00' },
  ],
];

/** The store at Praterstern station: every day from six, until midnight, on Fridays and Saturdays until two. */
export const stationStoreId = '10202';
export const stationStoreHours: OpeningHours = [
  ...(['sunday', ...workdays.slice(0, 4)] as const).map((weekday) => ({
    weekday,
    opens: '06:00',
    closes: '00:00',
  })),
  ...(['friday', 'saturday'] as const).map((weekday) => ({ weekday, opens: '06:00', closes: '02:00' })),
];

const extraServices: readonly StoreService[][] = [
  ['parking', 'bakery', 'bottleReturn'],
  ['deliCounter', 'bottleReturn'],
  ['parking', 'evCharging', 'bakery', 'deliCounter'],
  ['bakery'],
];
export function storeServices(storeIndex: number): StoreService[] {
  return ['clickAndCollect', ...extraServices[storeIndex % extraServices.length]!];
}

function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return { month, day: ((h + l - 7 * m + 114) % 31) + 1 };
}

/** Austria's public holidays on which shops stay closed (8 December aside, when they may open). */
export function austrianHolidays(year: number): StoreHoliday[] {
  const easter = easterSunday(year);
  const afterEaster = (days: number) => isoDate(year, easter.month, easter.day + days);
  return [
    { date: isoDate(year, 1, 1), name: 'Neujahr' },
    { date: isoDate(year, 1, 6), name: 'Heilige Drei Könige' },
    { date: afterEaster(1), name: 'Ostermontag' },
    { date: isoDate(year, 5, 1), name: 'Staatsfeiertag' },
    { date: afterEaster(39), name: 'Christi Himmelfahrt' },
    { date: afterEaster(50), name: 'Pfingstmontag' },
    { date: afterEaster(60), name: 'Fronleichnam' },
    { date: isoDate(year, 8, 15), name: 'Mariä Himmelfahrt' },
    { date: isoDate(year, 10, 26), name: 'Nationalfeiertag' },
    { date: isoDate(year, 11, 1), name: 'Allerheiligen' },
    { date: isoDate(year, 12, 25), name: 'Christtag' },
    { date: isoDate(year, 12, 26), name: 'Stefanitag' },
  ];
}

/** The holidays of the years the demo runs in; fixed years keep the seed the same on every run. */
export const seededHolidays: StoreHoliday[] = [2025, 2026, 2027, 2028, 2029, 2030].flatMap(austrianHolidays);
