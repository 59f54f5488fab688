import type { TFunction } from 'i18next';
import { z } from 'zod';
import { paymentMethodKeySchema } from '../../../backend/src/schemas/payment-enums.js';
import { translatedFieldRules } from '~/utils/field-rules';
import { optionalPhoneField, type PhoneNormalizer } from '~/utils/phone';

// The checkout page's forms (§2 checkout): one zod schema per intent, parsed by its action.

export const checkoutIntents = ['set-billing', 'use-saved-address', 'pay'] as const;

/**
 * Issue 38: the one form the billing fields, the payment choice and the pay button belong to (the
 * billing inputs by their `form` attribute), so pressing pay sends the billing address as shown.
 */
export const payFormId = 'pay';
export type CheckoutIntent = (typeof checkoutIntents)[number];

/** §5 checkout address: street name required (max 255), number required (max 5); the action normalizes the phone. */
export function billingAddressFormSchema(t: TFunction, normalizePhone?: PhoneNormalizer) {
  const rules = translatedFieldRules(t);
  return z.object({
    firstName: rules.firstName,
    lastName: rules.surname,
    companyName: rules.company,
    streetName: rules.streetName,
    streetNumber: rules.streetNumber.pipe(z.string().max(5, t('validation.maxLength', { 0: 5 }))),
    postalCode: rules.zip,
    city: rules.city,
    valueAddedTaxId: rules.vatNumber,
    email: rules.email,
    phoneNumber: optionalPhoneField(rules, normalizePhone),
  });
}
export type BillingAddressForm = z.infer<ReturnType<typeof billingAddressFormSchema>>;

export function savedAddressFormSchema(t: TFunction) {
  const choose = t('checkout.billing.chooseSaved');
  return z.object({ addressId: z.string({ required_error: choose }).min(1, choose).max(64) });
}

/** The payment choice's value for a saved card. */
export const savedCardChoicePattern = /^saved:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function payFormSchema(t: TFunction) {
  const choose = t('checkout.payment.choose');
  return z.object({
    // One of §3's method keys (each well below 50 characters); anything else is not a choice.
    // Decision 0075: or a saved card, `saved:<its id>`.
    paymentMethodKey: z.union(
      [z.enum(paymentMethodKeySchema.options), z.string().regex(savedCardChoicePattern)],
      { errorMap: () => ({ message: choose }) },
    ),
    savePaymentMethod: z.literal('on').optional(),
    setPrimary: z.literal('on').optional(),
    termsAccepted: z.literal('on', {
      errorMap: () => ({ message: t('checkout.terms.required') }),
    }),
  });
}
