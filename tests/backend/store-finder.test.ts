import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '../../backend/src/schemas/customer.js';
import { deliveryAreaMapSchema, storeSearchAnswerSchema } from '../../backend/src/schemas/distribution.js';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const search = async (json: (url: string) => Promise<unknown>, query: string) =>
  storeSearchAnswerSchema.parse(await json(`/api/stores?${query}`));

describe.each(drivers)('store finder API on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;
  const { get, json } = tenantRequests(current);

  describe('GET /api/stores', () => {
    it('lists the stores of a postal code first, nearest first, with distances', async () => {
      const answer = await search(json, 'q=1100');
      expect(answer.origin).toMatchObject({ label: '1100 Wien' });
      expect(answer.stores.slice(0, 2).map((store) => store.postalCode)).toEqual(['1100', '1100']);
      const distances = answer.stores.map((store) => store.distanceMetres!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(1500);
      expect(answer.stores).toHaveLength(32);
    });

    it('tells each store’s hours, time zone, services and holidays', async () => {
      const { stores } = await search(json, 'q=1010');
      const first = stores[0]!;
      expect(first).toMatchObject({ storeId: '10101', timeZone: 'Europe/Vienna' });
      expect(first.services).toContain('clickAndCollect');
      expect(first.openingHours).toContainEqual({ weekday: 'monday', opens: '07:15', closes: '19:30' });
      // Open or closed, the status always says what comes next, within the fortnight.
      const status = first.openingStatus;
      expect(status.open ? status.closesAt : status.nextOpening?.time).toMatch(/^\d{2}:\d{2}$/);
    });

    it('finds a town by name, whatever its case', async () => {
      const answer = await search(json, 'q=wien');
      expect(answer.origin?.label).toBe('Wien');
      expect(answer.stores[0]!.distanceMetres).not.toBeNull();
    });

    it('finds an address the gazetteer knows', async () => {
      const answer = await search(json, `q=${encodeURIComponent('Favoritenstraße 120, 1100 Wien')}`);
      expect(answer.origin?.label).toContain('Favoritenstraße 120');
      expect(answer.stores[0]!.postalCode).toBe('1100');
    });

    it('orders by distance from the browser’s position', async () => {
      // Beside the Floridsdorf stores.
      const answer = await search(json, 'latitude=48.2765&longitude=16.409');
      expect(answer.stores[0]!.postalCode).toBe('1210');
      expect(answer.stores[0]!.distanceMetres).toBeLessThan(300);
    });

    it('lists every store by postal code when nothing is searched', async () => {
      const answer = await search(json, '');
      expect(answer.origin).toBeNull();
      expect(answer.stores[0]!.distanceMetres).toBeNull();
      expect(answer.stores[0]!.postalCode).toBe('1010');
    });

    it('answers 404 PLACE_NOT_FOUND for a place it does not know', async () => {
      const unknown = await get('/api/stores?q=5020');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'PLACE_NOT_FOUND' });
      expect((await get('/api/stores?q=Atlantis')).json()).toMatchObject({ code: 'PLACE_NOT_FOUND' });
    });

    it('refuses half a position and a position that is no number', async () => {
      const half = await get('/api/stores?latitude=48.2');
      expect(half.statusCode).toBe(400);
      expect(half.json()).toMatchObject({ code: 'POSITION_INCOMPLETE' });
      expect((await get('/api/stores?latitude=north&longitude=16')).statusCode).toBe(400);
    });

    it('answers the English shop too', async () => {
      const answer = storeSearchAnswerSchema.parse(await json('/api/stores?q=1010', 'en'));
      expect(answer.stores[0]!.storeId).toBe('10101');
    });
  });

  describe('GET /api/distribution/map', () => {
    it('draws every delivery area from its postal-code zones', async () => {
      const { deliveryAreas } = deliveryAreaMapSchema.parse(await json('/api/distribution/map'));
      expect(deliveryAreas.map((area) => area.deliveryAreaNumber)).toEqual(['101', '102', '103', '104']);
      const zones = deliveryAreas.flatMap((area) => area.zones);
      expect(zones).toHaveLength(23);
      for (const zone of zones) {
        expect(zone.outline.length).toBeGreaterThanOrEqual(4);
        expect(zone.outline[0]).toEqual(zone.outline.at(-1));
      }
    });
  });

  describe('POST /api/customers/favorite-store', () => {
    it('keeps a store as the customer’s favourite and replaces it with the next one', async () => {
      const shopper = accountClient(current);
      await shopper.loggedIn(demoCustomerEmail);
      const first = await shopper.call('POST', '/api/customers/favorite-store', {
        body: { storeType: 'MY_STORE_11001', storeId: '11001' },
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(customerSchema.parse(first.json()).favoriteStoreId).toBe('11001');
      const second = await shopper.call('POST', '/api/customers/favorite-store', {
        body: { storeType: 'MY_STORE_12101', storeId: '12101' },
      });
      expect(second.json()).toMatchObject({ favoriteStoreId: '12101' });
      expect((await shopper.get('/api/customers')).json()).toMatchObject({ favoriteStoreId: '12101' });
    });

    it('refuses a store that does not exist and keeps the favourite it had', async () => {
      const shopper = accountClient(current);
      await shopper.loggedIn(demoCustomerEmail);
      await shopper.call('POST', '/api/customers/favorite-store', {
        body: { storeType: 'MY_STORE_10101', storeId: '10101' },
      });
      const unknown = await shopper.call('POST', '/api/customers/favorite-store', {
        body: { storeType: 'MY_STORE_99999', storeId: '99999' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'STORE_NOT_FOUND' });
      expect((await shopper.get('/api/customers')).json()).toMatchObject({ favoriteStoreId: '10101' });
    });

    it('refuses a store type that names another store', async () => {
      const shopper = accountClient(current);
      await shopper.loggedIn(demoCustomerEmail);
      const mismatch = await shopper.call('POST', '/api/customers/favorite-store', {
        body: { storeType: 'MY_STORE_10101', storeId: '11001' },
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toMatchObject({ code: 'STORE_TYPE_MISMATCH' });
    });
  });
});
