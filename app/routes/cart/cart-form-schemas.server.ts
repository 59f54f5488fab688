import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translatedFieldRules } from '~/utils/field-rules';
import { optionalPhoneField, type PhoneNormalizer } from '~/utils/phone';

// The cart page's forms: one zod schema per intent, parsed by the cart route's action. The browser
// never loads this module; its forms take their constraints from cart-forms.ts (decision 0091).

export { cartIntents, type CartIntent } from './cart-forms';

export function discountCodeFormSchema(t: TFunction) {
  const empty = t('shoppingCart.discount.empty');
  // §5: an empty code is refused here, before any call.
  return z.object({
    code: z
      .string({ required_error: empty })
      .trim()
      .min(1, empty)
      .max(40, t('validation.maxLength', { 0: 40 })),
  });
}

/** The remove button of a code in the cart: the same rule, the code comes from a hidden field. */
export const removeDiscountCodeFormSchema = discountCodeFormSchema;

export function removeLinesFormSchema(t: TFunction) {
  const required = t('validation.required');
  return z.object({
    lineItemId: z.array(z.string().max(64), { required_error: required }).min(1, required),
  });
}

export const removeAllFormSchema = z.object({});

/** Decision 0049: an unticked checkbox sends nothing, no substitutes; `stay` marks a fetcher. */
export function substitutionFormSchema(t: TFunction) {
  return z.object({
    lineItemId: z.string({ required_error: t('validation.required') }).uuid(t('validation.invalidFormat')),
    substitutionAllowed: z.boolean().default(false),
    stay: z.literal('1').optional(),
  });
}

export function deliveryAddressFormSchema(t: TFunction) {
  const rules = translatedFieldRules(t);
  return z.object({
    streetName: rules.streetName,
    // The delivery contract keeps house numbers short (POST /api/carts/distribution-address).
    streetNumber: rules.streetNumber.pipe(z.string().max(5, t('validation.maxLength', { 0: 5 }))),
    postalCode: rules.zip,
    city: rules.city,
  });
}

export function pickupFormSchema(t: TFunction) {
  const choose = t('shoppingCart.service.chooseStore');
  return z.object({ storeId: z.string({ required_error: choose }).min(1, choose).max(64) });
}

export function timeSlotFormSchema(t: TFunction) {
  const choose = t('shoppingCart.timeSlot.choose');
  return z.object({ slotId: z.string({ required_error: choose }).min(1, choose).max(120) });
}

/** An unticked checkbox sends nothing: crates off. */
export const crateDepositFormSchema = z.object({ crateDepositDesired: z.boolean().default(false) });

export function mergeGuestCartFormSchema(t: TFunction) {
  const required = t('validation.required');
  return z.object({
    guestCartId: z.string({ required_error: required }).min(1, required).max(64),
    forwardToCheckout: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
  });
}

export const discardGuestCartFormSchema = z.object({ returnUrl: z.string().max(2000).optional() });

/** §8 006 and 007: the e-mail and phone a guest's order is reached at (the action normalizes the phone). */
export function guestContactFormSchema(t: TFunction, normalizePhone?: PhoneNormalizer) {
  const rules = translatedFieldRules(t);
  return z.object({ email: rules.email, phoneNumber: optionalPhoneField(rules, normalizePhone) });
}
