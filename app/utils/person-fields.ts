import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translatedFieldRules } from './field-rules';
import { parseLocaleDate } from './locale-date';

// §5: the fields of a person, the same in the registration and the profile forms.

const offeredSalutation = z.enum(['Company', 'Female', 'Male']).optional();
/** §3: the stored Family salutation is dropped on load, so the forms never offer it. */
export const offeredSalutations = offeredSalutation.unwrap().options;

/** §5 birthdate: typed in the locale's date format, checked and sent as an ISO date. */
function birthdateInLocale(t: TFunction, locale: string) {
  const toIso = (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return parseLocaleDate(value, locale) ?? value;
  };
  return z.preprocess(toIso, translatedFieldRules(t).birthdate.optional());
}

export function personFields(t: TFunction, locale: string) {
  const rules = translatedFieldRules(t);
  return {
    salutation: offeredSalutation,
    academicTitle: rules.academicTitle,
    firstName: rules.firstName,
    lastName: rules.surname,
    birthdate: birthdateInLocale(t, locale),
    email: rules.email,
  };
}
