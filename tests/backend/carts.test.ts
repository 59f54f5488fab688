import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItemAnswerSchema,
  bulkItemsAnswerSchema,
  cartDistributionTypeSchema,
  cartSchema,
  cartValidationSchema,
  type Cart,
} from '../../backend/src/schemas/cart.js';
import { productListSchema, type ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { timeSlotListSchema } from '../../backend/src/schemas/distribution.js';
import { accountClient } from './support/account-client.js';
import { favoritenstrasse } from './support/cart-addresses.js';
import { startTestApp, tenantRequests, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;

describe.each(drivers)('carts API on %s', (driver) => {
  let testApp: TestApp;
  let piece: ProductSummary;
  let weighed: ProductSummary;
  let loyaltyPriced: ProductSummary;
  let anotherPiece: ProductSummary;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const { products } = productListSchema.parse(
      await json('/api/categories/milch-kaese/products?pageSize=96'),
    );
    const fresh = productListSchema.parse(await json('/api/categories/obst-gemuese/products?pageSize=96'));
    const all = [...products, ...fresh.products].filter((product) => product.availability === 'available');
    piece = all.find(
      (product) => !product.weightArticle && !product.weightPieceArticle && product.maxQuantity < 50,
    )!;
    weighed = all.find((product) => product.weightArticle)!;
    loyaltyPriced = all.find((product) => product.price.loyalty !== null && !product.weightArticle)!;
    anotherPiece = all.find((product) => product.sku !== piece.sku && !product.weightArticle)!;
  });
  afterAll(() => testApp.close());

  const { json } = tenantRequests(() => testApp);
  const shopper = () => accountClient(() => testApp);
  const cartOf = async (client: Shopper) => cartSchema.parse((await client.get('/api/carts')).json());
  const add = async (client: Shopper, sku: string, quantity: number, replace = false) => {
    const response = await client.call('POST', '/api/carts/items', { body: { sku, quantity, replace } });
    expect(response.statusCode, response.body).toBe(200);
    return addItemAnswerSchema.parse(response.json());
  };
  const deliverTo = async (client: Shopper, address: object = favoritenstrasse) =>
    client.call('POST', '/api/carts/distribution-address', { body: address });
  const slotsOf = async (appointableId: string) =>
    timeSlotListSchema.parse(
      await json(`/api/capacity/windows?distributionType=DELIVERY&appointableId=${appointableId}`),
    ).timeSlots;
  const bookedOf = async (slotId: string) => {
    const { rows } = (await testApp.database.db.execute(
      sql`select booked from time_slots where tenant_id = 'de' and slot_id = ${slotId}`,
    )) as unknown as { rows: { booked: number }[] };
    return rows[0]!.booked;
  };

  describe('ownership', () => {
    it('gives a guest a cart and a long-lived HttpOnly anonymous token, the same cart on return', async () => {
      const guest = shopper();
      const response = await guest.get('/api/carts');
      const token = response.cookies.find((cookie) => cookie.name === 'ANONYMOUS_TOKEN');
      expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 6 * 30 * 24 * 60 * 60 });
      const first = cartSchema.parse(response.json());
      expect(first).toMatchObject({
        cartStatus: 'OPEN',
        mode: 'REGULAR',
        lineItemCount: 0,
        customerId: null,
      });
      expect((await cartOf(guest)).id).toBe(first.id);
      expect((await cartOf(shopper())).id).not.toBe(first.id);
    });

    it('refuses to add to a cart that does not exist yet (CART_MISSING)', async () => {
      const response = await shopper().call('POST', '/api/carts/items', {
        body: { sku: piece.sku, quantity: 1 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CART_MISSING' });
    });

    it("gives a logged-in member the customer's own cart with loyalty prices", async () => {
      const member = shopper();
      await member.loggedIn('anna.muster@example.at');
      const cart = await cartOf(member);
      expect(cart.customerId).not.toBeNull();
      const { cart: withItem } = await add(member, loyaltyPriced.sku, 1);
      expect(withItem.productLineItems[0]!.perPiecePrice).toBe(loyaltyPriced.price.loyalty);
      const guest = shopper();
      await cartOf(guest);
      const { cart: guestCart } = await add(guest, loyaltyPriced.sku, 1);
      expect(guestCart.productLineItems[0]!.perPiecePrice).toBe(loyaltyPriced.price.regular);
    });
  });

  describe('line items', () => {
    it('raises the quantity of a product already in the cart, up to maxQuantity', async () => {
      const guest = shopper();
      await cartOf(guest);
      expect((await add(guest, piece.sku, 2)).result).toBe('added');
      const raised = await add(guest, piece.sku, 1);
      expect(raised.result).toBe('updated');
      expect(raised.cart.productLineItems).toHaveLength(1);
      expect(raised.cart.productLineItems[0]!.quantity).toBe(3);
      const capped = await add(guest, piece.sku, 1000);
      expect(capped.result).toBe('maxquantityreached');
      expect(capped.cart.productLineItems[0]!.quantity).toBe(piece.maxQuantity);
      const set = await add(guest, piece.sku, 1, true);
      expect(set.cart.productLineItems[0]!.quantity).toBe(1);
      expect((await add(guest, piece.sku, 0, true)).result).toBe('removed');
    });

    it('keeps weight articles to their step in grams and prices them per kg', async () => {
      const guest = shopper();
      await cartOf(guest);
      const { cart } = await add(guest, weighed.sku, weighed.quantityStepSize * 3);
      const line = cart.productLineItems[0]!;
      expect(line.quantity).toBe(weighed.quantityStepSize * 3);
      expect(line.totalPrice).toBe(Math.round((weighed.price.regular * line.quantity) / 1000));
      expect(cart.priceInfo.overAuthorizationPercentage).toBe(10);
      expect(cart.weight).toBeGreaterThanOrEqual(line.quantity);
    });

    it('counts every one of 20 adds of a new product at once, up to maxQuantity', async () => {
      const guest = shopper();
      await cartOf(guest);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          guest.call('POST', '/api/carts/items', { body: { sku: piece.sku, quantity: 1 } }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const results = responses.map((response) => addItemAnswerSchema.parse(response.json()).result);
      expect(results.filter((result) => result === 'added')).toHaveLength(1);
      const [line] = (await cartOf(guest)).productLineItems;
      expect(line!.quantity).toBe(Math.min(20, piece.maxQuantity));
    });

    it('stops at maxQuantity when 20 adds at once ask for more than it', async () => {
      const guest = shopper();
      await cartOf(guest);
      const quantity = Math.ceil(piece.maxQuantity / 4);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          guest.call('POST', '/api/carts/items', { body: { sku: piece.sku, quantity } }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const results = responses.map((response) => addItemAnswerSchema.parse(response.json()).result);
      expect(results.filter((result) => result === 'maxquantityreached').length).toBeGreaterThanOrEqual(16);
      expect((await cartOf(guest)).productLineItems[0]!.quantity).toBe(piece.maxQuantity);
    });

    it('counts every one of 10 bulk adds of the same new products at once', async () => {
      const guest = shopper();
      await cartOf(guest);
      const items = [
        { sku: piece.sku, quantity: 1 },
        { sku: anotherPiece.sku, quantity: 1 },
      ];
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => guest.call('POST', '/api/carts/items/bulk', { body: { items } })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      const quantities = new Map(
        (await cartOf(guest)).productLineItems.map((line) => [line.product.sku, line.quantity]),
      );
      expect(quantities.get(piece.sku)).toBe(Math.min(10, piece.maxQuantity));
      expect(quantities.get(anotherPiece.sku)).toBe(Math.min(10, anotherPiece.maxQuantity));
    });

    it('lists a product that became unavailable apart and leaves it out of the price', async () => {
      const guest = shopper();
      await cartOf(guest);
      await add(guest, piece.sku, 1);
      const { cart } = await add(guest, loyaltyPriced.sku, 1);
      await testApp.database.db.execute(
        sql`update products set availability = 'temporarilyUnavailable' where sku = ${piece.sku}`,
      );
      try {
        const after = await cartOf(guest);
        expect(after.unavailableLineItems.map((line) => line.product.sku)).toEqual([piece.sku]);
        expect(after.priceInfo.totalArticlePrice).toBeLessThan(cart.priceInfo.totalArticlePrice);
      } finally {
        await testApp.database.db.execute(
          sql`update products set availability = 'available' where sku = ${piece.sku}`,
        );
      }
    });

    it('adds in bulk and names what it could not add', async () => {
      const guest = shopper();
      await cartOf(guest);
      const response = await guest.call('POST', '/api/carts/items/bulk', {
        body: {
          items: [
            { sku: piece.sku, quantity: 2 },
            { sku: 'NOPE-1', quantity: 1 },
          ],
        },
      });
      const answer = bulkItemsAnswerSchema.parse(response.json());
      expect(answer.cartDTO.lineItemCount).toBe(1);
      expect(answer.notAddedOrUpdatedItems).toEqual([{ sku: 'NOPE-1', quantity: 1, reason: 'unknown' }]);
    });

    it('removes one, several or all items', async () => {
      const guest = shopper();
      await cartOf(guest);
      await add(guest, piece.sku, 1);
      await add(guest, weighed.sku, weighed.quantityStepSize);
      const { cart } = await add(guest, loyaltyPriced.sku, 1);
      const [first, second] = cart.productLineItems;
      const one = await guest.call('DELETE', `/api/carts/items/multiple?lineItemIds=${first!.lineItemId}`);
      expect(cartSchema.parse(one.json()).lineItemCount).toBe(2);
      const bogus = await guest.call('DELETE', '/api/carts/items/multiple?lineItemIds=1;drop');
      expect(bogus.statusCode).toBe(400);
      const all = await guest.call('DELETE', '/api/carts/items/all');
      expect(cartSchema.parse(all.json()).lineItemCount).toBe(0);
      expect(second).toBeDefined();
    });
  });

  describe('discount codes', () => {
    const tryCode = (client: Shopper, code: string) =>
      client.call('POST', '/api/carts/discount-codes', { body: { code } });

    it('applies a valid code to the articles and removes it again', async () => {
      const guest = shopper();
      await cartOf(guest);
      await add(guest, piece.sku, 3);
      const cart = cartSchema.parse((await tryCode(guest, 'frisch10')).json());
      expect(cart.discountCodes).toMatchObject([{ code: 'FRISCH10', invalidReason: null }]);
      expect(cart.priceInfo.discounts).toBe(Math.round(cart.priceInfo.totalArticlePrice / 10));
      const removed = cartSchema.parse(
        (await guest.call('DELETE', '/api/carts/discount-codes?code=FRISCH10')).json(),
      );
      expect(removed.discountCodes).toEqual([]);
      expect(removed.priceInfo.discounts).toBe(0);
    });

    it('refuses an empty, unknown, expired, used up, not yet active or other-service code with its code', async () => {
      const guest = shopper();
      await cartOf(guest);
      await deliverTo(guest);
      const codes: Record<string, string> = {
        '': 'DISCOUNT_CODE_EMPTY',
        GIBTSNICHT: 'DISCOUNT_CODE_UNKNOWN',
        SOMMER5: '223',
        ERSTE100: '227',
        VORFREUDE: '228',
        ABHOLEN5: '229',
      };
      for (const [code, expected] of Object.entries(codes)) {
        const response = await tryCode(guest, code);
        expect(response.statusCode, code).toBe(400);
        expect(response.json(), code).toMatchObject({ code: expected });
      }
      expect((await cartOf(guest)).discountCodes).toEqual([]);
    });
  });

  describe('distribution and time slots', () => {
    it('takes a delivery address in a delivery area, and a store for pickup', async () => {
      const guest = shopper();
      await cartOf(guest);
      const delivery = cartSchema.parse((await deliverTo(guest)).json());
      expect(delivery.distributionAddress).toMatchObject({
        distributionType: 'DELIVERY',
        deliveryAreaNumber: '103',
        streetName: 'Favoritenstraße',
      });
      const outside = await deliverTo(guest, {
        ...favoritenstrasse,
        streetName: 'Getreidegasse',
        postalCode: '5020',
      });
      expect(outside.statusCode).toBe(400);
      expect(outside.json()).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA' });
      const pickup = await deliverTo(guest, { distributionType: 'CLICK_AND_COLLECT', storeId: '11001' });
      expect(cartSchema.parse(pickup.json()).distributionAddress).toMatchObject({
        storeId: '11001',
        postalCode: '1100',
      });
      const unknownStore = await deliverTo(guest, { distributionType: 'CLICK_AND_COLLECT', storeId: 'nope' });
      expect(unknownStore.statusCode).toBe(404);
    });

    it.each([
      ['Stephansplatz', '1', '1010', '101'],
      ['Mariahilfer Straße', '10', '1070', '101'],
      ['Währinger Straße', '50', '1090', '101'],
    ])(
      'delivers to %s %s in %s, a street our list does not know, by its postal code',
      async (streetName, streetNumber, postalCode, deliveryAreaNumber) => {
        const guest = shopper();
        await cartOf(guest);
        const response = await deliverTo(guest, {
          ...favoritenstrasse,
          streetName,
          streetNumber,
          postalCode,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(cartSchema.parse(response.json()).distributionAddress).toMatchObject({
          streetName,
          streetNumber,
          postalCode,
          city: 'Wien',
          deliveryAreaNumber,
          position: null,
        });
        const validation = cartValidationSchema.parse((await guest.get('/api/carts/validation')).json());
        expect(validation.errors.map((error) => error.code).sort()).toEqual([
          '006',
          '007',
          '008',
          'ORDER_VALUE_BELOW_MINIMUM',
        ]);
      },
    );

    it('still refuses an unknown street whose postal code is outside every delivery area', async () => {
      const guest = shopper();
      await cartOf(guest);
      const response = await deliverTo(guest, {
        ...favoritenstrasse,
        streetName: 'Hauptplatz',
        postalCode: '2000',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA' });
    });

    it('says whether delivery or pickup is chosen, for a shopper with or without a cart', async () => {
      const guest = shopper();
      const chosen = async () =>
        cartDistributionTypeSchema.parse((await guest.get('/api/carts/distribution-type')).json());
      expect(await chosen()).toEqual({ distributionType: null });
      await cartOf(guest);
      expect(await chosen()).toEqual({ distributionType: null });
      await deliverTo(guest);
      expect(await chosen()).toEqual({ distributionType: 'DELIVERY' });
    });

    it("books a slot of the address's area, holds it for 2 hours and gives the old place back on a change", async () => {
      const guest = shopper();
      await cartOf(guest);
      await deliverTo(guest);
      const [first, second] = await slotsOf('103');
      const before = await bookedOf(first!.id);
      const booked = cartSchema.parse(
        (await guest.call('POST', '/api/carts/distribution-time-slot', { body: { id: first!.id } })).json(),
      );
      expect(booked.timeSlot?.id).toBe(first!.id);
      expect(booked.distributionWindow).toEqual({ start: first!.start, end: first!.end });
      const holdMinutes = (Date.parse(booked.timeSlotReservedUntil!) - Date.now()) / 60_000;
      expect(holdMinutes).toBeGreaterThan(118);
      expect(holdMinutes).toBeLessThanOrEqual(120);
      expect(await bookedOf(first!.id)).toBe(before + 1);

      await guest.call('POST', '/api/carts/distribution-time-slot', { body: { id: second!.id } });
      expect(await bookedOf(first!.id)).toBe(before);
      expect(await bookedOf(second!.id)).toBeGreaterThanOrEqual(1);
    });

    it('refuses a slot of another area (022) and one that does not exist (140)', async () => {
      const guest = shopper();
      await cartOf(guest);
      await deliverTo(guest);
      const [elsewhere] = await slotsOf('101');
      const wrongArea = await guest.call('POST', '/api/carts/distribution-time-slot', {
        body: { id: elsewhere!.id },
      });
      expect(wrongArea.statusCode).toBe(409);
      expect(wrongArea.json()).toMatchObject({ code: '022' });
      const unknown = await guest.call('POST', '/api/carts/distribution-time-slot', {
        body: { id: 'nope@2026-01-01' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: '140' });
    });

    it('books the last 10 places of a slot exactly 10 times when 50 shoppers try at once', async () => {
      const [slot] = (await slotsOf('104')).slice(-1);
      await testApp.database.db.execute(
        sql`update time_slots set capacity = 10, booked = 0 where tenant_id = 'de' and slot_id = ${slot!.id}`,
      );
      const shoppers = Array.from({ length: 50 }, () => shopper());
      for (const client of shoppers) {
        await cartOf(client);
        await deliverTo(client, {
          ...favoritenstrasse,
          streetName: 'Thaliastraße',
          streetNumber: '12',
          postalCode: '1160',
        });
      }
      const answers = await Promise.all(
        shoppers.map((client) =>
          client.call('POST', '/api/carts/distribution-time-slot', { body: { id: slot!.id } }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(
        answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code),
      ).toEqual(Array(40).fill('023'));
      expect(await bookedOf(slot!.id)).toBe(10);
    });

    it('frees the place of an expired hold, and the cart then answers 141', async () => {
      const guest = shopper();
      const cart: Cart = await cartOf(guest);
      await deliverTo(guest);
      const [slot] = await slotsOf('103');
      await guest.call('POST', '/api/carts/distribution-time-slot', { body: { id: slot!.id } });
      const held = await bookedOf(slot!.id);
      await testApp.database.db.execute(
        sql`update carts set slot_held_until = now() - interval '1 minute' where id = ${cart.id}`,
      );
      const validation = cartValidationSchema.parse((await guest.get('/api/carts/validation')).json());
      expect(validation.errors.map((error) => error.code)).toContain('141');
      expect(validation.cartDTO.timeSlotReservedUntil).toBeNull();
      expect(await bookedOf(slot!.id)).toBe(held - 1);
    });
  });

  describe('cart merge after login', () => {
    const guestCartId = async (client: Shopper, sku: string, quantity = 1) => {
      const cart = await cartOf(client);
      await add(client, sku, quantity);
      return cart.id;
    };

    it("makes a guest cart the customer's when their own cart is empty", async () => {
      const client = shopper();
      const id = await guestCartId(client, piece.sku);
      await client.loggedIn('max.muster@example.at');
      const attached = await client.call('POST', `/api/carts/set-customer?anonymousCartId=${id}`);
      expect(attached.statusCode, attached.body).toBe(200);
      expect(cartSchema.parse(attached.json())).toMatchObject({ id, lineItemCount: 1 });
      expect((await cartOf(client)).id).toBe(id);
    });

    it('asks to merge when the customer already has items, then adds the guest items to them', async () => {
      const client = shopper();
      const id = await guestCartId(client, weighed.sku, weighed.quantityStepSize);
      await client.loggedIn('max.muster@example.at');
      const attach = await client.call('POST', `/api/carts/set-customer?anonymousCartId=${id}`);
      expect(attach.statusCode).toBe(409);
      expect(attach.json()).toMatchObject({ code: 'CART_MERGE_REQUIRED' });
      const merged = cartSchema.parse((await client.call('POST', `/api/carts/merge/${id}`)).json());
      expect(merged.id).not.toBe(id);
      expect(merged.productLineItems.map((line) => line.product.sku).sort()).toEqual(
        [piece.sku, weighed.sku].sort(),
      );
      expect((await client.call('POST', `/api/carts/merge/${id}`)).statusCode).toBe(404);
    });

    it("never merges a cart that is not the caller's own guest cart", async () => {
      const other = shopper();
      const foreignId = await guestCartId(other, piece.sku);
      const client = shopper();
      await client.loggedIn('max.muster@example.at');
      expect((await client.call('POST', `/api/carts/merge/${foreignId}`)).statusCode).toBe(404);
      expect(
        (await client.call('POST', `/api/carts/set-customer?anonymousCartId=${foreignId}`)).statusCode,
      ).toBe(404);
      expect((await other.call('POST', `/api/carts/merge/${foreignId}`)).statusCode).toBe(401);
    });
  });

  describe('billing address', () => {
    it('keeps a billing address with its e-mail, and refuses one without a valid e-mail', async () => {
      const guest = shopper();
      await cartOf(guest);
      const address = {
        firstName: 'Rosa',
        lastName: 'Huber',
        academicTitle: 'Mag.',
        streetName: 'Favoritenstraße',
        streetNumber: '12',
        postalCode: '1100',
        city: 'Wien',
        email: 'rosa.huber@example.at',
      };
      const kept = await guest.call('POST', '/api/carts/billing-address', { body: address });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(cartSchema.parse(kept.json()).billingAddress).toMatchObject({
        email: 'rosa.huber@example.at',
        title: 'Mag.',
        city: 'Wien',
      });
      const refused = await guest.call('POST', '/api/carts/billing-address', {
        body: { ...address, email: 'rosa.example.at' },
      });
      expect(refused.statusCode).toBe(400);
    });
  });

  describe('validation', () => {
    it('answers 005 and 130 for a cart without delivery or pickup', async () => {
      const guest = shopper();
      await cartOf(guest);
      const validation = cartValidationSchema.parse((await guest.get('/api/carts/validation')).json());
      expect(validation.errors.map((error) => error.code)).toEqual(['005', '130']);
    });

    it('asks a guest for e-mail, phone and a slot once the address is set', async () => {
      const guest = shopper();
      await cartOf(guest);
      await deliverTo(guest);
      const validation = cartValidationSchema.parse((await guest.get('/api/carts/validation')).json());
      expect(validation.errors.map((error) => error.code).sort()).toEqual([
        '006',
        '007',
        '008',
        'ORDER_VALUE_BELOW_MINIMUM',
      ]);
    });
  });
});
