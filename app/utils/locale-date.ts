// §3, §5: typed in the locale's date format, sent to the API as an ISO date.
type DatePart = 'day' | 'month' | 'year';
type LocaleDateFormat = { order: DatePart[]; separator: string };

const formats = new Map<string, LocaleDateFormat>();

function localeDateFormat(locale: string): LocaleDateFormat {
  let format = formats.get(locale);
  if (!format) {
    const parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2001, 10, 22)));
    const order = parts
      .map((part) => part.type)
      .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
    const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '.';
    formats.set(locale, (format = { order, separator }));
  }
  return format;
}

/** `1990-11-22` as the locale writes it; anything that is not an ISO date stays as it is. */
export function formatLocaleDate(isoDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const values: Record<DatePart, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  const { order, separator } = localeDateFormat(locale);
  return order.map((part) => values[part]).join(separator);
}

/** A date typed in the locale's order (any separator, one or two digit day and month) as ISO; else null. */
export function parseLocaleDate(text: string, locale: string): string | null {
  const numbers = text.trim().split(/[^\d]+/);
  const { order } = localeDateFormat(locale);
  if (numbers.length !== 3 || numbers.some((number) => number === '')) return null;
  const values = Object.fromEntries(order.map((part, index) => [part, numbers[index]!])) as Record<
    DatePart,
    string
  >;
  if (!/^\d{4}$/.test(values.year) || values.day.length > 2 || values.month.length > 2) return null;
  return `${values.year}-${values.month.padStart(2, '0')}-${values.day.padStart(2, '0')}`;
}

export function localeDateExample(locale: string): string {
  return formatLocaleDate('1990-11-22', locale);
}
