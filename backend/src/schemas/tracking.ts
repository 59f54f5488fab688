import { z } from 'zod';

// Issue 37, §3 Tracking types and Product tracking item, §9 tracking constants (decision 0086).
// The contract of the first-party collector: GA4 e-commerce events, pseudonymous ids only.

import { trackingEventsPerPageView } from './tracking-limits.js';

export { trackingBodyLimitBytes, trackingEventsPerPageView } from './tracking-limits.js';

export const trackingEventNames = [
  'page_view',
  'view_item_list',
  'view_item',
  'select_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'login',
  'sign_up',
  'error',
  'user_data',
  // §4 Async loads: a client navigation's page loading start and end.
  'page_loading_start',
  'page_loading_end',
] as const;
export type TrackingEventName = (typeof trackingEventNames)[number];

export const orderTypes = ['guest_order', 'first_order', 'customer_order'] as const;
export const userTypes = ['guest', 'loyalty', 'customer'] as const;
export const errorClasses = ['paymentError', 'retailGateway', 'other'] as const;
export const trackingSources = ['browser', 'server'] as const;
export type OrderType = (typeof orderTypes)[number];
export type UserType = (typeof userTypes)[number];
export type ErrorClass = (typeof errorClasses)[number];

// Pseudonymous means no person in any field: a text that holds an e-mail address is refused, and
// every object is strict, so a name, e-mail or address field a tag adds is refused, not stored.
const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !emailLike.test(text), { message: 'must not hold an e-mail address' });
const opaqueId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be a random id');

/** §3 Product tracking item in GA4's item shape: sku, name, brand, up to five categories, price. */
export const trackingItemSchema = z
  .object({
    item_id: z.string().regex(/^[A-Za-z0-9._-]{1,40}$/),
    item_name: plainText(200),
    item_brand: plainText(120).optional(),
    item_category: plainText(120).optional(),
    item_category2: plainText(120).optional(),
    item_category3: plainText(120).optional(),
    item_category4: plainText(120).optional(),
    item_category5: plainText(120).optional(),
    /** GA4's price in the currency's units; the §3 regular price in cents beside it. */
    price: z.number().min(0).max(1_000_000),
    price_in_cents: z.number().int().min(0).max(100_000_000),
    weight_article: z.boolean(),
    quantity: z.number().min(0).max(10_000).optional(),
    index: z.number().int().min(0).max(10_000).optional(),
    item_list_name: plainText(120).optional(),
  })
  .strict();
export type TrackingItem = z.infer<typeof trackingItemSchema>;

export const trackingEcommerceSchema = z
  .object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    value: z.number().min(0).max(10_000_000).optional(),
    items: z.array(trackingItemSchema).max(200).default([]),
    item_list_name: plainText(120).optional(),
    search_term: plainText(100).optional(),
    transaction_id: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/)
      .optional(),
    order_type: z.enum(orderTypes).optional(),
    shipping: z.number().min(0).max(1_000_000).optional(),
    shipping_tier: z.enum(['delivery', 'pickup']).optional(),
    /** §9: the booked slot's start as HH:MM. */
    slot: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
    payment_type: z
      .string()
      .regex(/^[a-z_-]{1,40}$/)
      .optional(),
  })
  .strict();
export type TrackingEcommerce = z.infer<typeof trackingEcommerceSchema>;

export const trackingEventSchema = z
  .object({
    event: z.enum(trackingEventNames),
    /** §9: the page name, the configured prefix and the path with slashes as colons. */
    page_name: plainText(300),
    occurred_at: z.string().datetime(),
    user_type: z.enum(userTypes).optional(),
    ecommerce: trackingEcommerceSchema.optional(),
    /** login and sign_up */
    method: z.enum(['password', 'loyalty_card']).optional(),
    error_class: z.enum(errorClasses).optional(),
    error_code: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,60}$/)
      .optional(),
    /** page_loading_end: how long the page loaded, from the navigation's start. */
    duration_ms: z.number().int().min(0).max(600_000).optional(),
  })
  .strict();
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** One flush of one page view's queue. */
export const trackingBatchSchema = z
  .object({
    session_id: opaqueId,
    page_view_id: opaqueId,
    source: z.enum(trackingSources),
    events: z.array(trackingEventSchema).min(1).max(trackingEventsPerPageView),
  })
  .strict();
export type TrackingBatch = z.infer<typeof trackingBatchSchema>;

// The operator's reads of what the collector stored (loopback only): a session's events, the funnel.
export const trackingSessionParamsSchema = z.object({ sessionId: opaqueId });
export const storedTrackingEventSchema = z.object({
  event: z.enum(trackingEventNames),
  source: z.enum(trackingSources),
  page_name: z.string(),
  transaction_id: z.string().nullable(),
  value_cents: z.number().int().nullable(),
  order_type: z.enum(orderTypes).nullable(),
  error_class: z.enum(errorClasses).nullable(),
});
export type StoredTrackingEvent = z.infer<typeof storedTrackingEventSchema>;
export const funnelQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(14) });
export const funnelDaySchema = z.object({
  day: z.string(),
  sessions: z.number().int(),
  productViews: z.number().int(),
  addsToCart: z.number().int(),
  checkoutsBegun: z.number().int(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
});
