import { useMoneyFormat } from './money';

// The seeded shop delivers in Vienna: slot times read in its zone, on the server and in the browser alike.
export const SHOP_TIME_ZONE = 'Europe/Vienna';

const formats = new Map<string, Intl.DateTimeFormat>();

// Made on first use and kept: a browser's first Intl.DateTimeFormat loads the locale's calendar
// data, which a page that shows no slot time should not pay while it hydrates (issue 20).
function dateFormat(locale: string, kind: 'day' | 'time'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'day'
        ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: SHOP_TIME_ZONE }
        : { hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE },
    );
    formats.set(key, format);
  }
  return format;
}

export function useSlotFormat() {
  const { locale } = useMoneyFormat();
  return {
    day: (iso: string) => dateFormat(locale, 'day').format(new Date(iso)),
    time: (iso: string) => dateFormat(locale, 'time').format(new Date(iso)),
  };
}
