import type { TFunction } from 'i18next';
import {
  createFieldRules,
  type FieldRuleMessages,
  type FieldRules,
} from '../../backend/src/schemas/field-rules.js';

/** The §5 default rule messages in the shopper's language. */
export function translatedRuleMessages(t: TFunction): FieldRuleMessages {
  return {
    required: t('validation.required'),
    email: t('validation.email'),
    numbersOnly: t('validation.numbersOnly'),
    maxLength: (max) => t('validation.maxLength', { 0: max }),
    minLength: (min) => t('validation.minLength', { 0: min }),
    invalidFormat: t('validation.invalidFormat'),
    minimumAge: (years) => t('account.validation.minimumAge', { 0: years }),
    cardChecksum: t('account.validation.cardChecksum'),
  };
}

/** The §5 field rules with the shopper's translated messages; the API keeps its English defaults. */
export function translatedFieldRules(t: TFunction): FieldRules {
  return createFieldRules(translatedRuleMessages(t));
}
