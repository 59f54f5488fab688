import type { TFunction } from 'i18next';
import { z } from 'zod';
import { addressFieldsOf } from '../../../backend/src/schemas/customer.js';
import { translatedFieldRules } from '~/utils/field-rules';
import { countryOfLocale } from '~/utils/phone';

/** Issue 35: the two forms of the order page, one per way of giving the address. */
export const physicalCardIntents = ['card-saved-address', 'card-new-address'] as const;
export type PhysicalCardIntent = (typeof physicalCardIntents)[number];

/** One of the address book's addresses. */
export function savedCardAddressSchema(t: TFunction) {
  const required = t('validation.required');
  return z.object({
    addressId: z.string({ required_error: required }).uuid(t('physicalCard.error.addressChoice')),
  });
}

/** A new address, with the fields and §5 rules of every address form of the shop. */
export function newCardAddressSchema(t: TFunction, locale: string) {
  return addressFieldsOf(translatedFieldRules(t)).extend({
    countryCode: z.string().default(countryOfLocale(locale) ?? 'AT'),
  });
}
