import { z } from 'zod';
import { fieldLimits } from './field-limits.js';

// §5 rules for both services, the storefront's with translated messages. Plain zod only: this
// file is part of the browser bundle.

export type FieldRuleMessages = {
  required: string;
  email: string;
  numbersOnly: string;
  maxLength: (max: number) => string;
  minLength: (min: number) => string;
  invalidFormat: string;
  minimumAge: (years: number) => string;
  cardChecksum: string;
};

export const defaultFieldRuleMessages: FieldRuleMessages = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  numbersOnly: 'This field can only contain numbers',
  maxLength: (max) => `You must enter a maximum of ${max} characters`,
  minLength: (min) => `You must enter a minimum of ${min} characters`,
  invalidFormat: 'Invalid format',
  minimumAge: (years) => `You must be at least ${years} years old`,
  cardChecksum: 'Invalid format',
};

// Re-exported for the contract's readers; zod-free code imports them from field-limits.ts.
export { fieldLimits };

// A pragmatic e-mail pattern: one @, no spaces, a dot in the domain part.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const zipPattern = /^[A-Za-z0-9 -]+$/;
const phonePattern = /^\+\d{7,15}$/;
const legacyPhonePattern = /^\+?(?:[\s/()-]*\d){6,20}[\s/()-]*$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** EAN-13: twelve digits weighted 1,3,1,3... and a check digit making the sum a multiple of 10. */
export function isValidEan13(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

export function isAtLeastYearsOld(birthdate: string, years: number, today: Date = new Date()): boolean {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  const birthday = new Date(Date.UTC(year + years, month - 1, day));
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return birthday.getTime() <= todayUtc;
}

function isRealIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Inputs arrive trimmed; an empty optional form field means "none". */
export function createFieldRules(messages: FieldRuleMessages = defaultFieldRuleMessages) {
  const text = (max: number) =>
    z.string({ required_error: messages.required }).trim().max(max, messages.maxLength(max));
  const required = (max: number) => text(max).min(1, messages.required);
  const optional = (max: number) => text(max).optional();
  const noAngleBracket = (schema: z.ZodString) => schema.regex(/^[^<]*$/, messages.invalidFormat);
  const between = (min: number, max: number) =>
    z.string().trim().min(min, messages.minLength(min)).max(max, messages.maxLength(max));
  const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

  return {
    email: required(fieldLimits.email).regex(emailPattern, messages.email),
    password: z
      .string({ required_error: messages.required })
      .min(1, messages.required)
      .min(fieldLimits.passwordMin, messages.minLength(fieldLimits.passwordMin))
      .max(fieldLimits.passwordMax, messages.maxLength(fieldLimits.passwordMax)),
    currentPassword: z.string({ required_error: messages.required }).min(1, messages.required),
    firstName: required(fieldLimits.firstName),
    surname: optional(fieldLimits.surname),
    streetName: required(fieldLimits.streetName),
    streetNumber: required(fieldLimits.streetNumber),
    zip: required(fieldLimits.zipMax)
      .min(fieldLimits.zipMin, messages.minLength(fieldLimits.zipMin))
      .regex(zipPattern, messages.invalidFormat),
    city: noAngleBracket(required(255)),
    door: optional(fieldLimits.door),
    staircase: optional(fieldLimits.staircase),
    floor: optional(fieldLimits.floor),
    company: optional(fieldLimits.company),
    academicTitle: optional(fieldLimits.academicTitle),
    deliveryNote: optional(fieldLimits.deliveryNote).refine(
      (value) => value === undefined || !/[<>]/.test(value),
      messages.invalidFormat,
    ),
    vatNumber: z.preprocess(
      emptyToUndefined,
      between(fieldLimits.vatNumberMin, fieldLimits.vatNumberMax).optional(),
    ),
    registrationNumber: z.preprocess(
      emptyToUndefined,
      between(fieldLimits.registrationNumberMin, fieldLimits.registrationNumberMax).optional(),
    ),
    /** §5 contact form: digits only, at most 15; required where an order is looked up. */
    orderNumber: required(fieldLimits.orderNumber).regex(/^\d*$/, messages.numbersOnly),
    cardNumber: z
      .string({ required_error: messages.required })
      .trim()
      .min(1, messages.required)
      .regex(/^\d+$/, messages.numbersOnly)
      .length(fieldLimits.cardNumber, messages.invalidFormat)
      // The checksum is only worth checking on 13 digits: one message per mistake.
      .pipe(z.string().refine(isValidEan13, messages.cardChecksum)),
    /** An ISO date (YYYY-MM-DD); the storefront turns the locale's date format into it. */
    birthdate: z
      .string()
      .refine(isRealIsoDate, messages.invalidFormat)
      .refine(
        (value) => isAtLeastYearsOld(value, fieldLimits.minimumAge),
        messages.minimumAge(fieldLimits.minimumAge),
      ),
    phone: z.string().trim().regex(phonePattern, messages.invalidFormat),
    legacyPhone: z.string().trim().regex(legacyPhonePattern, messages.invalidFormat),
    freeText: (max: number) => noAngleBracket(text(max)).optional(),
  };
}

export type FieldRules = ReturnType<typeof createFieldRules>;
