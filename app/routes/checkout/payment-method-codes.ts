import { checkoutErrorCodes } from '../../../backend/src/schemas/checkout-codes.js';
import { cartCodeMessageKey } from '~/routes/cart/cart-rules';

// Decision 0035: why a payment method cannot be used for this cart, in the shopper's words.
const paymentMethodCodes = new Set<string>([
  checkoutErrorCodes.paymentMethodNotOffered,
  checkoutErrorCodes.paymentMethodDeliveryOnly,
  checkoutErrorCodes.paymentMethodPickupOnly,
  checkoutErrorCodes.paymentMethodNeedsCompany,
  checkoutErrorCodes.paymentMethodNeedsLogin,
  checkoutErrorCodes.paymentMethodNeedsBillingAddress,
  checkoutErrorCodes.paymentBrandNotOffered,
  // Decision 0075: a saved card that cannot pay.
  'PAYMENT_METHOD_NOT_FOUND',
  'PAYMENT_METHOD_EXPIRED',
  'PAYMENT_METHOD_NOT_SAVABLE',
  'PAYMENT_METHOD_SAVE_NEEDS_LOGIN',
]);

/** The message key of a code a checkout refusal names: a payment method's, else a §8 cart code's. */
export function checkoutCodeMessageKey(code: string): string {
  return paymentMethodCodes.has(code)
    ? `checkout.paymentMethodUnavailable.${code}`
    : cartCodeMessageKey(code);
}
