import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translatedFieldRules } from '~/utils/field-rules';

export function createPasswordResetRequestSchema(t: TFunction) {
  return z.object({ email: translatedFieldRules(t).email, recaptchaResponse: z.string().optional() });
}

export function createNewPasswordSchema(t: TFunction) {
  return z.object({ token: z.string().min(1), password: translatedFieldRules(t).password });
}
