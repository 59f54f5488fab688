import type { TFunction } from 'i18next';
import { contactFormSchemaOf } from '../../backend/src/schemas/contact-form.js';
import { translatedRuleMessages } from '~/utils/field-rules';

/** §1 contact form: the §5 contact rules in the shopper's language, the same the API checks. */
export function createContactFormSchema(t: TFunction) {
  return contactFormSchemaOf(translatedRuleMessages(t));
}
