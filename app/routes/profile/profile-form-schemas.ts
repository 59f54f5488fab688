import type { TFunction } from 'i18next';
import { z } from 'zod';
import { personFields } from '~/utils/person-fields';
import { translatedFieldRules } from '~/utils/field-rules';

// §5: the profile sections' forms, for the action and the browser form alike.

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
