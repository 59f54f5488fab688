import { z } from 'zod';
import { cartSchema } from './cart.js';
import { paymentInitiatorSchema, paymentMethodKeySchema, paymentMethodTypeSchema } from './payment-enums.js';
import type { ClientRuntimeConfig } from './tenant.js';

export const checkoutErrorCodes = {
  cartNotFinalized: 'CART_NOT_FINALIZED',
  /** The checkout names another cart than the shopper's current one (a stale tab). */
  cartMismatch: 'CHECKOUT_CART_MISMATCH',
  /** The provider authorised another amount than the finalized cart's: no order, payment cancelled. */
  paymentAmountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  /** The shopper came back without an authorized payment (declined, cancelled): the cart stays finalized. */
  paymentNotAuthorized: 'PAYMENT_NOT_AUTHORIZED',
  returnInvalid: 'PAYMENT_RETURN_INVALID',
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

export const checkoutBodySchema = z.object({
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

/** §2: the storefront's route table and the API's return URL both read it. */
export function paymentProcessingSuffix(config: Pick<ClientRuntimeConfig, 'defaultLanguage'>): string {
  return config.defaultLanguage === 'de' ? '/zahlung' : '/payment';
}

export const placedOrderSchema = z.object({
  orderNumber: z.string(),
  cartId: z.string(),
  total: z.number().int(),
  /** §9: more than `total` with weight articles; null when settled outside the provider. */
  authorizedAmount: z.number().int().nullable().default(null),
  addsToOrderNumber: z.string().nullable().default(null),
});

/** A method settled outside the provider places the order at once. */
export const hostedCheckoutAnswerSchema = z.object({
  next: z.literal('pay'),
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

export const offeredPaymentMethodSchema = z.object({
  methodKey: paymentMethodKeySchema,
  brands: z.array(z.string()),
  hosted: z.boolean(),
  unavailableCode: z.string().optional(),
});
export type OfferedPaymentMethod = z.infer<typeof offeredPaymentMethodSchema>;

export const checkoutPaymentMethodsSchema = z.object({ methods: z.array(offeredPaymentMethodSchema) });

export const orderConfirmationSchema = z.object({
  orderNumber: z.string(),
  placedAt: z.string().datetime({ offset: true }),
  /** What is charged, minor units; weight articles may come to a little more or less (§9). */
  total: z.number().int(),
  payment: z.object({ methodKey: z.string().nullable(), brandName: z.string().nullable() }),
  cart: cartSchema,
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const orderNumberParamsSchema = z.object({ orderNumber: z.string().regex(/^\d{1,20}$/) });
