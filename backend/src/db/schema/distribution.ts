import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OpeningHours, StoreHoliday, StoreService } from '../../schemas/distribution.js';
import { tenants } from './tenants.js';

// §3 Distribution: delivery areas made of postal-code zones, click-and-collect stores, the
// gazetteer that answers the maps calls, and time slots with their capacity (§7 capacity).

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const distributionSettings = pgTable('distribution_settings', {
  tenantId: tenantId().primaryKey(),
  timeZone: text('time_zone').notNull(),
  defaultDeliveryAreaNumber: text('default_delivery_area_number').notNull(),
  /** Service fee of a cart before a slot is booked (a slot brings its own fee), minor units. */
  deliveryFee: integer('delivery_fee').notNull(),
  pickupFee: integer('pickup_fee').notNull(),
  /** §5: the service is free at or above this order value; null means never. */
  freeOfChargeThreshold: integer('free_of_charge_threshold'),
  /** §9: weight articles are authorised with this surcharge, in percent. */
  overAuthorizationPercentage: integer('over_authorization_percentage').notNull(),
  slotHoldMinutes: integer('slot_hold_minutes').notNull(),
});

export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    tenantId: tenantId(),
    deliveryAreaNumber: text('delivery_area_number').notNull(),
    name: text('name').notNull(),
    pickingUnitIds: jsonb('picking_unit_ids').$type<string[]>().notNull(),
  },
  (table) => [
    primaryKey({ name: 'delivery_areas_pkey', columns: [table.tenantId, table.deliveryAreaNumber] }),
  ],
);

/** One postal code's outline, as a GeoJSON linear ring of [lng, lat] pairs. */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    tenantId: tenantId(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    deliveryAreaNumber: text('delivery_area_number').notNull(),
    outline: jsonb('outline').$type<[number, number][]>().notNull(),
  },
  (table) => [primaryKey({ name: 'delivery_zones_pkey', columns: [table.tenantId, table.postalCode] })],
);

export const stores = pgTable(
  'stores',
  {
    tenantId: tenantId(),
    storeId: text('store_id').notNull(),
    name: text('name').notNull(),
    streetName: text('street_name').notNull(),
    streetNumber: text('street_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    pickingUnitIds: jsonb('picking_unit_ids').$type<string[]>().notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    /** An IANA zone; null keeps the shop's (`distribution_settings.time_zone`). */
    timeZone: text('time_zone'),
    services: jsonb('services').$type<StoreService[]>().notNull().default([]),
    holidays: jsonb('holidays').$type<StoreHoliday[]>().notNull().default([]),
  },
  (table) => [primaryKey({ name: 'stores_pkey', columns: [table.tenantId, table.storeId] })],
);

/** A street of the gazetteer: house numbers 1..maxNumber lie evenly between its two ends. */
export const gazetteerStreets = pgTable(
  'gazetteer_streets',
  {
    tenantId: tenantId(),
    streetId: text('street_id').notNull(),
    streetName: text('street_name').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    maxNumber: integer('max_number').notNull(),
    startLatitude: doublePrecision('start_latitude').notNull(),
    startLongitude: doublePrecision('start_longitude').notNull(),
    endLatitude: doublePrecision('end_latitude').notNull(),
    endLongitude: doublePrecision('end_longitude').notNull(),
  },
  (table) => [primaryKey({ name: 'gazetteer_streets_pkey', columns: [table.tenantId, table.streetId] })],
);

export const slotTemplates = pgTable(
  'slot_templates',
  {
    tenantId: tenantId(),
    templateId: text('template_id').notNull(),
    distributionType: text('distribution_type', { enum: ['DELIVERY', 'CLICK_AND_COLLECT'] }).notNull(),
    appointableId: text('appointable_id').notNull(),
    /** ISO weekday: 1 Monday ... 7 Sunday. */
    isoWeekday: smallint('iso_weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    fee: integer('fee').notNull(),
    cutOffMinutes: integer('cut_off_minutes').notNull(),
  },
  (table) => [
    primaryKey({ name: 'slot_templates_pkey', columns: [table.tenantId, table.templateId] }),
    check('slot_templates_weekday_check', sql`${table.isoWeekday} between 1 and 7`),
  ],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    tenantId: tenantId(),
    /** `{templateId}@{local date}`: the same window of the same day is one row, whoever makes it. */
    slotId: text('slot_id').notNull(),
    distributionType: text('distribution_type', { enum: ['DELIVERY', 'CLICK_AND_COLLECT'] }).notNull(),
    appointableId: text('appointable_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cutOffAt: timestamp('cut_off_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    fee: integer('fee').notNull(),
  },
  (table) => [
    primaryKey({ name: 'time_slots_pkey', columns: [table.tenantId, table.slotId] }),
    index('time_slots_appointable_idx').on(
      table.tenantId,
      table.distributionType,
      table.appointableId,
      table.startsAt,
    ),
    // Capacity is the database's to guard (ARCHITECTURE): no update can overbook a slot.
    check('time_slots_booked_check', sql`${table.booked} between 0 and ${table.capacity}`),
  ],
);

export const orderConfigs = pgTable('order_configs', {
  tenantId: tenantId().primaryKey(),
  maxOrderValueDelivery: integer('max_order_value_delivery'),
  maxOrderValueCC: integer('max_order_value_cc'),
  minOrderValueDelivery: integer('min_order_value_delivery'),
  minOrderValueCC: integer('min_order_value_cc'),
  maxOrderWeightDelivery: integer('max_order_weight_delivery'),
  maxOrderWeightCC: integer('max_order_weight_cc'),
});
