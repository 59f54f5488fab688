import { z } from 'zod';
import { cartSchema } from './cart.js';
import { paymentInitiatorSchema, paymentMethodKeySchema, paymentMethodTypeSchema } from './payment-enums.js';
import type { ClientRuntimeConfig } from './tenant.js';
import { checkoutGiftCardSchema } from './wallet.js';

export { checkoutErrorCodes } from './checkout-codes.js';

export const checkoutBodySchema = z
  .object({
    /** The finalized cart this pays (the id POST /api/carts/finalize answers). */
    checkoutId: z.string().uuid().optional(),
    /**
     * Issue 39: freeze the shopper's current cart first (as POST /api/carts/finalize with reopen)
     * and pay it, in one call; a refusal after the freeze opens the cart again.
     */
    finalize: z.literal(true).optional(),
    /** gift-card: the gift card pays it all (decision 0074). */
    paymentMethodKey: paymentMethodKeySchema.or(z.literal('gift-card')),
    /** A card of the customer's wallet paying `amount` of it; the method pays the rest. */
    giftCard: checkoutGiftCardSchema.optional(),
    paymentBrandName: z.string().max(40).optional(),
    provider: z.string().max(40).optional(),
    paymentInitiator: paymentInitiatorSchema.optional(),
    paymentMethodType: paymentMethodTypeSchema.optional(),
    paymentType: z.string().max(40).optional(),
    /** Keep the card of this payment (credit-cards, logged in); setPrimary makes it the primary one. */
    savePaymentMethod: z.boolean().optional(),
    setPrimary: z.boolean().optional(),
    /** Pay with this saved card of the customer, by its token (decision 0075). */
    savedPaymentMethodId: z.string().uuid().optional(),
  })
  .refine((body) => (body.checkoutId === undefined) !== (body.finalize === undefined), {
    message: 'checkoutId or finalize, one of them',
    path: ['checkoutId'],
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
  payment: z.object({
    methodKey: z.string().nullable(),
    brandName: z.string().nullable(),
    /** Issue 34: what a gift card paid of the total (decision 0074); the method paid the rest. */
    giftCardAmount: z.number().int().nullable().default(null),
  }),
  cart: cartSchema,
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const orderNumberParamsSchema = z.object({ orderNumber: z.string().regex(/^\d{1,20}$/) });
