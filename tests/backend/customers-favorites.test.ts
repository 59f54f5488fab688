import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteProductListSchema, favoritesSchema } from '../../backend/src/schemas/customer.js';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { folded, startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

describe.each(drivers)('favorites and my-products on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  async function myProducts(shopper: ReturnType<typeof accountClient>, query: string) {
    const response = await shopper.get(`/api/customers/favorites/products?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return favoriteProductListSchema.parse(response.json()).products;
  }

  it('answers favorites grouped by type and adds and removes them', async () => {
    const shopper = accountClient(current, 'en');
    await shopper.loggedIn(demoCustomerEmail);
    const anna = accountClient(current, 'en');
    await anna.loggedIn(demoMemberEmail);
    const [product] = await myProducts(anna, 'favorites=true');
    const added = await shopper.call('PUT', '/api/customers/favorites/PRODUCT', {
      body: { reference: product!.sku },
    });
    expect(favoritesSchema.parse(added.json()).favorites).toEqual({ PRODUCT: [product!.sku], RECIPE: [] });
    const repeated = await shopper.call('PUT', '/api/customers/favorites/PRODUCT', {
      body: { reference: product!.sku },
    });
    expect(repeated.json().favorites.PRODUCT).toEqual([product!.sku]);
    const removed = await shopper.call('DELETE', `/api/customers/favorites/PRODUCT/${product!.sku}`);
    expect(removed.json()).toEqual({ favorites: { PRODUCT: [], RECIPE: [] } });
  });

  it('refuses an unknown sku or recipe with 400 FAVORITE_UNKNOWN', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    for (const type of ['PRODUCT', 'RECIPE']) {
      const response = await shopper.call('PUT', `/api/customers/favorites/${type}`, {
        body: { reference: 'nope-404' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FAVORITE_UNKNOWN' });
    }
  });

  it('lists my-products by source: favorites, purchased, either, or both', async () => {
    const anna = accountClient(current);
    await anna.loggedIn(demoMemberEmail);
    const favorites = await myProducts(anna, 'favorites=true');
    const purchased = await myProducts(anna, 'purchasedProducts=true');
    const either = await myProducts(anna, 'favorites=true&purchasedProducts=true');
    const both = await myProducts(anna, 'both=true');
    expect(favorites.length).toBe(5);
    expect(favorites.every((product) => product.favorite)).toBe(true);
    expect(purchased.length).toBe(5);
    expect(purchased.every((product) => product.purchased && product.lastPurchasedAt)).toBe(true);
    expect(either.length).toBe(7);
    expect(both.map((product) => product.sku).sort()).toEqual(
      favorites
        .filter((product) => product.purchased)
        .map((product) => product.sku)
        .sort(),
    );
    expect(both.length).toBe(3);
  });

  it('sorts my-products like the catalogue', async () => {
    const anna = accountClient(current);
    await anna.loggedIn(demoMemberEmail);
    const names = (await myProducts(anna, 'favorites=true&purchasedProducts=true&sort=alphabetically')).map(
      (product) => folded(product.name),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const unitPrices = (await myProducts(anna, 'favorites=true&sort=unitprice'))
      .map((product) => product.unitPrice?.amount)
      .filter((amount) => amount !== undefined);
    expect(unitPrices).toEqual([...unitPrices].sort((a, b) => a - b));
  });
});
