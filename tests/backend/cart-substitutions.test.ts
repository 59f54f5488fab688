import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { addItemAnswerSchema, cartSchema, type Cart } from '../../backend/src/schemas/cart.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { checkoutAnswerSchema, orderConfirmationSchema } from '../../backend/src/schemas/checkout.js';
import { shoppingSettingsSchema } from '../../backend/src/schemas/customer.js';
import { customerOrderSchema } from '../../backend/src/schemas/orders.js';
import { accountClient, latestEmailTo } from './support/account-client.js';
import { readyCarts } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;

describe.each(drivers)('substitutions per cart line on %s', (driver) => {
  let testApp: TestApp;
  let first: ProductSummary;
  let second: ProductSummary;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    [first, second] = (await ready.orderableProducts()).pieces as [ProductSummary, ProductSummary];
  });
  afterAll(() => testApp.close());

  const ready = readyCarts(() => testApp);
  const shopper = () => accountClient(() => testApp);
  const cartOf = async (client: Shopper) => cartSchema.parse((await client.get('/api/carts')).json());
  const add = async (client: Shopper, sku: string, quantity = 1) => {
    const response = await client.call('POST', '/api/carts/items', { body: { sku, quantity } });
    expect(response.statusCode, response.body).toBe(200);
    return addItemAnswerSchema.parse(response.json()).cart;
  };
  const lineOf = (cart: Cart, sku: string) => cart.productLineItems.find((line) => line.product.sku === sku)!;
  const allowSubstitutes = (client: Shopper, lineItemId: string, substitutionAllowed: unknown) =>
    client.call('PATCH', `/api/carts/line-items/${lineItemId}`, { body: { substitutionAllowed } });
  const setProfileDefault = async (client: Shopper, substitutionAllowed: boolean) => {
    const response = await client.call('PUT', '/api/customers/shopping-settings', {
      body: { substitutionAllowed },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const emptyCartOf = async (client: Shopper) => {
    await cartOf(client);
    expect((await client.call('DELETE', '/api/carts/items/all')).statusCode).toBe(200);
  };

  it('gives a guest substitutes on every new line, the shop default', async () => {
    const guest = shopper();
    await cartOf(guest);
    expect(lineOf(await add(guest, first.sku), first.sku).substitutionAllowed).toBe(true);
  });

  it("takes a new line's default from the customer's profile setting, and keeps lines already there", async () => {
    const customer = shopper();
    await customer.loggedIn(demoCustomerEmail);
    expect(
      shoppingSettingsSchema.parse((await customer.get('/api/customers/shopping-settings')).json()),
    ).toEqual({
      substitutionAllowed: true,
    });
    await emptyCartOf(customer);
    await add(customer, first.sku);
    await setProfileDefault(customer, false);
    expect(
      shoppingSettingsSchema.parse((await customer.get('/api/customers/shopping-settings')).json()),
    ).toEqual({
      substitutionAllowed: false,
    });
    const cart = await add(customer, second.sku);
    expect(lineOf(cart, first.sku).substitutionAllowed).toBe(true);
    expect(lineOf(cart, second.sku).substitutionAllowed).toBe(false);
    // Adding more of a product keeps the line's own choice.
    await setProfileDefault(customer, true);
    expect(lineOf(await add(customer, second.sku), second.sku).substitutionAllowed).toBe(false);
    await emptyCartOf(customer);
  });

  it('refuses a shopping setting that is not a yes or no', async () => {
    const customer = shopper();
    await customer.loggedIn(demoCustomerEmail);
    const response = await customer.call('PUT', '/api/customers/shopping-settings', {
      body: { substitutionAllowed: 'maybe' },
    });
    expect(response.statusCode).toBe(400);
    expect((await shopper().get('/api/customers/shopping-settings')).statusCode).toBe(401);
  });

  it('changes one line, the same answer when sent twice, the other lines untouched', async () => {
    const guest = shopper();
    await cartOf(guest);
    await add(guest, first.sku);
    const { lineItemId } = lineOf(await add(guest, second.sku), second.sku);
    for (let time = 0; time < 2; time += 1) {
      const changed = await allowSubstitutes(guest, lineItemId, false);
      expect(changed.statusCode, changed.body).toBe(200);
      const cart = cartSchema.parse(changed.json());
      expect(lineOf(cart, second.sku).substitutionAllowed).toBe(false);
      expect(lineOf(cart, first.sku).substitutionAllowed).toBe(true);
    }
    expect(lineOf(await cartOf(guest), second.sku).substitutionAllowed).toBe(false);
    const back = await allowSubstitutes(guest, lineItemId, true);
    expect(lineOf(cartSchema.parse(back.json()), second.sku).substitutionAllowed).toBe(true);
    const wrong = await allowSubstitutes(guest, lineItemId, 'no');
    expect(wrong.statusCode).toBe(400);
  });

  it("never changes another shopper's line, nor says that it exists", async () => {
    const owner = shopper();
    await cartOf(owner);
    const { lineItemId } = lineOf(await add(owner, first.sku), first.sku);
    const stranger = shopper();
    await cartOf(stranger);
    const refused = await allowSubstitutes(stranger, lineItemId, false);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'LINE_ITEM_UNKNOWN' });
    const customer = shopper();
    await customer.loggedIn(demoMemberEmail);
    await cartOf(customer);
    expect((await allowSubstitutes(customer, lineItemId, false)).statusCode).toBe(404);
    expect((await allowSubstitutes(shopper(), lineItemId, false)).json()).toMatchObject({
      code: 'CART_MISSING',
    });
    expect(lineOf(await cartOf(owner), first.sku).substitutionAllowed).toBe(true);
  });

  it('keeps the choice of a guest line when the guest cart becomes or joins the customer’s', async () => {
    const attaching = shopper();
    const guestCart = await cartOf(attaching);
    const line = lineOf(await add(attaching, first.sku), first.sku);
    await allowSubstitutes(attaching, line.lineItemId, false);
    await attaching.loggedIn(demoMemberEmail);
    await emptyCartOf(attaching);
    const attached = await attaching.call('POST', `/api/carts/set-customer?anonymousCartId=${guestCart.id}`);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(lineOf(cartSchema.parse(attached.json()), first.sku).substitutionAllowed).toBe(false);
    await emptyCartOf(attaching);

    // The customer's cart has both products with substitutes; the guest refused one of them
    // and brings a new one without: both refusals survive the merge.
    const merging = shopper();
    const otherGuestCart = await cartOf(merging);
    for (const product of [first, second]) {
      const { lineItemId } = lineOf(await add(merging, product.sku), product.sku);
      await allowSubstitutes(merging, lineItemId, false);
    }
    await merging.loggedIn(demoMemberEmail);
    expect(lineOf(await add(merging, first.sku), first.sku).substitutionAllowed).toBe(true);
    const merged = await merging.call('POST', `/api/carts/merge/${otherGuestCart.id}`);
    expect(merged.statusCode, merged.body).toBe(200);
    const cart = cartSchema.parse(merged.json());
    expect(lineOf(cart, first.sku)).toMatchObject({ quantity: 2, substitutionAllowed: false });
    expect(lineOf(cart, second.sku).substitutionAllowed).toBe(false);
    await emptyCartOf(merging);
  });

  it('copies each choice onto the order: detail, confirmation and e-mail; no change while it is paid', async () => {
    const customer = shopper();
    await customer.loggedIn(demoCustomerEmail);
    await emptyCartOf(customer);
    await ready.readyGuest(
      [
        [first, 1],
        [second, 2],
      ],
      customer,
    );
    const { lineItemId } = lineOf(await cartOf(customer), second.sku);
    expect((await allowSubstitutes(customer, lineItemId, false)).statusCode).toBe(200);

    const finalized = await customer.call('POST', '/api/carts/finalize', { body: {} });
    expect(finalized.statusCode, finalized.body).toBe(200);
    const cart = cartSchema.parse(finalized.json());
    const whilePaid = await allowSubstitutes(customer, lineItemId, true);
    expect(whilePaid.statusCode).toBe(409);
    expect(whilePaid.json()).toMatchObject({ code: 'CART_NOT_OPEN' });

    const placed = await customer.call('POST', '/api/checkout', {
      body: { checkoutId: cart.id, paymentMethodKey: 'payment-at-the-door' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = checkoutAnswerSchema.parse(placed.json());
    if (answer.next !== 'confirmation') throw new Error('expected an order placed at once');

    const choices = (lines: Cart['productLineItems']) =>
      Object.fromEntries(lines.map((line) => [line.product.sku, line.substitutionAllowed]));
    const expected = { [first.sku]: true, [second.sku]: false };
    const detail = customerOrderSchema.parse(
      (await customer.get(`/api/customers/orders/${answer.orderNumber}`)).json(),
    );
    expect(choices(detail.lineItems)).toEqual(expected);
    const confirmation = orderConfirmationSchema.parse(
      (await customer.get(`/api/orders/${answer.orderNumber}/confirmation`)).json(),
    );
    expect(choices(confirmation.cart.productLineItems)).toEqual(expected);

    const email = await latestEmailTo(() => testApp, demoCustomerEmail);
    expect(email?.subject).toContain(answer.orderNumber);
    const lines = email!.text.split('\n');
    expect(lines.find((text) => text.includes(first.name))).toMatch(/\(Ersatzartikel erlaubt\)$/);
    expect(lines.find((text) => text.includes(second.name))).toMatch(/\(kein Ersatzartikel\)$/);

    // Ordering again brings back each line's choice, not the profile's default of today.
    await setProfileDefault(customer, false);
    await emptyCartOf(customer);
    const again = await customer.call('POST', `/api/customers/orders/${answer.orderNumber}/reorder`);
    expect(again.statusCode, again.body).toBe(200);
    expect(choices((await cartOf(customer)).productLineItems)).toEqual(expected);
    await setProfileDefault(customer, true);
    await emptyCartOf(customer);
  });
});
