import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import type { FieldRules } from '../../backend/src/schemas/field-rules.js';

/** The country of a locale such as de-AT, the default for numbers typed without a country code. */
export function countryOfLocale(locale: string): CountryCode | undefined {
  return new Intl.Locale(locale).region as CountryCode | undefined;
}

// §5 phone display: input is at most 250 characters.
const MAX_INPUT = 250;

function parsePhone(text: string, locale: string) {
  if (text.length > MAX_INPUT) return undefined;
  return parsePhoneNumberFromString(text, countryOfLocale(locale));
}

/** Otherwise the text unchanged, for the §5 rule to refuse. */
export function normalizePhone(text: string, locale: string): string {
  const phone = parsePhone(text.trim(), locale);
  return phone?.isValid() ? phone.number : text;
}

/** §5 phone display: `+CC national` (no leading zeros); an unparseable number stays unchanged. */
export function formatPhoneForDisplay(text: string, locale: string): string {
  const phone = parsePhone(text, locale);
  return phone ? `+${phone.countryCallingCode} ${phone.nationalNumber}` : text;
}

/** An optional phone field: a typed number is sent in international form, else refused by §5. */
export function optionalPhoneField(rules: FieldRules, locale: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? normalizePhone(value, locale) : undefined),
    rules.phone.optional(),
  );
}
