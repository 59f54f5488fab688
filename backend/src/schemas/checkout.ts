import { z } from 'zod';
import {
  paymentInitiatorSchema,
  paymentMethodKeySchema,
  paymentMethodTypeSchema,
} from '../payments/payment-methods.js';

// §7 POST /api/checkout: pays a FINALIZED cart on the provider's hosted page.

export const checkoutErrorCodes = {
  cartNotFinalized: 'CART_NOT_FINALIZED',
  /** The checkout names another cart than the shopper's current one (a stale tab). */
  cartMismatch: 'CHECKOUT_CART_MISMATCH',
  /** The provider authorised another amount than the finalized cart's: no order, payment cancelled. */
  paymentAmountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  /** The shopper came back without an authorized payment (declined, cancelled): the cart stays finalized. */
  paymentNotAuthorized: 'PAYMENT_NOT_AUTHORIZED',
  /** The return's RETURNMAC is not the one the hosted checkout was created with. */
  returnInvalid: 'PAYMENT_RETURN_INVALID',
} as const;

export const checkoutBodySchema = z.object({
  /** The id of the finalized cart being paid for. */
  checkoutId: z.string().uuid(),
  paymentMethodKey: paymentMethodKeySchema,
  paymentBrandName: z.string().max(40).optional(),
  provider: z.string().max(40).optional(),
  paymentInitiator: paymentInitiatorSchema.optional(),
  paymentMethodType: paymentMethodTypeSchema.optional(),
  paymentType: z.string().max(40).optional(),
  savePaymentMethod: z.boolean().optional(),
  setPrimary: z.boolean().optional(),
});

export const checkoutAnswerSchema = z.object({
  /** Where the shopper pays: the provider's hosted page. */
  redirectUrl: z.string().url(),
  hostedCheckoutId: z.string(),
});

export const checkoutReturnBodySchema = z.object({
  hostedCheckoutId: z.string().min(1).max(100),
  RETURNMAC: z.string().min(1).max(200),
});

export const placedOrderSchema = z.object({
  orderNumber: z.string(),
  cartId: z.string(),
  total: z.number().int(),
});
