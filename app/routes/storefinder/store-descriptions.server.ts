import type { TFunction } from 'i18next';
import type { FinderStore, OpeningHours } from '../../../backend/src/schemas/distribution.js';

// Made on the server with the API's opening state, so there is no clock to mismatch on hydration.

const isoWeekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type StoreDescription = ReturnType<typeof describeStore>;

function formatDistance(metres: number, locale: string): string {
  if (metres < 1000)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter' }).format(
      Math.round(metres / 10) * 10,
    );
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
    metres / 1000,
  );
}

function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return isoWeekdays.map((_, index) => format.format(Date.UTC(2024, 0, 1 + index)));
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

function statusText(store: FinderStore, t: TFunction, locale: string): string {
  const { open, closesAt, nextOpening, holiday } = store.openingStatus;
  if (open) return t('storeFinder.status.open', { time: closesAt });
  const closed = holiday ? t('storeFinder.status.holiday', { holiday }) : t('storeFinder.status.closed');
  if (!nextOpening) return closed;
  const day =
    nextOpening.inDays === 0
      ? t('storeFinder.status.today')
      : nextOpening.inDays === 1
        ? t('storeFinder.status.tomorrow')
        : new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
            noon(nextOpening.date),
          );
  const opens = t('storeFinder.status.closedOpens', { day, time: nextOpening.time });
  return holiday ? `${closed}. ${opens}` : opens;
}

function weekOf(openingHours: OpeningHours, t: TFunction, locale: string) {
  const names = weekdayNames(locale);
  return isoWeekdays.map((weekday, index) => {
    const windows = openingHours.filter((window) => window.weekday === weekday);
    return {
      day: names[index]!,
      hours:
        windows.length === 0
          ? t('storeFinder.closedAllDay')
          : windows
              .map((window) => t('storeFinder.hoursRange', { opens: window.opens, closes: window.closes }))
              .join(', '),
    };
  });
}

export function describeStore(store: FinderStore, t: TFunction, locale: string) {
  const holidayDate = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const distance = store.distanceMetres === null ? null : formatDistance(store.distanceMetres, locale);
  return {
    storeId: store.storeId,
    name: store.name,
    street: `${store.streetName} ${store.streetNumber}`,
    town: `${store.postalCode} ${store.city}`,
    distance: distance && t('storeFinder.distance', { distance }),
    open: store.openingStatus.open,
    status: statusText(store, t, locale),
    week: weekOf(store.openingHours, t, locale),
    localTime: t('storeFinder.localTime', { timeZone: store.timeZone }),
    holidayNotices: store.upcomingHolidays.map((holiday) =>
      t('storeFinder.holidayNotice', { date: holidayDate.format(noon(holiday.date)), holiday: holiday.name }),
    ),
    services: store.services,
    canCollect: store.services.includes('clickAndCollect'),
    markerLabel: distance ? t('storeFinder.map.marker', { name: store.name, distance }) : store.name,
  };
}
