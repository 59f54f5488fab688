import { z } from 'zod';
import { paymentMethodKeySchema } from './payment-enums.js';
import { productSummarySchema } from './catalogue.js';
import { distributionTypeSchema, positionSchema, timeSlotSchema } from './distribution.js';
import { addressFieldsSchema } from './customer.js';
import { createFieldRules, defaultFieldRuleMessages } from './field-rules.js';
import { voucherDiscountSchema } from './vouchers.js';
import { deliveryPassLineItemSchema } from './delivery-pass.js';

const rules = createFieldRules();

export {
  cartErrorCodes,
  cartValidationCodes,
  orderLimitCodes,
  type CartValidationCode,
  type OrderLimitCode,
} from './cart-codes.js';

export const cartAddressSchema = z.object({
  distributionType: distributionTypeSchema,
  storeId: z.string().nullable().default(null),
  deliveryAreaNumber: z.string().nullable().default(null),
  pickingUnitIds: z.array(z.string()).default([]),
  streetName: z.string().nullable().default(null),
  streetNumber: z.string().nullable().default(null),
  stairCase: z.string().nullable().default(null),
  floor: z.string().nullable().default(null),
  door: z.string().nullable().default(null),
  postalCode: z.string().nullable().default(null),
  city: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
  countryCode: z.string().nullable().default(null),
  position: positionSchema.nullable().default(null),
  additionalInfo: z.string().nullable().default(null),
  firstName: z.string().nullable().default(null),
  lastName: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  phoneNumber: z.string().nullable().default(null),
  salutation: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
  companyName: z.string().nullable().default(null),
  valueAddedTaxId: z.string().nullable().default(null),
  companyRegistrationNumber: z.string().nullable().default(null),
});
export type CartAddress = z.infer<typeof cartAddressSchema>;

export const distributionAddressBodySchema = z.discriminatedUnion('distributionType', [
  z.object({
    distributionType: z.literal('DELIVERY'),
    streetName: rules.streetName,
    streetNumber: z.string().trim().min(1).max(5),
    stairCase: rules.staircase,
    floor: rules.floor,
    door: rules.door,
    postalCode: rules.zip,
    city: rules.city,
    additionalInfo: rules.deliveryNote,
    firstName: rules.firstName.optional(),
    lastName: rules.surname,
    email: rules.email.optional(),
    phoneNumber: z.preprocess((value) => (value === '' ? undefined : value), rules.phone.optional()),
  }),
  z.object({
    distributionType: z.literal('CLICK_AND_COLLECT'),
    storeId: z.string().min(1).max(64),
  }),
]);
export type DistributionAddressBody = z.infer<typeof distributionAddressBodySchema>;

export const lineItemSchema = z.object({
  lineItemId: z.string(),
  quantity: z.number().int().positive(),
  perPiecePrice: z.number().int(),
  totalPrice: z.number().int(),
  product: productSummarySchema,
  /** Decision 0049: the picker may bring a substitute; orders placed before it read as allowed. */
  substitutionAllowed: z.boolean().default(true),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const voucherLineItemSchema = z.object({
  lineItemId: z.string(),
  promotionId: z.string(),
  articleId: z.string().nullable(),
  component: z.string().nullable(),
  title: z.string(),
  automatic: z.boolean(),
  quantity: z.literal(1),
  /** Negative: what the voucher takes off this cart's articles, in minor units. */
  perPiecePrice: z.number().int().nonpositive(),
  discount: voucherDiscountSchema.nullable(),
});
export type VoucherLineItem = z.infer<typeof voucherLineItemSchema>;

export const priceInfoSchema = z.object({
  totalArticlePrice: z.number().int(),
  savings: z.number().int(),
  discounts: z.number().int(),
  totalSavings: z.number().int(),
  orderValue: z.number().int(),
  depositFees: z.number().int(),
  serviceFees: z.number().int(),
  serviceFeesAfterDiscount: z.number().int(),
  serviceFeeTaxRate: z.number(),
  totalVat: z.number().int(),
  vatByRate: z.array(z.object({ rate: z.number(), amount: z.number().int() })),
  total: z.number().int(),
  overAuthorizationPercentage: z.number(),
  overAuthorizationAmount: z.number().int(),
  totalWithSurcharge: z.number().int(),
  coveredAmount: z.number().int(),
  uncoveredAmountWithoutOverAuthorization: z.number().int(),
  uncoveredAmountWithOverAuthorization: z.number().int(),
});
export type CartPriceInfo = z.infer<typeof priceInfoSchema>;

export const cartDiscountCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** Null while the code applies; else the §8 code why it does not. */
  invalidReason: z.string().nullable(),
});

export const cartPaymentSchema = z.object({
  id: z.string(),
  methodKey: paymentMethodKeySchema,
  brandName: z.string().nullable(),
  amountPlanned: z.number().int().nonnegative(),
});
export type CartPayment = z.infer<typeof cartPaymentSchema>;

export const cartPaymentBodySchema = z.object({
  methodKey: paymentMethodKeySchema,
  brandName: z.string().trim().min(1).max(50).optional(),
  amount: z.number().int().nonnegative().max(100_000_000),
});
export const cartPaymentParamsSchema = z.object({ id: z.string().uuid() });

