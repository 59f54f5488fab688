import type { FormConstraint } from '~/components/constrained-form';
import { deliveryAddressConstraint, guestContactConstraint } from '~/routes/cart/cart-forms';

// The checkout page's intents and its forms' constraint attributes, without zod (decision 0091):
// the schemas in checkout-form-schemas.server.ts check every post; cart-forms.test.ts holds both
// equal.

// Issue 34: `gift-card-split` shows the gift card / rest split of the choice without paying (JS off).
export const checkoutIntents = ['set-billing', 'use-saved-address', 'pay', 'gift-card-split'] as const;

/**
 * Issue 38: the one form the billing fields, the payment choice and the pay button belong to (the
 * billing inputs by their `form` attribute), so pressing pay sends the billing address as shown.
 */
export const payFormId = 'pay';
export type CheckoutIntent = (typeof checkoutIntents)[number];

export const billingAddressConstraint: FormConstraint<
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'streetName'
  | 'streetNumber'
  | 'postalCode'
  | 'city'
  | 'valueAddedTaxId'
  | 'email'
  | 'phoneNumber'
> = {
  firstName: { required: true, minLength: 1, maxLength: 20 },
  lastName: { required: false, maxLength: 24 },
  companyName: { required: false, maxLength: 50 },
  ...deliveryAddressConstraint,
  valueAddedTaxId: { required: false, minLength: 7, maxLength: 14 },
  ...guestContactConstraint,
};

export const savedAddressConstraint: FormConstraint<'addressId'> = {
  addressId: { required: true, minLength: 1, maxLength: 64 },
};

export const payConstraint: FormConstraint<
  | 'paymentMethodKey'
  | 'giftCardUse'
  | 'giftCardId'
  | 'giftCardAmount'
  | 'giftCardShown'
  | 'savePaymentMethod'
  | 'setPrimary'
  | 'termsAccepted'
> = {
  paymentMethodKey: { required: true },
  giftCardUse: { required: false },
  giftCardId: { required: false, maxLength: 64 },
  giftCardAmount: { required: false, maxLength: 20 },
  giftCardShown: { required: false, maxLength: 100 },
  savePaymentMethod: { required: false },
  setPrimary: { required: false },
  termsAccepted: { required: true },
};
