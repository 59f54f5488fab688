import type { TFunction } from 'i18next';
import { z } from 'zod';
import { personFields } from '~/utils/person-fields';
import { translatedFieldRules } from '~/utils/field-rules';

// §5: one zod schema per account form, for the action and the browser form alike.

export function createRegistrationSchema(t: TFunction, locale: string) {
  return z.object({
    ...personFields(t, locale),
    password: translatedFieldRules(t).password,
    newsletterTopicIds: z.array(z.string()).default([]),
    recaptchaResponse: z.string().optional(),
  });
}

export function createOfflineAccountSchema(t: TFunction, locale: string) {
  return createRegistrationSchema(t, locale).extend({ cardNumber: translatedFieldRules(t).cardNumber });
}
