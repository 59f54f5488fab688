import { z } from 'zod';
import { cartAddressSchema, lineItemSchema, priceInfoSchema, voucherLineItemSchema } from './cart.js';
import { deliveryPassLineItemSchema } from './delivery-pass.js';
import { finalBillSchema, orderStateSchema } from './fulfilment.js';
import { createFieldRules, type FieldRules } from './field-rules.js';

// §1 tracking block, issue 7: an order (a cart with status ORDERED and an order number, §3) looked
// up by its number and the e-mail it was ordered with. Plain zod: the storefront imports it too.

export const orderErrorCodes = {
  /** Wrong number and wrong e-mail answer alike: nobody learns which orders exist. */
  orderNotFound: 'ORDER_NOT_FOUND',
  orderLookupRateLimited: 'ORDER_LOOKUP_RATE_LIMITED',
} as const;

export function orderLookupSchemaOf(rules: FieldRules) {
  return z.object({ orderNumber: rules.orderNumber, email: rules.email });
}

/** POST /api/orders/tracking: in the body, never in the URL (e-mails stay out of access logs). */
export const orderLookupBodySchema = orderLookupSchemaOf(createFieldRules());
export type OrderLookupBody = z.infer<typeof orderLookupBodySchema>;

/** §3 cartStatus of a tracked order; CANCELLED by the shopper (decision 0084); later fulfilment states extend this list. */
export const trackedOrderStatusValues = ['ORDERED', 'CANCELLED'] as const;

/** Where the order goes: the area of a delivery (never the street), or the pickup store. */
const orderDestinationSchema = z.discriminatedUnion('serviceType', [
  z.object({
    serviceType: z.literal('DELIVERY'),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
  z.object({
    serviceType: z.literal('CLICK_AND_COLLECT'),
    storeId: z.string().nullable(),
    /** Null only when the store is gone from the store list. */
    storeName: z.string().nullable(),
  }),
]);

const isoTime = z.string().datetime({ offset: true });

// Decision 0084: a shopper's cancellation of a placed order, until its slot's cut-off.
export const orderCancellationErrorCodes = {
  /** The slot's cut-off has passed: the order is being picked or on its way. */
  cancellationClosed: 'ORDER_CANCELLATION_CLOSED',
  alreadyCancelled: 'ORDER_ALREADY_CANCELLED',
  /** Not in the placed state any more (a later fulfilment state). */
  notCancellable: 'ORDER_NOT_CANCELLABLE',
} as const;

/** POST /api/orders/{orderNumber}/cancellation: a guest without the ordering browser names the order's e-mail. */
export const orderCancellationBodySchema = z
  .object({ email: createFieldRules().email.optional() })
  .strict()
  .default({});

export const orderCancellationSchema = z.object({
  orderNumber: z.string(),
  status: z.literal('CANCELLED'),
  cancelledAt: isoTime,
  /** What the provider gives back: the captured amount, or what it held; null when paid outside it. */
  providerAmount: z.number().int().nullable(),
  /** What gift cards paid, credited back onto them. */
  giftCardAmount: z.number().int(),
  currency: z.string(),
  /**
   * How the provider gave it back: REFUNDED (it was captured), CANCELLED (the authorisation
   * released), NONE (paid outside the provider), NOTHING_HELD; null while the provider's answer is
   * still awaited (the status check finishes it).
   */
  outcome: z.enum(['REFUNDED', 'CANCELLED', 'NONE', 'NOTHING_HELD']).nullable(),
});
export type OrderCancellation = z.infer<typeof orderCancellationSchema>;

/** What cancelling gives back is said before the shopper confirms (the profile and tracking, decision 0090). */
const refundBasisSchema = z.object({
  authorizedAmount: z.number().int().nullable().describe('null when paid outside the provider'),
  captured: z.boolean(),
  /** Issue 34: what a gift card paid of the total (decision 0074); the method paid the rest. */
  giftCardAmount: z.number().int().nullable().default(null),
});

/** An order's cancellation as the shopper sees it: until when, what was given back, from what. */
const cancellationFactsShape = {
  /** Until when the shopper may cancel (the slot's cut-off); null once cancelled or past it. */
  cancellableUntil: isoTime.nullable().default(null),
  cancellation: orderCancellationSchema.nullable().default(null),
};

export const orderTrackingSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(trackedOrderStatusValues),
  orderedAt: z.string().datetime({ offset: true }),
  destination: orderDestinationSchema,
  distributionWindow: z
    .object({ start: z.string().datetime({ offset: true }), end: z.string().datetime({ offset: true }) })
    .nullable(),
  lineItemCount: z.number().int().nonnegative(),
  total: z.number().int(),
  /** Decision 0088: where the order is (placed, picking, picked, handed_over, cancelled). */
  state: orderStateSchema.default('placed'),
  /** Decision 0088: once picked, what was weighed, substituted or missing, charged and released. */
  finalBill: finalBillSchema.nullable().default(null),
  /** Decision 0090: a guest cancels from the tracking block, told first what comes back. */
  ...cancellationFactsShape,
  payment: refundBasisSchema.default({ authorizedAmount: null, captured: false, giftCardAmount: null }),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** Decision 0090: the storefront's page where a guest sees and cancels an order (the e-mail's link). */
export const guestOrderPath = (orderNumber: string) => `/bestellung/${encodeURIComponent(orderNumber)}`;

export const customerOrderErrorCodes = {
  /** Another customer's order answers as one that does not exist. */
  orderNotFound: 'ORDER_NOT_FOUND',
} as const;

export const customerOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const orderNumberParamsSchema = z.object({ orderNumber: z.string().regex(/^\d{1,20}$/) });

/** §4 Cart mode ADDON: items can be added to the order until its slot's cut-off. */
const addOnUntilSchema = isoTime.nullable();

export const customerOrderSummarySchema = z.object({
  orderNumber: z.string(),
  status: z.enum(trackedOrderStatusValues),
  orderedAt: isoTime,
  serviceType: z.enum(['DELIVERY', 'CLICK_AND_COLLECT']),
  distributionWindow: z.object({ start: isoTime, end: isoTime }).nullable(),
  lineItemCount: z.number().int().nonnegative(),
  total: z.number().int(),
  addOnUntil: addOnUntilSchema,
  /** Decision 0088: where the order is (placed, picking, picked, handed_over, cancelled). */
  state: orderStateSchema.default('placed'),
  /** Decision 0088: once picked, what was weighed, substituted or missing, charged and released. */
  finalBill: finalBillSchema.nullable().default(null),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;

export const customerOrderListSchema = z.object({
  orders: z.array(customerOrderSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type CustomerOrderList = z.infer<typeof customerOrderListSchema>;

export const customerOrderSchema = customerOrderSummarySchema.extend({
  ...cancellationFactsShape,
  lineItems: z.array(lineItemSchema),
  /** Decision 0083: a delivery pass bought with the order, paid with it. */
  deliveryPassLineItem: deliveryPassLineItemSchema.nullable().default(null),
  voucherLineItems: z.array(voucherLineItemSchema),
  discountCodes: z.array(z.object({ code: z.string(), description: z.string() })),
  priceInfo: priceInfoSchema,
  distributionAddress: cartAddressSchema,
  billingAddress: cartAddressSchema.nullable(),
  store: z.object({ storeId: z.string(), name: z.string().nullable() }).nullable(),
  payment: refundBasisSchema.extend({
    methodKey: z.string().nullable(),
    brandName: z.string().nullable(),
    currency: z.string(),
  }),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
