import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translatedFieldRules } from '~/utils/field-rules';

export function createLoginSchema(t: TFunction) {
  const rules = translatedFieldRules(t);
  return z.object({
    email: rules.email,
    password: rules.currentPassword,
    recaptchaResponse: z.string().optional(),
    returnUrl: z.string().optional(),
  });
}
