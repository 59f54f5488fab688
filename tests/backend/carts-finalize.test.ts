import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../backend/src/schemas/cart.js';
import { productListSchema, type ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { timeSlotListSchema } from '../../backend/src/schemas/distribution.js';
import { accountClient } from './support/account-client.js';
import { favoritenstrasse } from './support/cart-addresses.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;
const reachable = { ...favoritenstrasse, email: 'gast@example.at', phoneNumber: '+436641112223' };

describe.each(drivers)('finalizing and resetting a cart on %s', (driver) => {
  let testApp: TestApp;
  let piece: ProductSummary;
  let other: ProductSummary;
  let weighed: ProductSummary;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const dairy = productListSchema.parse(await json('/api/categories/milch-kaese/products?pageSize=96'));
    const fresh = productListSchema.parse(await json('/api/categories/obst-gemuese/products?pageSize=96'));
    const all = [...dairy.products, ...fresh.products].filter(
      (product) => product.availability === 'available',
    );
    const pieces = all.filter((product) => !product.weightArticle && !product.weightPieceArticle);
    piece = pieces[0]!;
    other = pieces[1]!;
    weighed = all.find((product) => product.weightArticle)!;
    // Every test books a slot of area 103; the seeded capacity is not what this file is about.
    await testApp.database.db.execute(
      sql`update time_slots set capacity = 1000 where tenant_id = 'de' and appointable_id = '103'`,
    );
  });
  afterAll(() => testApp.close());

  const { json } = tenantRequests(() => testApp);
  const shopper = () => accountClient(() => testApp);
  const cartOf = async (client: Shopper) => cartSchema.parse((await client.get('/api/carts')).json());
  const ok = async (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return cartSchema.parse(response.json());
  };
  const finalize = (client: Shopper) => client.call('POST', '/api/carts/finalize', { body: {} });
  const storedOf = async (cartId: string) =>
    (
      await rowsOf<{ status: string; amount_to_pay: number | null }>(
        testApp.database.db,
        sql`select status, amount_to_pay from carts where id = ${cartId}`,
      )
    )[0]!;

  /** A guest with items, a reachable delivery address and a booked slot: ready to order. */
  const readyGuest = async (items: [ProductSummary, number][] = [[piece, 2]]) => {
    const guest = shopper();
    await cartOf(guest);
    for (const [product, quantity] of items) {
      const added = await guest.call('POST', '/api/carts/items', { body: { sku: product.sku, quantity } });
      expect(added.statusCode, added.body).toBe(200);
    }
    await ok(await guest.call('POST', '/api/carts/distribution-address', { body: reachable }));
    const { timeSlots } = timeSlotListSchema.parse(
      await json('/api/capacity/windows?distributionType=DELIVERY&appointableId=103'),
    );
    await ok(
      await guest.call('POST', '/api/carts/distribution-time-slot', { body: { id: timeSlots.at(-1)!.id } }),
    );
    return guest;
  };

  it('refuses an empty cart (CART_EMPTY) and one with §8 problems (CART_INVALID with the codes); both stay open', async () => {
    const empty = shopper();
    const { id } = await cartOf(empty);
    const refusedEmpty = await finalize(empty);
    expect(refusedEmpty.statusCode).toBe(400);
    expect(refusedEmpty.json()).toMatchObject({ code: 'CART_EMPTY' });

    const unready = shopper();
    const cart = await cartOf(unready);
    await unready.call('POST', '/api/carts/items', { body: { sku: piece.sku, quantity: 1 } });
    await unready.call('POST', '/api/carts/distribution-address', { body: favoritenstrasse });
    const refused = await finalize(unready);
    expect(refused.statusCode).toBe(400);
    const body = refused.json() as { code: string; details: { errors: { code: string }[] } };
    expect(body.code).toBe('CART_INVALID');
    expect(body.details.errors.map((error) => error.code).sort()).toEqual(['006', '007', '008']);
    expect((await storedOf(id)).status).toBe('OPEN');
    expect((await storedOf(cart.id)).status).toBe('OPEN');
  });

  it('freezes a ready cart: the amount to pay is stored and a later price change does not alter it', async () => {
    const guest = await readyGuest([[piece, 2]]);
    const finalized = await ok(await finalize(guest));
    expect(finalized.cartStatus).toBe('FINALIZED');
    expect(finalized.priceInfo.totalWithSurcharge).toBe(finalized.priceInfo.total);
    expect(await storedOf(finalized.id)).toEqual({
      status: 'FINALIZED',
      amount_to_pay: finalized.priceInfo.totalWithSurcharge,
    });

    await testApp.database.db.execute(
      sql`update products set price_regular = price_regular + 500 where tenant_id = 'de' and sku = ${piece.sku}`,
    );
    try {
      expect(await cartOf(guest)).toEqual(finalized);
      expect(await ok(await finalize(guest))).toEqual(finalized);

      const reopened = await ok(await guest.call('POST', '/api/carts/reset', { body: {} }));
      expect(reopened.cartStatus).toBe('OPEN');
      expect(reopened.productLineItems.map((line) => [line.product.sku, line.quantity])).toEqual([
        [piece.sku, 2],
      ]);
      expect(reopened.timeSlot?.id).toBe(finalized.timeSlot?.id);
      expect(reopened.priceInfo.totalArticlePrice).toBe(finalized.priceInfo.totalArticlePrice + 1000);
      expect(await storedOf(finalized.id)).toEqual({ status: 'OPEN', amount_to_pay: null });
    } finally {
      await testApp.database.db.execute(
        sql`update products set price_regular = price_regular - 500 where tenant_id = 'de' and sku = ${piece.sku}`,
      );
    }
  });

  it('asks a cart with a weight article to authorise the surcharge (§9 totalWithSurcharge)', async () => {
    const guest = await readyGuest([[weighed, 500]]);
    const finalized = await ok(await finalize(guest));
    expect(finalized.priceInfo.totalWithSurcharge).toBeGreaterThan(finalized.priceInfo.total);
    expect((await storedOf(finalized.id)).amount_to_pay).toBe(finalized.priceInfo.totalWithSurcharge);
  });

  it('refuses item, address, slot, code and mode changes of a finalized cart with CART_NOT_OPEN, until reset', async () => {
    const guest = await readyGuest();
    const finalized = await ok(await finalize(guest));
    const changes = [
      guest.call('POST', '/api/carts/items', { body: { sku: other.sku, quantity: 1 } }),
      guest.call('POST', '/api/carts/items/bulk', { body: { items: [{ sku: other.sku, quantity: 1 }] } }),
      guest.call('DELETE', '/api/carts/items/all'),
      guest.call('POST', '/api/carts/distribution-address', { body: reachable }),
      guest.call('POST', '/api/carts/billing-address', {
        body: { ...favoritenstrasse, firstName: 'Eva', lastName: 'Gast', email: 'gast@example.at' },
      }),
      guest.call('POST', '/api/carts/distribution-time-slot', { body: { id: finalized.timeSlot!.id } }),
      guest.call('POST', '/api/carts/discount-codes', { body: { code: 'WILLKOMMEN10' } }),
      guest.call('PUT', '/api/carts/mode', { body: { mode: 'ADDON', orderNumber: 'X-1' } }),
      guest.call('POST', '/api/carts/crate-deposit-desired', { body: { crateDepositDesired: true } }),
    ];
    for (const response of await Promise.all(changes)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CART_NOT_OPEN' });
    }
    expect(await cartOf(guest)).toEqual(finalized);

    await ok(await guest.call('POST', '/api/carts/reset', { body: {} }));
    const added = await guest.call('POST', '/api/carts/items', { body: { sku: other.sku, quantity: 1 } });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('never freezes a cart without an add that raced it: the frozen lines are the stored lines, 10 times', async () => {
    for (let round = 0; round < 10; round += 1) {
      const guest = await readyGuest();
      const [finalizing, adding] = await Promise.all([
        finalize(guest),
        guest.call('POST', '/api/carts/items', { body: { sku: other.sku, quantity: 1 } }),
      ]);
      expect(finalizing.statusCode, finalizing.body).toBe(200);
      const frozen = cartSchema.parse(finalizing.json());
      expect([200, 409]).toContain(adding.statusCode);
      const stored = await rowsOf<{ sku: string }>(
        testApp.database.db,
        sql`select sku from cart_line_items where cart_id = ${frozen.id} order by sku`,
      );
      expect(frozen.productLineItems.map((line) => line.product.sku).sort()).toEqual(
        stored.map(({ sku }) => sku),
      );
      expect(frozen.productLineItems).toHaveLength(adding.statusCode === 200 ? 2 : 1);
    }
  });
});
