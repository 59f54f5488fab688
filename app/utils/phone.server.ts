import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { countryOfLocale, type PhoneNormalizer } from './phone';

// libphonenumber-js and its metadata (about 30 KB gzipped) stay on the server: the browser shows
// phones in the form the loader gives and reads only the forms' constraints (decision 0066).

// §5 phone display: input is at most 250 characters.
const MAX_INPUT = 250;

function parsePhone(text: string, locale: string) {
  if (text.length > MAX_INPUT) return undefined;
  return parsePhoneNumberFromString(text, countryOfLocale(locale));
}

/** A valid number in international form; otherwise the text unchanged, for the §5 rule to refuse. */
export function normalizePhone(text: string, locale: string): string {
  const phone = parsePhone(text.trim(), locale);
  return phone?.isValid() ? phone.number : text;
}

/** The normalizer an action gives a form schema's phone field, numbers typed without a country code read in the shop's country. */
export function phoneNormalizer(locale: string): PhoneNormalizer {
  return (text) => normalizePhone(text, locale);
}

/** §5 phone display: `+CC national` (no leading zeros); an unparseable number stays unchanged. */
export function formatPhoneForDisplay(text: string, locale: string): string {
  const phone = parsePhone(text, locale);
  return phone ? `+${phone.countryCallingCode} ${phone.nationalNumber}` : text;
}

/** A record with its phone in the §5 display form, as a form's default value or an address card shows it. */
export function withDisplayPhone<Shown extends { phoneNumber?: string | null }>(
  record: Shown,
  locale: string,
): Shown {
  return record.phoneNumber
    ? { ...record, phoneNumber: formatPhoneForDisplay(record.phoneNumber, locale) }
    : record;
}
