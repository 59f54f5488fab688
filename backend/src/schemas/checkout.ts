import { z } from 'zod';
import { cartSchema } from './cart.js';
import type { ClientRuntimeConfig } from './tenant.js';

// §3 Payment method keys and Payment enums.
export const paymentMethodKeySchema = z.enum([
  'apple-pay',
  'credit-cards',
  'pay-by-invoice-b2b',
  'pay-by-invoice-b2c',
  'payment-at-the-door',
  'payment-at-the-store',
  'paypal',
]);
export type PaymentMethodKey = z.infer<typeof paymentMethodKeySchema>;

export const paymentInitiatorSchema = z.enum(['REDIRECT', 'UNKNOWN', 'WEBHOOK']);
export type PaymentInitiator = z.infer<typeof paymentInitiatorSchema>;

export const paymentMethodTypeSchema = z.enum(['ONE_TIER', 'TWO_TIER', 'UNKNOWN', 'WALLET']);
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>;

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

/**
 * §2 payment-processing: the checkout page's path plus this suffix. The hosted page sends the
 * shopper back there; the storefront's route table and the API's return URL both read it.
 */
export function paymentProcessingSuffix(config: Pick<ClientRuntimeConfig, 'defaultLanguage'>): string {
  return config.defaultLanguage === 'de' ? '/zahlung' : '/payment';
}

export const placedOrderSchema = z.object({
  orderNumber: z.string(),
  cartId: z.string(),
  total: z.number().int(),
});

/**
 * A hosted method (card, PayPal, Apple Pay) answers where the shopper pays; a method settled
 * outside the provider (at the door, at the store, by invoice) places the order at once.
 */
export const hostedCheckoutAnswerSchema = z.object({
  next: z.literal('pay'),
  /** Where the shopper pays: the provider's hosted page. */
  redirectUrl: z.string().url(),
  hostedCheckoutId: z.string(),
});
export const checkoutAnswerSchema = z.discriminatedUnion('next', [
  hostedCheckoutAnswerSchema,
  placedOrderSchema.extend({ next: z.literal('confirmation') }),
]);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const checkoutReturnBodySchema = z.object({
  hostedCheckoutId: z.string().min(1).max(100),
  RETURNMAC: z.string().min(1).max(200),
});

/** One payment method the checkout offers for the shopper's cart (tenant configuration, §3, §5). */
export const offeredPaymentMethodSchema = z.object({
  methodKey: paymentMethodKeySchema,
  /** The card brands, or the wallet's brand. */
  brands: z.array(z.string()),
  /** Paid on the provider's hosted page (card, PayPal, Apple Pay); else settled outside it. */
  hosted: z.boolean(),
  /** Why it cannot be chosen for this cart now (a stable code), e.g. invoice B2B without a VAT number. */
  unavailableCode: z.string().optional(),
});
export type OfferedPaymentMethod = z.infer<typeof offeredPaymentMethodSchema>;

// GET /api/checkout/payment-methods
export const checkoutPaymentMethodsSchema = z.object({ methods: z.array(offeredPaymentMethodSchema) });

// GET /api/orders/{orderNumber}/confirmation: the placed order for the confirmation page.
export const orderConfirmationSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string().datetime({ offset: true }),
  /** What is charged, minor units; weight articles may come to a little more or less (§9). */
  total: z.number().int(),
  payment: z.object({ methodKey: z.string().nullable(), brandName: z.string().nullable() }),
  /** The cart as it was ordered: lines, prices, address, slot. */
  cart: cartSchema,
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const orderNumberParamsSchema = z.object({ orderNumber: z.string().regex(/^\d{1,20}$/) });
