import { useMoneyFormat } from './money';

// The seeded shop delivers in Vienna: slot times read in its zone, on the server and in the browser alike.
export const SHOP_TIME_ZONE = 'Europe/Vienna';

export function useSlotFormat() {
  const { locale } = useMoneyFormat();
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: SHOP_TIME_ZONE,
  });
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}
