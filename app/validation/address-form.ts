import type { TFunction } from 'i18next';
import { z } from 'zod';
import { addressTypeSchema } from '../../backend/src/schemas/customer.js';
import { translatedFieldRules } from './field-rules';
import { countryOfLocale, normalizePhone } from './phone';

/** §3 Customer address form: billing, delivery or combined; the phone checked with libphonenumber-js. */
export function createAddressSchema(t: TFunction, locale: string) {
  const rules = translatedFieldRules(t);
  const phone = z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? normalizePhone(value, locale) : undefined),
    rules.phone.optional(),
  );
  return z.object({
    id: z.string().optional(),
    category: addressTypeSchema,
    primary: z.boolean().default(false),
    salutation: z.enum(['Company', 'Female', 'Male']).optional(),
    academicTitle: rules.academicTitle,
    firstName: rules.firstName,
    lastName: rules.surname,
    companyName: rules.company,
    streetName: rules.streetName,
    streetNumber: rules.streetNumber,
    stairCase: rules.staircase,
    floor: rules.floor,
    door: rules.door,
    postalCode: rules.zip,
    city: rules.city,
    countryCode: z.string().default(countryOfLocale(locale) ?? 'AT'),
    phoneNumber: phone,
    additionalInfo: rules.deliveryNote,
    valueAddedTaxId: rules.vatNumber,
    companyRegistrationNumber: rules.registrationNumber,
  });
}
export type AddressForm = z.infer<ReturnType<typeof createAddressSchema>>;
