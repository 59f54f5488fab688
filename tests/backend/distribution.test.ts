import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findEarliestTimeSlot, listTimeSlots } from '../../backend/src/distribution/time-slots.js';
import {
  capacityAnswerSchema,
  checkoutStoreListSchema,
  deliveryAreaAnswerSchema,
  deliveryAreaIntersectionSchema,
  earliestWindowSchema,
  orderConfigSchema,
  placeAnswerSchema,
  placeListSchema,
  timeSlotListSchema,
} from '../../backend/src/schemas/distribution.js';
import { viennaDistricts } from '../../backend/src/seed/distribution/vienna.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const stephansplatz = { latitude: 48.2085, longitude: 16.3725 };
const salzburg = { latitude: 47.8095, longitude: 13.055 };

describe.each(drivers)('distribution, maps and capacity API on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const { get, json } = tenantRequests(() => testApp);

  describe('delivery areas', () => {
    it('finds the area of a position in Vienna, with its postal codes and picking units', async () => {
      const { deliveryArea } = deliveryAreaAnswerSchema.parse(
        await json(
          `/api/distribution/delivery-area?latitude=${stephansplatz.latitude}&longitude=${stephansplatz.longitude}`,
        ),
      );
      expect(deliveryArea).toMatchObject({ deliveryAreaNumber: '101', name: 'Wien Mitte' });
      expect(deliveryArea.postalCodes).toContain('1010');
      expect(deliveryArea.pickingUnitIds.length).toBeGreaterThan(0);
    });

    it('answers 404 OUTSIDE_DELIVERY_AREA outside the city, and intersection says no', async () => {
      const outside = await get(
        `/api/distribution/delivery-area?latitude=${salzburg.latitude}&longitude=${salzburg.longitude}`,
      );
      expect(outside.statusCode).toBe(404);
      expect(outside.json()).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA' });
      const intersection = deliveryAreaIntersectionSchema.parse(
        await json(
          `/api/distribution/intersection?latitude=${salzburg.latitude}&longitude=${salzburg.longitude}`,
        ),
      );
      expect(intersection).toEqual({ intersects: false, deliveryArea: null });
    });

    it('covers all 23 postal codes of Vienna, each centre in its own area', async () => {
      const seen = new Set<string>();
      for (const district of viennaDistricts) {
        const [lat, lng] = district.centre;
        const { deliveryArea } = deliveryAreaAnswerSchema.parse(
          await json(`/api/distribution/delivery-area?latitude=${lat}&longitude=${lng}`),
        );
        expect(deliveryArea.deliveryAreaNumber).toBe(district.deliveryAreaNumber);
        for (const code of deliveryArea.postalCodes) seen.add(code);
      }
      expect(seen.size).toBe(23);
    });

    it('names a default area to browse before an address is given', async () => {
      const { deliveryArea } = deliveryAreaAnswerSchema.parse(await json('/api/distribution/default'));
      expect(deliveryArea.deliveryAreaNumber).toBe('101');
    });

    it('refuses a position that is no number', async () => {
      expect((await get('/api/distribution/delivery-area?latitude=abc&longitude=16')).statusCode).toBe(400);
    });
  });

  describe('click-and-collect stores and order config', () => {
    it('lists at least 30 stores with address, position and opening hours', async () => {
      const { stores } = checkoutStoreListSchema.parse(await json('/api/checkout-stores'));
      expect(stores.length).toBeGreaterThanOrEqual(30);
      for (const store of stores) {
        expect(store.openingHours.length).toBeGreaterThan(0);
        expect(store.postalCode).toMatch(/^1\d{2}0$/);
      }
      expect(new Set(stores.map((store) => store.storeId)).size).toBe(stores.length);
    });

    it('answers the order limits per service type', async () => {
      const config = orderConfigSchema.parse(await json('/api/order-config'));
      expect(config.minOrderValueDelivery).toBeGreaterThan(0);
      expect(config.maxOrderWeightDelivery).toBeGreaterThan(config.maxOrderWeightCC!);
    });
  });

  describe('maps from the local gazetteer', () => {
    it('completes a street typed without its ending, umlaut or case', async () => {
      const { places } = placeListSchema.parse(
        await json('/api/maps/places/autocomplete?q=favoritenstr%2012'),
      );
      expect(places[0]).toMatchObject({
        primaryPart: 'Favoritenstraße 12',
        secondaryPart: '1100 Wien',
        streetNumber: '12',
        postalCode: '1100',
      });
      const umlaut = placeListSchema.parse(await json('/api/maps/places/autocomplete?q=Karntner'));
      expect(umlaut.places.map((place) => place.streetName)).toContain('Kärntner Straße');
    });

    it('finds nothing for a house number the street does not have, or for another country', async () => {
      expect(
        placeListSchema.parse(await json('/api/maps/places/autocomplete?q=Graben%20999')).places,
      ).toEqual([]);
      expect(
        placeListSchema.parse(await json('/api/maps/places/autocomplete?q=Graben&restrictCountry=de')).places,
      ).toEqual([]);
    });

    it('geocodes an address, a place id and a position back to the same house', async () => {
      const { place } = placeAnswerSchema.parse(
        await json(
          `/api/maps/geocode/address?address=${encodeURIComponent('Favoritenstraße 120, 1100 Wien')}`,
        ),
      );
      expect(place).toMatchObject({ streetName: 'Favoritenstraße', streetNumber: '120' });
      const byId = placeAnswerSchema.parse(await json(`/api/maps/geocode/${encodeURIComponent(place!.id)}`));
      expect(byId.place).toEqual(place);
      const { latitude, longitude } = { latitude: place!.position.lat, longitude: place!.position.lng };
      const byPosition = placeAnswerSchema.parse(
        await json(`/api/maps/geocode/location?latitude=${latitude}&longitude=${longitude}`),
      );
      expect(byPosition.place).toMatchObject({ streetName: 'Favoritenstraße', streetNumber: '120' });
      const area = deliveryAreaAnswerSchema.parse(
        await json(`/api/distribution/delivery-area?latitude=${latitude}&longitude=${longitude}`),
      );
      expect(area.deliveryArea.postalCodes).toContain('1100');
    });

    it('answers null, not an error, for places it does not know', async () => {
      expect(placeAnswerSchema.parse(await json('/api/maps/geocode/9999-1:3')).place).toBeNull();
      expect(
        placeAnswerSchema.parse(
          await json(
            `/api/maps/geocode/location?latitude=${salzburg.latitude}&longitude=${salzburg.longitude}`,
          ),
        ).place,
      ).toBeNull();
    });
  });

  describe('per-product availability', () => {
    it('answers each sku asked for, unknown and unavailable ones as not available', async () => {
      const { rows } = (await testApp.database.db.execute(
        sql`select sku from products where tenant_id = 'de' and availability = 'unavailable' limit 1`,
      )) as unknown as { rows: { sku: string }[] };
      const { rows: open } = (await testApp.database.db.execute(
        sql`select sku from products where tenant_id = 'de' and availability = 'available' limit 1`,
      )) as unknown as { rows: { sku: string }[] };
      const skus = [open[0]!.sku, rows[0]!.sku, 'NOPE-1'];
      const response = await accountClient(() => testApp).call('POST', '/api/capacity', { body: { skus } });
      expect(response.statusCode, response.body).toBe(200);
      expect(capacityAnswerSchema.parse(response.json()).availabilities).toEqual([
        { sku: skus[0], available: true, availableAgainAt: null },
        { sku: skus[1], available: false, availableAgainAt: null },
        { sku: 'NOPE-1', available: false, availableAgainAt: null },
      ]);
    });
    it('counts a product out of stock as available for a slot that starts once it is back', async () => {
      const { rows } = (await testApp.database.db.execute(
        sql`select sku, available_again_at as "availableAgainAt" from products
            where tenant_id = 'de' and availability = 'temporarilyUnavailable'
            order by available_again_at desc limit 1`,
      )) as unknown as { rows: { sku: string; availableAgainAt: string | Date }[] };
      // The latest restock (days ahead): slots before and after it exist at any time of day.
      const { sku, availableAgainAt } = rows[0]!;
      const backAt = new Date(availableAgainAt);
      expect(backAt.getTime()).toBeGreaterThan(Date.now());
      const { timeSlots } = timeSlotListSchema.parse(
        await json('/api/capacity/windows?distributionType=DELIVERY&appointableId=101'),
      );
      const before = timeSlots.find((slot) => Date.parse(slot.start) < backAt.getTime());
      const after = timeSlots.find((slot) => Date.parse(slot.start) >= backAt.getTime());
      const availabilityFor = async (timeSlotId?: string) => {
        const query = timeSlotId ? `?timeSlotId=${encodeURIComponent(timeSlotId)}` : '';
        const response = await accountClient(() => testApp).call('POST', `/api/capacity${query}`, {
          body: { skus: [sku] },
        });
        expect(response.statusCode, response.body).toBe(200);
        return capacityAnswerSchema.parse(response.json()).availabilities[0];
      };
      const expected = { sku, availableAgainAt: backAt.toISOString() };
      expect(await availabilityFor()).toEqual({ ...expected, available: false });
      expect(await availabilityFor(before!.id)).toEqual({ ...expected, available: false });
      expect(await availabilityFor(after!.id)).toEqual({ ...expected, available: true });
    });

    it('answers a time slot it does not know with 404 TIME_SLOT_NOT_FOUND', async () => {
      const response = await accountClient(() => testApp).call('POST', '/api/capacity?timeSlotId=nope', {
        body: { skus: ['1'] },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TIME_SLOT_NOT_FOUND' });
    });
  });

  describe('time slots', () => {
    it('offers delivery windows for the coming 14 days with fee, capacity and cut-off', async () => {
      const { timeSlots } = timeSlotListSchema.parse(
        await json('/api/capacity/windows?distributionType=DELIVERY&appointableId=101'),
      );
      expect(timeSlots.length).toBeGreaterThan(50);
      const now = Date.now();
      for (const slot of timeSlots) {
        expect(Date.parse(slot.cutOff)).toBeGreaterThan(now);
        expect(Date.parse(slot.end)).toBeGreaterThan(Date.parse(slot.start));
        expect(Date.parse(slot.start)).toBeLessThan(now + 15 * 24 * 3_600_000);
      }
      // Vienna has no deliveries on Sunday.
      const sundays = timeSlots.filter(
        (slot) =>
          new Date(slot.start).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'Europe/Vienna' }) ===
          'Sunday',
      );
      expect(sundays).toEqual([]);
      // Windows start on the hour in Vienna's local time, whatever the season.
      const first = new Date(timeSlots[0]!.start).toLocaleTimeString('de-AT', { timeZone: 'Europe/Vienna' });
      expect(first).toMatch(/^(08|10|12|14|16|18):00:00$/);
    });

    it('answers the earliest open slot by area number, by position and for a store', async () => {
      const byNumber = earliestWindowSchema.parse(
        await json('/api/capacity/window/earliest?distributionType=DELIVERY&appointableId=103'),
      );
      const byPosition = earliestWindowSchema.parse(
        await json(
          '/api/capacity/window/earliest?distributionType=DELIVERY&latitude=48.155&longitude=16.382&streetName=Favoritenstra%C3%9Fe',
        ),
      );
      expect(byPosition.timeSlot).toEqual(byNumber.timeSlot);
      expect(byNumber.timeSlot?.appointableId).toBe('103');
      const { stores } = checkoutStoreListSchema.parse(await json('/api/checkout-stores'));
      const store = earliestWindowSchema.parse(
        await json(
          `/api/capacity/window/earliest?distributionType=CLICK_AND_COLLECT&appointableId=${stores[0]!.storeId}`,
        ),
      );
      expect(store.timeSlot).toMatchObject({ distributionType: 'CLICK_AND_COLLECT', fee: 0 });
      const unknown = earliestWindowSchema.parse(
        await json('/api/capacity/window/earliest?distributionType=CLICK_AND_COLLECT&appointableId=nope'),
      );
      expect(unknown.timeSlot).toBeNull();
    });

    it('skips a slot past its cut-off and a full one for the earliest', async () => {
      const db = testApp.database.db;
      const tuesdayMorning = new Date('2026-11-24T06:30:00Z'); // 07:30 in Vienna
      const slots = await listTimeSlots(
        db,
        'de',
        { distributionType: 'DELIVERY', appointableId: '101' },
        2,
        tuesdayMorning,
      );
      // The 08:00 to 12:00 windows closed 4 hours before they start.
      expect(slots[0]!.start).toBe('2026-11-24T11:00:00.000Z');
      await db.execute(sql`update time_slots set booked = capacity where slot_id = ${slots[0]!.id}`);
      const earliest = await findEarliestTimeSlot(
        db,
        'de',
        { distributionType: 'DELIVERY', appointableId: '101' },
        tuesdayMorning,
      );
      expect(earliest?.id).toBe(slots[1]!.id);
    });
  });
});
