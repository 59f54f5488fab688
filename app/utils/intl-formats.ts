const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

// Made once per locale and options, and only when first used: an Intl format is costly to make
// (every tile formats a price and an amount), and a browser's first one loads the locale's data,
// which a page that shows no such value should not pay while it hydrates (issue 20).
function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`number:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date:${locale}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
