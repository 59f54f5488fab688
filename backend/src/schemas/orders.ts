import { z } from 'zod';
import { createFieldRules, type FieldRules } from './field-rules.js';

// §1 tracking block, issue 7: an order (a cart with status ORDERED and an order number, §3) looked
// up by its number and the e-mail it was ordered with. Plain zod: the storefront imports it too.

export const orderErrorCodes = {
  /** Wrong number and wrong e-mail answer alike: nobody learns which orders exist. */
  orderNotFound: 'ORDER_NOT_FOUND',
  orderLookupRateLimited: 'ORDER_LOOKUP_RATE_LIMITED',
} as const;

/** The lookup form and body, with the §5 rules in the messages they are given. */
export function orderLookupSchemaOf(rules: FieldRules) {
  return z.object({ orderNumber: rules.orderNumber, email: rules.email });
}

/** POST /api/orders/tracking: in the body, never in the URL (e-mails stay out of access logs). */
export const orderLookupBodySchema = orderLookupSchemaOf(createFieldRules());
export type OrderLookupBody = z.infer<typeof orderLookupBodySchema>;

/** §3 cartStatus of a tracked order; later fulfilment states extend this list. */
export const trackedOrderStatusValues = ['ORDERED'] as const;

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

export const orderTrackingSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(trackedOrderStatusValues),
  orderedAt: z.string().datetime({ offset: true }),
  destination: orderDestinationSchema,
  /** §3 distributionWindow: the booked time slot, if the order has one. */
  distributionWindow: z
    .object({ start: z.string().datetime({ offset: true }), end: z.string().datetime({ offset: true }) })
    .nullable(),
  lineItemCount: z.number().int().nonnegative(),
  /** What the order came to when it was placed, in minor units (§9). */
  total: z.number().int(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
