import { dateTimeFormat } from './intl-formats';
import { useMoneyFormat } from './money';

// The seeded shop delivers in Vienna: slot times read in its zone, on the server and in the browser alike.
export const SHOP_TIME_ZONE = 'Europe/Vienna';

const dayOptions: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: SHOP_TIME_ZONE,
};
const timeOptions: Intl.DateTimeFormatOptions = {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
};

export function useSlotFormat() {
  const { locale } = useMoneyFormat();
  return {
    day: (iso: string) => dateTimeFormat(locale, dayOptions).format(new Date(iso)),
    time: (iso: string) => dateTimeFormat(locale, timeOptions).format(new Date(iso)),
  };
}
