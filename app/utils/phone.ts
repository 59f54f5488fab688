import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import type { FieldRules } from '../../backend/src/schemas/field-rules.js';

/** The country of a locale such as de-AT, the default for numbers typed without a country code. */
export function countryOfLocale(locale: string): CountryCode | undefined {
  return new Intl.Locale(locale).region as CountryCode | undefined;
}

/** Turns a typed phone number into its international form, or leaves it for the §5 rule to refuse. */
export type PhoneNormalizer = (text: string) => string;

/**
 * An optional phone field: a typed number is sent in international form, else refused by §5. The
 * action passes the server's normalizer (`phoneNormalizer` in `phone.server.ts`); a form in the
 * browser reads only the schema's constraints (decision 0031), so it passes none and the browser
 * never loads libphonenumber-js (decision 0066).
 */
export function optionalPhoneField(rules: FieldRules, normalize: PhoneNormalizer = (text) => text) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? normalize(value) : undefined),
    rules.phone.optional(),
  );
}
