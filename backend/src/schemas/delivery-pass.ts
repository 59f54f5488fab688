import { z } from 'zod';

// §3 Delivery pass, §7 its calls (decision 0083). The offers are tenant configuration.

export const deliveryPassOfferSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** How long a pass of this offer is valid, from the day its order is placed. */
  months: z.number().int().min(1).max(24),
  /** Gross, in minor units of the shop's currency. */
  price: z.number().int().min(0).max(100_000),
});
export type DeliveryPassOffer = z.infer<typeof deliveryPassOfferSchema>;

export const deliveryPassConfigSchema = z.object({
  offers: z.array(deliveryPassOfferSchema).max(6),
  /** VAT rate inside the pass's price (a service, 20 % in Austria). */
  vatRate: z.number().int().min(0).max(100),
});
export type DeliveryPassConfig = z.infer<typeof deliveryPassConfigSchema>;

export const deliveryPassOffersSchema = z.object({
  currency: z.string().length(3),
  offers: z.array(deliveryPassOfferSchema),
});

export const deliveryPassStatusValues = ['NONE', 'ACTIVE', 'UPCOMING', 'EXPIRED'] as const;
export const customerDeliveryPassSchema = z.object({
  /** ACTIVE: valid now; UPCOMING: starts later; EXPIRED: the last one has ended; NONE: never bought. */
  status: z.enum(deliveryPassStatusValues),
  /** The span the customer's passes cover together (a pass bought while one runs follows it). */
  startDate: z.string().datetime({ offset: true }).nullable(),
  endDate: z.string().datetime({ offset: true }).nullable(),
});
export type CustomerDeliveryPass = z.infer<typeof customerDeliveryPassSchema>;

export const cartDeliveryPassBodySchema = z.object({ offerId: deliveryPassOfferSchema.shape.id });

/** §3 Cart deliveryPassLineItem: the pass bought with this cart's order. */
export const deliveryPassLineItemSchema = z.object({
  lineItemId: z.string(),
  offerId: z.string(),
  months: z.number().int().positive(),
  /** Gross, minor units; part of priceInfo.total but not of the Einkaufswert (decision 0083). */
  price: z.number().int().nonnegative(),
});
export type DeliveryPassLineItem = z.infer<typeof deliveryPassLineItemSchema>;

export const deliveryPassErrorCodes = {
  /** The shop offers no pass of that id. */
  offerUnknown: 'DELIVERY_PASS_OFFER_UNKNOWN',
  /** The shop sells no delivery pass (feature off). */
  notOffered: 'DELIVERY_PASS_NOT_OFFERED',
} as const;
