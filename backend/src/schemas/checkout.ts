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
