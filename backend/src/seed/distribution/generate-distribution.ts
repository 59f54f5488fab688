import { featureCollection, point } from '@turf/helpers';
import voronoi from '@turf/voronoi';
import type {
  deliveryAreas,
  deliveryZones,
  distributionSettings,
  gazetteerStreets,
  orderConfigs,
  slotTemplates,
  stores,
} from '../../db/schema/distribution.js';
import { housePosition } from '../../distribution/street-geometry.js';
import {
  seededHolidays,
  stationStoreHours,
  stationStoreId,
  storeHours,
  storeServices,
} from './store-calendar.js';
import {
  deliveryAreaPlans,
  viennaBoundingBox,
  viennaDistricts,
  viennaTimeZone,
  type District,
} from './vienna.js';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

const metresPerDegreeLatitude = 111_320;
const metresPerDegreeLongitude = 111_320 * Math.cos((48.2 * Math.PI) / 180);
/** Streets run from 40 m to 280 m out of a district's centre: inside its zone, whose nearest edge is 340 m away. */
const streetReach = { from: 40, to: 280 };

function offset([lat, lng]: [number, number], metres: number, degrees: number): [number, number] {
  const angle = (degrees * Math.PI) / 180;
  return [
    lat + (metres * Math.sin(angle)) / metresPerDegreeLatitude,
    lng + (metres * Math.cos(angle)) / metresPerDegreeLongitude,
  ];
}

function zoneOutlines(districts: District[]): Map<string, [number, number][]> {
  const sites = featureCollection(
    districts.map(({ centre: [lat, lng], postalCode }) => point([lng, lat], { postalCode })),
  );
  const cells = voronoi(sites, { bbox: viennaBoundingBox });
  const outlines = new Map<string, [number, number][]>();
  cells.features.forEach((cell, index) => {
    const ring = cell?.geometry.coordinates[0];
    if (!ring) throw new Error(`no zone drawn for ${districts[index]!.postalCode}`);
    outlines.set(districts[index]!.postalCode, ring as [number, number][]);
  });
  return outlines;
}

const deliveryWindows = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['12:00', '14:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
] as const;
const pickupWindows = [
  ['09:00', '11:00'],
  ['11:00', '13:00'],
  ['13:00', '15:00'],
  ['15:00', '17:00'],
  ['17:00', '19:00'],
] as const;
const deliveryCapacity: Record<string, number> = { '101': 12, '102': 10, '103': 10, '104': 8 };

/** The delivery fee the shop's pages promise: 4.90 EUR, free from 50 EUR (the threshold below). */
const deliveryFee = 490;

export function generateDistribution(tenantId: string) {
  const outlines = zoneOutlines(viennaDistricts);
  const settings: Rows<typeof distributionSettings> = [
    {
      tenantId,
      timeZone: viennaTimeZone,
      defaultDeliveryAreaNumber: '101',
      deliveryFee,
      pickupFee: 0,
      freeOfChargeThreshold: 5000,
      overAuthorizationPercentage: 10,
      slotHoldMinutes: 120,
    },
  ];
  const areas: Rows<typeof deliveryAreas> = deliveryAreaPlans.map((plan) => ({
    tenantId,
    ...plan,
    pickingUnitIds: [...plan.pickingUnitIds],
  }));
  const zones: Rows<typeof deliveryZones> = viennaDistricts.map((district) => ({
    tenantId,
    postalCode: district.postalCode,
    city: 'Wien',
    deliveryAreaNumber: district.deliveryAreaNumber,
    outline: outlines.get(district.postalCode)!,
  }));

  const streets: Rows<typeof gazetteerStreets> = viennaDistricts.flatMap((district) =>
    district.streets.map((street, index) => {
      const direction = 30 + index * 120 + Number(district.postalCode.slice(1, 3)) * 7;
      const [startLatitude, startLongitude] = offset(district.centre, streetReach.from, direction);
      const [endLatitude, endLongitude] = offset(district.centre, streetReach.to, direction);
      return {
        tenantId,
        streetId: `${district.postalCode}-${index + 1}`,
        streetName: street.name,
        postalCode: district.postalCode,
        city: 'Wien',
        countryCode: 'AT',
        maxNumber: street.maxNumber,
        startLatitude,
        startLongitude,
        endLatitude,
        endLongitude,
      };
    }),
  );

  // One store per district, a second one in the nine largest: 32 click-and-collect stores.
  const largest = new Set(['1020', '1030', '1100', '1110', '1120', '1140', '1160', '1210', '1220']);
  const storeRows: Rows<typeof stores> = viennaDistricts.flatMap((district) =>
    [0, 1]
      .filter((index) => index === 0 || largest.has(district.postalCode))
      .map((index) => {
        const street = streets.find((row) => row.streetId === `${district.postalCode}-${index + 1}`)!;
        const number = Math.ceil(street.maxNumber / (index + 2));
        const { lat, lng } = housePosition(street, number);
        const storeId = `${district.postalCode}${index + 1}`;
        return {
          tenantId,
          storeId,
          name: `${district.name}, ${street.streetName}`,
          streetName: street.streetName,
          streetNumber: String(number),
          postalCode: district.postalCode,
          city: 'Wien',
          countryCode: 'AT',
          latitude: lat,
          longitude: lng,
          pickingUnitIds: [`PU-STORE-${storeId}`],
          openingHours: storeId === stationStoreId ? stationStoreHours : storeHours[index]!,
          timeZone: viennaTimeZone,
          services: storeServices(Number(district.postalCode.slice(1, 3)) + index),
          // The station store may open on holidays, as Austrian law allows at stations.
          holidays: storeId === stationStoreId ? [] : seededHolidays,
        };
      }),
  );

  const templates: Rows<typeof slotTemplates> = [];
  for (let isoWeekday = 1; isoWeekday <= 6; isoWeekday++) {
    for (const area of deliveryAreaPlans) {
      for (const [startsAt, endsAt] of deliveryWindows) {
        if (isoWeekday === 6 && startsAt === '18:00') continue;
        templates.push({
          tenantId,
          templateId: `D-${area.deliveryAreaNumber}-${isoWeekday}-${startsAt}`,
          distributionType: 'DELIVERY',
          appointableId: area.deliveryAreaNumber,
          isoWeekday,
          startsAt,
          endsAt,
          capacity: deliveryCapacity[area.deliveryAreaNumber]!,
          fee: deliveryFee,
          cutOffMinutes: 240,
        });
      }
    }
    for (const store of storeRows) {
      for (const [startsAt, endsAt] of pickupWindows) {
        templates.push({
          tenantId,
          templateId: `C-${store.storeId}-${isoWeekday}-${startsAt}`,
          distributionType: 'CLICK_AND_COLLECT',
          appointableId: store.storeId,
          isoWeekday,
          startsAt,
          endsAt,
          capacity: 5,
          fee: 0,
          cutOffMinutes: 120,
        });
      }
    }
  }

  const orderConfig: Rows<typeof orderConfigs> = [
    {
      tenantId,
      minOrderValueDelivery: 3500,
      maxOrderValueDelivery: 150_000,
      maxOrderWeightDelivery: 60_000,
      minOrderValueCC: 2000,
      maxOrderValueCC: 100_000,
      maxOrderWeightCC: 40_000,
    },
  ];

  return { settings, areas, zones, streets, stores: storeRows, templates, orderConfig };
}
