import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, cartValidationSchema } from '../../backend/src/schemas/cart.js';
import { accountClient } from './support/account-client.js';
import { favoritenstrasse } from './support/cart-addresses.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

type Shopper = ReturnType<typeof accountClient>;

// §8 006 and 007: the e-mail and phone a guest's cart asks for can be given on the cart page.
describe.each(drivers)('a guest cart contact on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  const guest = async () => {
    const client = accountClient(() => testApp);
    await client.get('/api/carts');
    return client;
  };
  const codesOf = async (client: Shopper) =>
    cartValidationSchema
      .parse((await client.get('/api/carts/validation')).json())
      .errors.map((error) => error.code)
      .sort();
  const setContact = (client: Shopper, body: object) => client.call('POST', '/api/carts/contact', { body });
  const pickup = { distributionType: 'CLICK_AND_COLLECT', storeId: '11001' };

  it('no longer asks a delivery guest for e-mail and phone once given, also after a new address', async () => {
    const client = await guest();
    await client.call('POST', '/api/carts/distribution-address', { body: favoritenstrasse });
    expect(await codesOf(client)).toEqual(['006', '007', '008', 'ORDER_VALUE_BELOW_MINIMUM']);
    const answer = await setContact(client, { email: 'rosa.huber@example.at', phoneNumber: '+436641234567' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(cartSchema.parse(answer.json()).billingAddress).toMatchObject({
      email: 'rosa.huber@example.at',
      phoneNumber: '+436641234567',
    });
    expect(await codesOf(client)).toEqual(['008', 'ORDER_VALUE_BELOW_MINIMUM']);
    await client.call('POST', '/api/carts/distribution-address', {
      body: { ...favoritenstrasse, streetNumber: '122' },
    });
    expect(await codesOf(client)).toEqual(['008', 'ORDER_VALUE_BELOW_MINIMUM']);
  });

  it('takes the e-mail a pickup guest is asked for (006)', async () => {
    const client = await guest();
    await client.call('POST', '/api/carts/distribution-address', { body: pickup });
    expect(await codesOf(client)).toContain('006');
    expect((await setContact(client, { email: 'rosa.huber@example.at' })).statusCode).toBe(200);
    expect(await codesOf(client)).not.toContain('006');
  });

  it('keeps the rest of a billing address given before', async () => {
    const client = await guest();
    const billing = {
      firstName: 'Rosa',
      lastName: 'Huber',
      streetName: 'Favoritenstraße',
      streetNumber: '120',
      postalCode: '1100',
      city: 'Wien',
      email: 'rosa.huber@example.at',
    };
    expect((await client.call('POST', '/api/carts/billing-address', { body: billing })).statusCode).toBe(200);
    const answer = await setContact(client, { email: 'rosa@example.at', phoneNumber: '+436641234567' });
    expect(cartSchema.parse(answer.json()).billingAddress).toMatchObject({
      firstName: 'Rosa',
      city: 'Wien',
      email: 'rosa@example.at',
      phoneNumber: '+436641234567',
    });
  });

  it('refuses an invalid e-mail or phone with 400 and keeps what was stored', async () => {
    const client = await guest();
    await setContact(client, { email: 'rosa.huber@example.at' });
    for (const body of [{ email: 'rosa.example.at' }, { email: 'rosa@example.at', phoneNumber: '0664 12' }]) {
      const refused = await setContact(client, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: expect.any(String) });
    }
    const cart = cartSchema.parse((await client.get('/api/carts')).json());
    expect(cart.billingAddress?.email).toBe('rosa.huber@example.at');
  });

  it('keeps both writes when the contact and a billing address arrive at once', async () => {
    const client = await guest();
    const billing = {
      firstName: 'Rosa',
      streetName: 'Favoritenstraße',
      streetNumber: '120',
      postalCode: '1100',
      city: 'Wien',
      email: 'rosa.huber@example.at',
    };
    await Promise.all([
      client.call('POST', '/api/carts/billing-address', { body: billing }),
      setContact(client, { email: 'rosa.huber@example.at', phoneNumber: '+436641234567' }),
    ]);
    const cart = cartSchema.parse((await client.get('/api/carts')).json());
    // Whichever came last, the billing address's name survives the contact's merge.
    expect(cart.billingAddress).toMatchObject({ firstName: 'Rosa', email: 'rosa.huber@example.at' });
  });

  it('refuses a shopper without a cart (CART_MISSING)', async () => {
    const refused = await setContact(
      accountClient(() => testApp),
      { email: 'rosa.huber@example.at' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CART_MISSING' });
  });
});
