import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { deliveryAreas, deliveryZones, distributionSettings, stores } from '../db/schema/distribution.js';
import type { DeliveryAreaMap, FinderStore, Position, StoreSearchAnswer } from '../schemas/distribution.js';
import { geocodeAddress } from './gazetteer.js';
import { openingStatusAt, upcomingHolidays } from './opening-hours.js';

const earthRadiusMetres = 6_371_000;

export function distanceMetres(from: Position, to: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMetres * Math.asin(Math.sqrt(a));
}

/** The mean of a set of outline rings' corners: near enough to a postal code's or a town's middle. */
function middleOf(outlines: [number, number][][]): Position {
  // A ring repeats its first corner last; leave it out so it does not count twice.
  const corners = outlines.flatMap((ring) => ring.slice(0, -1));
  const sum = corners.reduce((total, [lng, lat]) => ({ lat: total.lat + lat, lng: total.lng + lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / corners.length, lng: sum.lng / corners.length };
}

export async function findSearchOrigin(executor: Executor, tenantId: string, query: string) {
  const zones = await executor
    .select({
      postalCode: deliveryZones.postalCode,
      city: deliveryZones.city,
      outline: deliveryZones.outline,
    })
    .from(deliveryZones)
    .where(
      and(
        eq(deliveryZones.tenantId, tenantId),
        /^\d{4,5}$/.test(query)
          ? eq(deliveryZones.postalCode, query)
          : sql`lower(${deliveryZones.city}) = lower(${query})`,
      ),
    );
  if (zones.length > 0) {
    const label = /^\d/.test(query) ? `${zones[0]!.postalCode} ${zones[0]!.city}` : zones[0]!.city;
    return { label, position: middleOf(zones.map((zone) => zone.outline)) };
  }
  const place = await geocodeAddress(executor, tenantId, query);
  return place
    ? { label: `${place.primaryPart}, ${place.secondaryPart}`, position: place.position }
    : undefined;
}

export async function searchStores(
  executor: Executor,
  tenantId: string,
  origin: StoreSearchAnswer['origin'],
  now: Date,
): Promise<FinderStore[]> {
  const rows = await executor
    .select({ store: stores, shopTimeZone: distributionSettings.timeZone })
    .from(stores)
    .innerJoin(distributionSettings, eq(distributionSettings.tenantId, stores.tenantId))
    .where(eq(stores.tenantId, tenantId));
  const found = rows.map(({ store, shopTimeZone }) => {
    const calendar = {
      openingHours: store.openingHours,
      holidays: store.holidays,
      timeZone: store.timeZone ?? shopTimeZone,
    };
    const position = { lat: store.latitude, lng: store.longitude };
    return {
      storeId: store.storeId,
      name: store.name,
      streetName: store.streetName,
      streetNumber: store.streetNumber,
      postalCode: store.postalCode,
      city: store.city,
      countryCode: store.countryCode,
      position,
      pickingUnitIds: store.pickingUnitIds,
      openingHours: store.openingHours,
      timeZone: calendar.timeZone,
      services: store.services,
      openingStatus: openingStatusAt(calendar, now),
      upcomingHolidays: upcomingHolidays(calendar, now),
      distanceMetres: origin ? Math.round(distanceMetres(origin.position, position)) : null,
    } satisfies FinderStore;
  });
  return found.sort(
    (a, b) =>
      (a.distanceMetres ?? 0) - (b.distanceMetres ?? 0) ||
      a.postalCode.localeCompare(b.postalCode) ||
      a.name.localeCompare(b.name),
  );
}

export async function deliveryAreaMap(executor: Executor, tenantId: string): Promise<DeliveryAreaMap> {
  const [areas, zones] = await Promise.all([
    executor.select().from(deliveryAreas).where(eq(deliveryAreas.tenantId, tenantId)),
    executor.select().from(deliveryZones).where(eq(deliveryZones.tenantId, tenantId)),
  ]);
  return {
    deliveryAreas: areas
      .sort((a, b) => a.deliveryAreaNumber.localeCompare(b.deliveryAreaNumber))
      .map((area) => ({
        deliveryAreaNumber: area.deliveryAreaNumber,
        name: area.name,
        zones: zones
          .filter((zone) => zone.deliveryAreaNumber === area.deliveryAreaNumber)
          .sort((a, b) => a.postalCode.localeCompare(b.postalCode))
          .map((zone) => ({ postalCode: zone.postalCode, outline: zone.outline })),
      })),
  };
}
