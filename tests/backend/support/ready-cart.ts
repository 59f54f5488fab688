import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cartSchema } from '../../../backend/src/schemas/cart.js';
import { productListSchema, type ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import { timeSlotListSchema } from '../../../backend/src/schemas/distribution.js';
import { accountClient } from './account-client.js';
import { favoritenstrasse } from './cart-addresses.js';
import { tenantRequests, type TestApp } from './test-app.js';

/** A delivery address a guest can order to: in area 103, with e-mail and phone. */
export const reachableAddress = {
  ...favoritenstrasse,
  email: 'gast@example.at',
  phoneNumber: '+436641112223',
};

/**
 * Carts ready to order for a test file's app: available pieces and a weight article to put in,
 * and guests with items, a reachable address and a booked slot of area 103.
 */
export function readyCarts(current: () => TestApp) {
  const { json } = tenantRequests(current);

  async function orderableProducts() {
    const dairy = productListSchema.parse(await json('/api/categories/milch-kaese/products?pageSize=96'));
    const fresh = productListSchema.parse(await json('/api/categories/obst-gemuese/products?pageSize=96'));
    const all = [...dairy.products, ...fresh.products].filter(
      (product) => product.availability === 'available',
    );
    // Every ready cart books a slot of area 103; the seeded capacity is not what these tests test.
    await current().database.db.execute(
      sql`update time_slots set capacity = 1000 where tenant_id = 'de' and appointable_id = '103'`,
    );
    // Nor are the order limits: a cart of two yoghurts is an order here (order-limits tests set their own).
    await current().database.db.execute(
      sql`update order_configs set min_order_value_delivery = null, min_order_value_cc = null where tenant_id = 'de'`,
    );
    return {
      pieces: all.filter((product) => !product.weightArticle && !product.weightPieceArticle),
      weighed: all.find((product) => product.weightArticle)!,
    };
  }

  /**
   * A guest's (or the given shopper's) cart with `items`, delivered to area 103 in the last slot
   * offered (about two weeks ahead): paid by card, such an order is captured at its estimate when
   * placed (decision 0088's long-ahead rule); tests/backend/support/fulfilment-orders.ts books a
   * slot within days, whose order is captured after picking.
   */
  async function readyGuest(items: [ProductSummary, number][], guest = accountClient(current)) {
    cartSchema.parse((await guest.get('/api/carts')).json());
    for (const [product, quantity] of items) {
      const added = await guest.call('POST', '/api/carts/items', { body: { sku: product.sku, quantity } });
      expect(added.statusCode, added.body).toBe(200);
    }
    const addressed = await guest.call('POST', '/api/carts/distribution-address', { body: reachableAddress });
    expect(addressed.statusCode, addressed.body).toBe(200);
    const { timeSlots } = timeSlotListSchema.parse(
      await json('/api/capacity/windows?distributionType=DELIVERY&appointableId=103'),
    );
    const booked = await guest.call('POST', '/api/carts/distribution-time-slot', {
      body: { id: timeSlots.at(-1)!.id },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    return guest;
  }

  return { orderableProducts, readyGuest };
}
