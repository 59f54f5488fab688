import type { TFunction } from 'i18next';
import { z } from 'zod';
import { paymentMethodKeySchema } from '../../../backend/src/schemas/payment-enums.js';
import { translatedFieldRules } from '~/utils/field-rules';
import { oncePerTranslator } from '~/utils/form-parsing.server';
import { optionalPhoneField, type PhoneNormalizer } from '~/utils/phone';

// The checkout page's forms (§2 checkout): one zod schema per intent, parsed by its action. The
// browser never loads this module; its forms take their constraints from checkout-forms.ts (0091).

export { checkoutIntents, payFormId, type CheckoutIntent } from './checkout-forms';

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
    // Issue 34: left out when a gift card pays it all; the action asks for it otherwise.
    paymentMethodKey: z
      .union([z.enum(paymentMethodKeySchema.options), z.string().regex(savedCardChoicePattern)], {
        errorMap: () => ({ message: choose }),
      })
      .optional(),
    // Issue 34: a gift card of the wallet paying part or all; the action checks it against the
    // wallet and the total (gift-card-split.ts). `giftCardShown` is the split the page showed.
    giftCardUse: z.literal('on').optional(),
    giftCardId: z.string().max(64).optional(),
    giftCardAmount: z.string().max(20, t('giftCardCheckout.amountFormat')).optional(),
    giftCardShown: z.string().max(100).optional(),
    savePaymentMethod: z.literal('on').optional(),
    setPrimary: z.literal('on').optional(),
    termsAccepted: z.literal('on', {
      errorMap: () => ({ message: t('checkout.terms.required') }),
    }),
  });
}
export type PayForm = z.infer<ReturnType<typeof payFormSchema>>;
/** Issue 39: the pay form's schema, built once per tenant language. */
export const readyPayForm = oncePerTranslator(payFormSchema);
