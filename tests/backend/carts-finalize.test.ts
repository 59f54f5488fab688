import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, cartStatusAnswerSchema } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { accountClient } from './support/account-client.js';
import { favoritenstrasse } from './support/cart-addresses.js';
import { readyCarts, reachableAddress } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;

describe.each(drivers)('finalizing and resetting a cart on %s', (driver) => {
  let testApp: TestApp;
  let piece: ProductSummary;
  let other: ProductSummary;
  let weighed: ProductSummary;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const { pieces, weighed: weightArticle } = await orderableProducts();
    piece = pieces[0]!;
    other = pieces[1]!;
    weighed = weightArticle;
  });
  afterAll(() => testApp.close());

  const ready = readyCarts(() => testApp);
  const { orderableProducts } = ready;
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

  const readyGuest = (items: [ProductSummary, number][] = [[piece, 2]]) => ready.readyGuest(items);

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

  it('with reopen, freezes anew a cart an earlier payment page left finalized, in one call; a refusal leaves it as it was (issue 39)', async () => {
    const reopen = (client: Shopper) =>
      client.call('POST', '/api/carts/finalize', { body: { reopen: true } });
    const guest = await readyGuest([[piece, 2]]);
    const first = await ok(await reopen(guest));
    expect(first.cartStatus).toBe('FINALIZED');
    await testApp.database.db.execute(
      sql`update products set price_regular = price_regular + 500 where tenant_id = 'de' and sku = ${piece.sku}`,
    );
    try {
      // Without reopen the frozen cart answers as it was (a double click).
      expect(await ok(await finalize(guest))).toEqual(first);
      const again = await ok(await reopen(guest));
      expect(again.id).toBe(first.id);
      expect(again.cartStatus).toBe('FINALIZED');
      expect(again.priceInfo.totalArticlePrice).toBe(first.priceInfo.totalArticlePrice + 1000);
      expect(await storedOf(first.id)).toEqual({
        status: 'FINALIZED',
        amount_to_pay: again.priceInfo.totalWithSurcharge,
      });

      // A finalize that is refused rolls back the reopening with it.
      await testApp.database.db.execute(
        sql`update order_configs set min_order_value_delivery = 10000000 where tenant_id = 'de'`,
      );
      const refused = await reopen(guest);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'CART_INVALID',
        details: { errors: [{ code: 'ORDER_VALUE_BELOW_MINIMUM' }] },
      });
      expect(await storedOf(first.id)).toEqual({
        status: 'FINALIZED',
        amount_to_pay: again.priceInfo.totalWithSurcharge,
      });
      expect(await cartOf(guest)).toEqual(again);
    } finally {
      await testApp.database.db.execute(
        sql`update order_configs set min_order_value_delivery = null where tenant_id = 'de'`,
      );
      await testApp.database.db.execute(
        sql`update products set price_regular = price_regular - 500 where tenant_id = 'de' and sku = ${piece.sku}`,
      );
    }
  });

  it('freezes a cart once per reopening when two pay forms finalize it at once: one amount stored, both answered (issue 39)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const guest = await readyGuest();
      await ok(await finalize(guest));
      const answers = await Promise.all(
        [0, 1].map(() => guest.call('POST', '/api/carts/finalize', { body: { reopen: true } })),
      );
      const [one, two] = await Promise.all(answers.map(ok));
      expect(two!.id).toBe(one!.id);
      expect(two!.priceInfo.totalWithSurcharge).toBe(one!.priceInfo.totalWithSurcharge);
      expect(await storedOf(one!.id)).toEqual({
        status: 'FINALIZED',
        amount_to_pay: one!.priceInfo.totalWithSurcharge,
      });
      expect(
        await rowsOf<{ lines: number }>(
          testApp.database.db,
          sql`select count(*)::int as lines from cart_line_items where cart_id = ${one!.id}`,
        ),
      ).toEqual([{ lines: 1 }]);
    }
  });

  it('says whether the current cart is open or finalized without pricing it, and null without a cart (issue 39)', async () => {
    const statusOf = async (client: Shopper) => {
      const answer = await client.get('/api/carts/status');
      expect(answer.statusCode, answer.body).toBe(200);
      return cartStatusAnswerSchema.parse(answer.json()).cartStatus;
    };
    expect(await statusOf(shopper())).toBeNull();
    const guest = await readyGuest();
    expect(await statusOf(guest)).toBe('OPEN');
    await ok(await finalize(guest));
    expect(await statusOf(guest)).toBe('FINALIZED');
    await ok(await guest.call('POST', '/api/carts/reset', { body: {} }));
    expect(await statusOf(guest)).toBe('OPEN');
  });

  it('asks a cart with a weight article to authorise the surcharge (§9 totalWithSurcharge)', async () => {
    const guest = await readyGuest([[weighed, 500]]);
    const finalized = await ok(await finalize(guest));
    expect(finalized.priceInfo.totalWithSurcharge).toBeGreaterThan(finalized.priceInfo.total);
    expect((await storedOf(finalized.id)).amount_to_pay).toBe(finalized.priceInfo.totalWithSurcharge);
  });

  it('refuses item, address, contact, slot, code and mode changes of a finalized cart with CART_NOT_OPEN, until reset', async () => {
    const guest = await readyGuest();
    const finalized = await ok(await finalize(guest));
    const changes = [
      guest.call('POST', '/api/carts/items', { body: { sku: other.sku, quantity: 1 } }),
      guest.call('POST', '/api/carts/items/bulk', { body: { items: [{ sku: other.sku, quantity: 1 }] } }),
      guest.call('DELETE', '/api/carts/items/all'),
      guest.call('POST', '/api/carts/distribution-address', { body: reachableAddress }),
      guest.call('POST', '/api/carts/billing-address', {
        body: { ...favoritenstrasse, firstName: 'Eva', lastName: 'Gast', email: 'gast@example.at' },
      }),
      guest.call('POST', '/api/carts/contact', {
        body: { email: 'gast@example.at', phoneNumber: '+436641234567' },
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
