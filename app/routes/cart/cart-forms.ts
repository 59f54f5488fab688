import type { FormConstraint } from '~/components/constrained-form';

// The cart page's intents and its forms' constraint attributes, without zod (decision 0091): the
// schemas in cart-form-schemas.server.ts check every post; cart-forms.test.ts holds both equal.

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
  'set-contact',
  'set-substitution',
] as const;
export type CartIntent = (typeof cartIntents)[number];

export const discountCodeConstraint: FormConstraint<'code'> = {
  code: { required: true, minLength: 1, maxLength: 40 },
};

/** The delivery address; the checkout's billing address has the same four fields. */
export const deliveryAddressConstraint: FormConstraint<
  'streetName' | 'streetNumber' | 'postalCode' | 'city'
> = {
  streetName: { required: true, minLength: 1, maxLength: 255 },
  streetNumber: { required: true, maxLength: 5 },
  postalCode: { required: true, minLength: 4, maxLength: 7 },
  city: { required: true, minLength: 1, maxLength: 255, pattern: '^(?=.*(?:^[^<]*$)).*$' },
};

export const pickupConstraint: FormConstraint<'storeId'> = {
  storeId: { required: true, minLength: 1, maxLength: 64 },
};

export const timeSlotConstraint: FormConstraint<'slotId'> = {
  slotId: { required: true, minLength: 1, maxLength: 120 },
};

/** The e-mail and phone an order is reached at; the checkout's billing address has them too. */
export const guestContactConstraint: FormConstraint<'email' | 'phoneNumber'> = {
  email: {
    required: true,
    minLength: 1,
    maxLength: 50,
    pattern: '^(?=.*(?:^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$)).*$',
  },
  phoneNumber: { required: false, pattern: '^(?=.*(?:^\\+\\d{7,15}$)).*$' },
};