export const cartSchema = z.object({
  id: z.string(),
  customerId: z.string().nullable(),
  cartStatus: z.enum(['OPEN', 'FINALIZED', 'ORDERED', 'ABANDONED']),
  mode: z.enum(['REGULAR', 'ADDON']),
  orderNumber: z.string().nullable(),
  lineItemCount: z.number().int().nonnegative(),
  /** Grams of the whole cart. */
  weight: z.number().int().nonnegative(),
  freeOfChargeThreshold: z.number().int().nullable(),
  productLineItems: z.array(lineItemSchema),
  unavailableLineItems: z.array(lineItemSchema),
  voucherLineItems: z.array(voucherLineItemSchema),
  discountCodes: z.array(cartDiscountCodeSchema),
  distributionAddress: cartAddressSchema.nullable(),
  billingAddress: cartAddressSchema.nullable(),
  distributionWindow: z.object({ start: z.string(), end: z.string() }).nullable(),
  timeSlot: timeSlotSchema.nullable(),
  /** While the booked slot's place is kept for this cart (issue 6: 2 hours by default). */
  timeSlotReservedUntil: z.string().datetime({ offset: true }).nullable(),
  crateDepositDesired: z.boolean(),
  /** Carts frozen or ordered before payments were kept read as none. */
  payments: z.array(cartPaymentSchema).default([]),
  priceInfo: priceInfoSchema,
  /** Decision 0083: the pass bought with this order; carts kept before it read as none. */
  deliveryPassLineItem: deliveryPassLineItemSchema.nullable().default(null),
  /** §4: a valid delivery pass, or the one in this cart, waives the delivery service fee. */
  serviceFeeWaivedByDeliveryPass: z.boolean().default(false),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartDistributionTypeSchema = z.object({ distributionType: distributionTypeSchema.nullable() });
/** Issue 39: whether the shopper's current cart waits for a payment, read without pricing it. */
export const cartStatusAnswerSchema = z.object({ cartStatus: z.enum(['OPEN', 'FINALIZED']).nullable() });

export const addItemBodySchema = z.object({
  sku: z.string().min(1).max(40),
  quantity: z.number().int().min(0).max(100_000),
  /** Sets the quantity instead of adding to it (the cart page's steppers). */
  replace: z.boolean().default(false),
});
export const storeQuerySchema = z.object({ storeId: z.string().max(64).optional() });

export const addItemResultValues = [
  'added',
  'updated',
  'removed',
  'maxquantityreached',
  'unavailable',
] as const;
export const addItemAnswerSchema = z.object({ cart: cartSchema, result: z.enum(addItemResultValues) });

export const bulkItemsBodySchema = z.object({
  items: z
    .array(addItemBodySchema.omit({ replace: true }))
    .min(1)
    .max(200),
});
export const bulkItemsAnswerSchema = z.object({
  cartDTO: cartSchema,
  notAddedOrUpdatedItems: z.array(
    z.object({ sku: z.string(), quantity: z.number().int(), reason: z.string() }),
  ),
});

export const lineItemParamsSchema = z.object({ lineItemId: z.string().uuid() });
export const lineItemSubstitutionBodySchema = z.object({ substitutionAllowed: z.boolean() });

export const lineItemIdsQuerySchema = z.object({
  lineItemIds: z
    .string()
    .min(1)
    .transform((value) => value.split(',').filter(Boolean)),
});

export const discountCodeBodySchema = z.object({ code: z.string().trim().max(40) });
export const discountCodeQuerySchema = z.object({ code: z.string().trim().min(1).max(40) });
export const anonymousCartQuerySchema = z.object({ anonymousCartId: z.string().uuid() });
export const cartIdParamsSchema = z.object({ cartId: z.string().uuid() });

export const checkoutAddressLimits = { streetName: 255, streetNumber: 5, additionalInfo: 255 } as const;

const checkoutText = (max: number) =>
  z
    .string({ required_error: defaultFieldRuleMessages.required })
    .trim()
    .max(max, defaultFieldRuleMessages.maxLength(max));

/** §5 checkout address rules; fields the tenant hides are dropped. */
export const billingAddressBodySchema = addressFieldsSchema.extend({
  email: rules.email,
  streetName: checkoutText(checkoutAddressLimits.streetName).min(1, defaultFieldRuleMessages.required),
  streetNumber: checkoutText(checkoutAddressLimits.streetNumber).min(1, defaultFieldRuleMessages.required),
  additionalInfo: checkoutText(checkoutAddressLimits.additionalInfo).optional(),
});

/** §8 006 and 007: asked on the cart page, before the checkout's billing step. */
export const cartContactBodySchema = z.object({
  email: rules.email,
  phoneNumber: z.preprocess((value) => (value === '' ? undefined : value), rules.phone.optional()),
});
export type CartContactBody = z.infer<typeof cartContactBodySchema>;

export const timeSlotBodySchema = z.object({ id: z.string().min(1).max(120) });

export const cartValidationSchema = z.object({
  cartDTO: cartSchema,
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
});
export type CartValidation = z.infer<typeof cartValidationSchema>;
