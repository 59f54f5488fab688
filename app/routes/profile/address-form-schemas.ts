import type { TFunction } from 'i18next';
import { z } from 'zod';
import { addressFieldsOf, addressTypeSchema } from '../../../backend/src/schemas/customer.js';
import { translatedFieldRules } from '~/utils/field-rules';
import { countryOfLocale, optionalPhoneField, type PhoneNormalizer } from '~/utils/phone';

/** §3 Customer address form: billing, delivery or combined; the action normalizes the phone. */
export function createAddressSchema(t: TFunction, locale: string, normalizePhone?: PhoneNormalizer) {
  const rules = translatedFieldRules(t);
  return addressFieldsOf(rules).extend({
    id: z.string().optional(),
    category: addressTypeSchema,
    primary: z.boolean().default(false),
    countryCode: z.string().default(countryOfLocale(locale) ?? 'AT'),
    phoneNumber: optionalPhoneField(rules, normalizePhone),
  });
}
export type AddressForm = z.infer<ReturnType<typeof createAddressSchema>>;

export function addressTargetFormSchema(t: TFunction) {
  const required = t('validation.required');
  return z.object({
    addressId: z.string({ required_error: required }).min(1, required).max(64),
    category: addressTypeSchema.catch('delivery'),
  });
}
