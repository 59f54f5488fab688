import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { polygon } from '@turf/helpers';
import { describe, expect, it } from 'vitest';
import { housePosition } from '../../distribution/street-geometry.js';
import { generateDistribution } from './generate-distribution.js';

const distribution = generateDistribution('de');
const zoneOf = (postalCode: string) => {
  const zone = distribution.zones.find((row) => row.postalCode === postalCode);
  if (!zone) throw new Error(`no zone ${postalCode}`);
  return polygon([zone.outline]);
};

describe('the generated distribution of Vienna', () => {
  it('puts every house of every gazetteer street inside its own postal code', () => {
    for (const street of distribution.streets) {
      for (const number of [1, Math.ceil(street.maxNumber / 2), street.maxNumber]) {
        const { lat, lng } = housePosition(street, number);
        expect(
          booleanPointInPolygon([lng, lat], zoneOf(street.postalCode)),
          `${street.streetName} ${number}`,
        ).toBe(true);
      }
    }
  });

  it('puts every store inside its own postal code, at an address of the gazetteer', () => {
    expect(distribution.stores.length).toBeGreaterThanOrEqual(30);
    for (const store of distribution.stores) {
      expect(booleanPointInPolygon([store.longitude, store.latitude], zoneOf(store.postalCode))).toBe(true);
      expect(distribution.streets.some((street) => street.streetName === store.streetName)).toBe(true);
    }
  });

  it('gives every area delivery windows from Monday to Saturday, and every store pickup windows', () => {
    for (const area of distribution.areas) {
      const weekdays = new Set(
        distribution.templates
          .filter((template) => template.appointableId === area.deliveryAreaNumber)
          .map((template) => template.isoWeekday),
      );
      expect([...weekdays].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
    for (const store of distribution.stores)
      expect(
        distribution.templates.filter((template) => template.appointableId === store.storeId),
      ).toHaveLength(30);
  });
});

describe('the demo stores’ calendar', () => {
  it('closes on Austria’s holidays, Easter-based ones included', () => {
    const holidays = distribution.stores.find((store) => store.storeId === '10101')!.holidays!;
    expect(holidays).toContainEqual({ date: '2026-04-06', name: 'Ostermontag' });
    expect(holidays).toContainEqual({ date: '2027-03-29', name: 'Ostermontag' });
    expect(holidays).toContainEqual({ date: '2026-06-04', name: 'Fronleichnam' });
    expect(holidays).toContainEqual({ date: '2026-12-25', name: 'Christtag' });
  });

  it('offers click-and-collect in every store, with services that differ between stores', () => {
    for (const store of distribution.stores) expect(store.services).toContain('clickAndCollect');
    expect(new Set(distribution.stores.map((store) => store.services!.join())).size).toBeGreaterThan(1);
  });

  it('keeps the station store open late every day and on holidays', () => {
    const station = distribution.stores.find((store) => store.storeId === '10202')!;
    expect(station.holidays).toEqual([]);
    expect(station.openingHours).toContainEqual({ weekday: 'saturday', opens: '06:00', closes: '02:00' });
    expect(station.openingHours.map((window) => window.weekday)).toContain('sunday');
  });
});
