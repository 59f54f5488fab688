import { z } from 'zod';

// §3 Distribution, §7 Distribution, maps, capacity and order config: where and when the shop
// delivers or hands over orders. Plain zod: the storefront imports it too.

export const distributionTypeValues = ['DELIVERY', 'CLICK_AND_COLLECT'] as const;
export const distributionTypeSchema = z.enum(distributionTypeValues);
export type DistributionType = z.infer<typeof distributionTypeSchema>;

export const distributionErrorCodes = {
  outsideDeliveryArea: 'OUTSIDE_DELIVERY_AREA',
  storeNotFound: 'STORE_NOT_FOUND',
  placeNotFound: 'PLACE_NOT_FOUND',
  positionIncomplete: 'POSITION_INCOMPLETE',
  timeSlotNotFound: 'TIME_SLOT_NOT_FOUND',
} as const;

export const positionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Position = z.infer<typeof positionSchema>;

export const positionQuerySchema = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

export const deliveryAreaSchema = z.object({
  deliveryAreaNumber: z.string(),
  name: z.string(),
  pickingUnitIds: z.array(z.string()),
  postalCodes: z.array(z.string()),
});
export type DeliveryArea = z.infer<typeof deliveryAreaSchema>;
export const deliveryAreaAnswerSchema = z.object({ deliveryArea: deliveryAreaSchema });
export const deliveryAreaIntersectionSchema = z.object({
  intersects: z.boolean(),
  deliveryArea: deliveryAreaSchema.nullable(),
});

const weekdayValues = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const openingHoursSchema = z.array(
  z.object({
    weekday: z.enum(weekdayValues),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  }),
);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const checkoutStoreSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  streetName: z.string(),
  streetNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  position: positionSchema,
  pickingUnitIds: z.array(z.string()),
  openingHours: openingHoursSchema,
});
export type CheckoutStore = z.infer<typeof checkoutStoreSchema>;
export const checkoutStoreListSchema = z.object({ stores: z.array(checkoutStoreSchema) });

export const storeServiceValues = [
  'clickAndCollect',
  'parking',
  'bakery',
  'deliCounter',
  'bottleReturn',
  'evCharging',
] as const;
export const storeServiceSchema = z.enum(storeServiceValues);
export type StoreService = z.infer<typeof storeServiceSchema>;

const localDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const storeHolidaySchema = z.object({ date: localDateSchema, name: z.string() });
export type StoreHoliday = z.infer<typeof storeHolidaySchema>;

export const openingStatusSchema = z.object({
  open: z.boolean(),
  closesAt: z.string().nullable(),
  /** While closed: when it opens next, within a fortnight. */
  nextOpening: z
    .object({ date: localDateSchema, time: z.string(), inDays: z.number().int().nonnegative() })
    .nullable(),
  holiday: z.string().nullable(),
});
export type OpeningStatus = z.infer<typeof openingStatusSchema>;

export const finderStoreSchema = checkoutStoreSchema.extend({
  timeZone: z.string(),
  services: z.array(storeServiceSchema),
  openingStatus: openingStatusSchema,
  upcomingHolidays: z.array(storeHolidaySchema),
  distanceMetres: z.number().int().nonnegative().nullable(),
});
export type FinderStore = z.infer<typeof finderStoreSchema>;

export const storeSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});
export const storeSearchAnswerSchema = z.object({
  origin: z.object({ label: z.string(), position: positionSchema }).nullable(),
  stores: z.array(finderStoreSchema),
});
export type StoreSearchAnswer = z.infer<typeof storeSearchAnswerSchema>;

export const deliveryAreaMapSchema = z.object({
  deliveryAreas: z.array(
    z.object({
      deliveryAreaNumber: z.string(),
      name: z.string(),
      zones: z.array(
        z.object({ postalCode: z.string(), outline: z.array(z.tuple([z.number(), z.number()])) }),
      ),
    }),
  ),
});
export type DeliveryAreaMap = z.infer<typeof deliveryAreaMapSchema>;

export const placeSchema = z.object({
  id: z.string(),
  /** e.g. "Favoritenstraße 120" */
  primaryPart: z.string(),
  /** e.g. "1100 Wien" */
  secondaryPart: z.string(),
  streetName: z.string(),
  streetNumber: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  position: positionSchema,
});
export type Place = z.infer<typeof placeSchema>;
export const placeListSchema = z.object({ places: z.array(placeSchema) });
export const placeAnswerSchema = z.object({ place: placeSchema.nullable() });

const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');
export const autocompleteQuerySchema = z.object({
  q: z.string().trim().max(200),
  addressOnly: booleanQuery,
  restrictCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
export const geocodeLocationQuerySchema = positionQuerySchema.extend({ addressOnly: booleanQuery });
export const geocodeAddressQuerySchema = z.object({
  address: z.string().trim().min(1).max(300),
  restrictCountry: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

export const timeSlotSchema = z.object({
  id: z.string(),
  distributionType: distributionTypeSchema,
  appointableId: z.string().describe('the delivery area number, or the store id'),
  start: z.string().datetime({ offset: true }),
  end: z.string().datetime({ offset: true }),
  cutOff: z.string().datetime({ offset: true }),
  fee: z.number().int().nonnegative().describe('minor units'),
  capacity: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  full: z.boolean(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const appointableQuerySchema = z.object({
  distributionType: distributionTypeSchema,
  appointableId: z.string().min(1).max(64),
});
export const timeSlotListQuerySchema = appointableQuerySchema.extend({
  days: z.coerce.number().int().min(1).max(14).default(14),
});
export const timeSlotListSchema = z.object({ timeSlots: z.array(timeSlotSchema) });
/** §7: a delivery may name its area by the address's position instead of the area number. */
export const earliestWindowQuerySchema = z
  .object({
    distributionType: distributionTypeSchema,
    appointableId: z.string().min(1).max(64).optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
  })
  .passthrough()
  .describe('address fields may come along; the position or the appointable id decides');
export const earliestWindowSchema = z.object({ timeSlot: timeSlotSchema.nullable() });

export const orderConfigSchema = z.object({
  maxOrderValueDelivery: z.number().int().nullable(),
  maxOrderValueCC: z.number().int().nullable(),
  minOrderValueDelivery: z.number().int().nullable(),
  minOrderValueCC: z.number().int().nullable(),
  maxOrderWeightDelivery: z.number().int().nullable().describe('grams'),
  maxOrderWeightCC: z.number().int().nullable().describe('grams'),
});
export type OrderConfig = z.infer<typeof orderConfigSchema>;

export const capacityQuerySchema = z.object({ timeSlotId: z.string().max(120).optional() });
export const capacityBodySchema = z.object({
  skus: z.array(z.string().min(1).max(40)).min(1).max(200),
  distributionAddress: z.object({ distributionType: distributionTypeSchema }).passthrough().optional(),
});
export const skuAvailabilitySchema = z.object({
  sku: z.string(),
  available: z.boolean(),
  availableAgainAt: z.string().datetime({ offset: true }).nullable(),
});
export const capacityAnswerSchema = z.object({ availabilities: z.array(skuAvailabilitySchema) });
