import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translatedFieldRules } from './field-rules';
import { parseLocaleDate } from './locale-date';

// §5: one zod schema per account form, for the action and the browser form alike.

const offeredSalutation = z.enum(['Company', 'Female', 'Male']).optional();
/** §3: the stored Family salutation is dropped on load, so the forms never offer it. */
export const offeredSalutations = offeredSalutation.unwrap().options;

const optionalText = z.string().optional();

/** §5 birthdate: typed in the locale's date format, checked and sent as an ISO date. */
function birthdateInLocale(t: TFunction, locale: string) {
  const toIso = (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return parseLocaleDate(value, locale) ?? value;
  };
  return z.preprocess(toIso, translatedFieldRules(t).birthdate.optional());
}

export function createLoginSchema(t: TFunction) {
  const rules = translatedFieldRules(t);
  return z.object({
    email: rules.email,
    password: rules.currentPassword,
    recaptchaResponse: optionalText,
    returnUrl: optionalText,
  });
}

function personFields(t: TFunction, locale: string) {
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

export function createRegistrationSchema(t: TFunction, locale: string) {
  return z.object({
    ...personFields(t, locale),
    password: translatedFieldRules(t).password,
    newsletterTopicIds: z.array(z.string()).default([]),
    recaptchaResponse: optionalText,
  });
}

export function createOfflineAccountSchema(t: TFunction, locale: string) {
  return createRegistrationSchema(t, locale).extend({ cardNumber: translatedFieldRules(t).cardNumber });
}

export function createPasswordResetRequestSchema(t: TFunction) {
  return z.object({ email: translatedFieldRules(t).email, recaptchaResponse: optionalText });
}

export function createNewPasswordSchema(t: TFunction) {
  return z.object({ token: z.string().min(1), password: translatedFieldRules(t).password });
}

export function createChangePasswordSchema(t: TFunction) {
  const rules = translatedFieldRules(t);
  return z.object({ oldPassword: rules.currentPassword, newPassword: rules.password });
}

export function createProfileSchema(t: TFunction, locale: string) {
  return z.object(personFields(t, locale));
}

export const newsletterSchema = z.object({ topicIds: z.array(z.string()).default([]) });

/** Decision 0049: unticked sends nothing, so no substitutes. */
export const shoppingSettingsFormSchema = z.object({ substitutionAllowed: z.boolean().default(false) });

export const communicationSettingsFormSchema = z.object({
  personalEmailAllowed: z.boolean().default(false),
  personalMailAllowed: z.boolean().default(false),
  personalSmsAllowed: z.boolean().default(false),
});
