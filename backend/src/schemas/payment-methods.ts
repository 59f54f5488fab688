import { z } from 'zod';
import { hostedCheckoutAnswerSchema } from './checkout.js';

// §3 Saved payment method, §7 the payment-methods calls (decision 0075).

export const paymentMethodErrorCodes = {
  /** No such method of this customer (never saved, deleted, or another customer's). */
  notFound: 'PAYMENT_METHOD_NOT_FOUND',
  /** The card's expiry month is over: it cannot pay. */
  expired: 'PAYMENT_METHOD_EXPIRED',
  /** Only cards are kept; PayPal, Apple Pay and the rest are chosen anew each time. */
  notSavable: 'PAYMENT_METHOD_NOT_SAVABLE',
  /** Saving a card needs a customer's session. */
  needsLogin: 'PAYMENT_METHOD_SAVE_NEEDS_LOGIN',
  /** POST with a checkoutId this customer did not open to add a card. */
  requestNotFound: 'PAYMENT_METHOD_REQUEST_NOT_FOUND',
  /** The card page was left without a card being kept (declined, cancelled, or not yet done). */
  notAuthorized: 'PAYMENT_METHOD_NOT_AUTHORIZED',
} as const;

export const savedPaymentMethodSchema = z.object({
  id: z.string().uuid(),
  methodKey: z.literal('credit-cards'),
  /** VISA, MASTERCARD, AMEX or DINERS. */
  paymentBrand: z.string(),
  /** First six and last four digits, the rest X. */
  maskedCardNumber: z.string(),
  cardExpiryMonth: z.number().int().min(1).max(12),
  cardExpiryYear: z.number().int(),
  isPrimary: z.boolean(),
  /** The expiry month is over: shown, but it cannot pay. */
  expired: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

export const savedPaymentMethodListSchema = z.object({
  /** Usable methods, the primary one first. */
  activeMethods: z.array(savedPaymentMethodSchema),
  /** Expired methods. */
  inactiveMethods: z.array(savedPaymentMethodSchema),
  hasInactiveMethods: z.boolean(),
});
export type SavedPaymentMethodList = z.infer<typeof savedPaymentMethodListSchema>;

export const addPaymentMethodBodySchema = z.object({
  /** Unset: opens the card page. Set: the hostedCheckoutId the card page returned with, to keep its card. */
  checkoutId: z.string().min(1).max(100).optional(),
  methodKey: z.literal('credit-cards'),
  provider: z.string().max(40).optional(),
  setPrimary: z.boolean().optional(),
});

export const addPaymentMethodAnswerSchema = z.discriminatedUnion('next', [
  hostedCheckoutAnswerSchema,
  z.object({ next: z.literal('saved'), method: savedPaymentMethodSchema }),
]);

export const paymentMethodIdParamsSchema = z.object({ id: z.string().uuid() });
export const deletePaymentMethodQuerySchema = z.object({ provider: z.string().max(40).optional() });

/** The profile's payment-methods section below the profile page; the card page returns there. */
export function paymentMethodsSectionSuffix(config: { defaultLanguage: string }): string {
  return config.defaultLanguage === 'de' ? '/zahlungsarten' : '/payment-methods';
}

/**
 * A payment by a saved card has no hosted checkout: its attempt is named `payment:<paymentId>`,
 * and the issuer's 3-D Secure page returns with paymentId instead of hostedCheckoutId.
 */
export function tokenPaymentKey(paymentId: string): string {
  return `payment:${paymentId}`;
}
