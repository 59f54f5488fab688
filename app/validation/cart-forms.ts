import type { TFunction } from 'i18next';
import { z } from 'zod';
import { translatedFieldRules } from '~/validation/field-rules';

// The cart page's forms: one zod schema each, for the action and for the browser's check.

export const cartIntents = [
  'apply-code',
  'remove-code',
  'remove-lines',
  'remove-all',
  'set-delivery',
  'set-pickup',
  'book-slot',
  'set-crate-deposit',
  'merge-guest-cart',
  'discard-guest-cart',
] as const;
export type CartIntent = (typeof cartIntents)[number];

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
