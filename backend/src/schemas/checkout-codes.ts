// The checkout contract's error codes without zod, for the payment pages' browser code (decision 0052).

export const checkoutErrorCodes = {
  cartNotFinalized: 'CART_NOT_FINALIZED',
  /** The checkout names another cart than the shopper's current one (a stale tab). */
  cartMismatch: 'CHECKOUT_CART_MISMATCH',
  /** The provider authorised another amount than the finalized cart's: no order, payment cancelled. */
  paymentAmountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  /** The shopper came back without an authorized payment (declined, cancelled): the cart stays finalized. */
  paymentNotAuthorized: 'PAYMENT_NOT_AUTHORIZED',
  returnInvalid: 'PAYMENT_RETURN_INVALID',
  /** A genuine return opened without the payer's session: the order is placed, nothing is told. */
  returnForeign: 'PAYMENT_RETURN_FOREIGN',
  paymentMethodNotOffered: 'PAYMENT_METHOD_NOT_OFFERED',
  paymentMethodDeliveryOnly: 'PAYMENT_METHOD_DELIVERY_ONLY',
  paymentMethodPickupOnly: 'PAYMENT_METHOD_PICKUP_ONLY',
  /** Invoice B2B: the billing address needs the company name and the VAT number. */
  paymentMethodNeedsCompany: 'PAYMENT_METHOD_NEEDS_COMPANY',
  paymentMethodNeedsLogin: 'PAYMENT_METHOD_NEEDS_LOGIN',
  /** An invoice needs a billing address with a name and a whole postal address. */
  paymentMethodNeedsBillingAddress: 'PAYMENT_METHOD_NEEDS_BILLING_ADDRESS',
  paymentBrandNotOffered: 'PAYMENT_BRAND_NOT_OFFERED',
} as const;
