import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translatedFieldRules } from '~/utils/field-rules';

/** Issue 36: a staff member signs in with e-mail and password, under the customers' field rules. */
export function createStaffLoginSchema(t: TFunction) {
  const rules = translatedFieldRules(t);
  return z.object({
    email: rules.email,
    password: rules.currentPassword,
    returnUrl: z.string().optional(),
    recaptchaResponse: z.string().optional(),
  });
}
