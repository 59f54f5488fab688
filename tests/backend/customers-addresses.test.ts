import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddressListSchema, type CustomerAddress } from '../../backend/src/schemas/customer.js';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

const address = (streetNumber: string) => ({
  firstName: 'Max',
  lastName: 'Muster',
  streetName: 'Landstraße',
  streetNumber,
  postalCode: '4020',
  city: 'Linz',
});

describe.each(drivers)('customer addresses on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  async function addressBook(shopper: ReturnType<typeof accountClient>): Promise<CustomerAddress[]> {
    const response = await shopper.get('/api/customers/addresses');
    expect(response.statusCode).toBe(200);
    return customerAddressListSchema.parse(response.json()).addresses;
  }

  it('never shows the placeholders na, nan and nana, stored or sent', async () => {
    const anna = accountClient(current);
    await anna.loggedIn(demoMemberEmail);
    const linz = (await addressBook(anna)).find((entry) => entry.city === 'Linz');
    expect(linz).toMatchObject({ stairCase: null, floor: null, door: null });

    const response = await anna.call('POST', '/api/customers/addresses/delivery', {
      body: { ...address('7'), stairCase: 'NaN', door: 'Na', additionalInfo: 'nana' },
    });
    const added = customerAddressListSchema
      .parse(response.json())
      .addresses.find((entry) => entry.streetNumber === '7');
    expect(added).toMatchObject({ stairCase: null, door: null, additionalInfo: null, primary: false });
  });

  it("does not let a customer read, change, delete or promote another customer's address", async () => {
    const anna = accountClient(current);
    await anna.loggedIn(demoMemberEmail);
    const [annasAddress] = await addressBook(anna);
    const max = accountClient(current);
    await max.loggedIn(demoCustomerEmail);
    expect((await addressBook(max)).map((entry) => entry.id)).not.toContain(annasAddress!.id);

    const attempts = [
      max.call('PUT', `/api/customers/addresses/${annasAddress!.category}`, {
        body: { ...address('66'), id: annasAddress!.id },
      }),
      max.call('DELETE', `/api/customers/addresses/${annasAddress!.id}`),
      max.call('POST', `/api/customers/addresses/${annasAddress!.id}/primary`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });
    }
    expect(await addressBook(anna)).toContainEqual(annasAddress);
  });

  it('keeps one primary per category and makes the first address of a category primary', async () => {
    const shopper = accountClient(current, 'en');
    await shopper.loggedIn(demoCustomerEmail);
    await shopper.call('POST', '/api/customers/addresses/billing', { body: address('1') });
    await shopper.call('POST', '/api/customers/addresses/billing', { body: address('2') });
    let book = await addressBook(shopper);
    expect(book.filter((entry) => entry.primary).map((entry) => entry.streetNumber)).toEqual(['1']);
    const second = book.find((entry) => entry.streetNumber === '2')!;
    await shopper.call('POST', `/api/customers/addresses/${second.id}/primary`);
    book = await addressBook(shopper);
    expect(book.filter((entry) => entry.primary).map((entry) => entry.streetNumber)).toEqual(['2']);

    const deleted = await shopper.call('DELETE', `/api/customers/addresses/${second.id}`);
    expect(deleted.statusCode).toBe(200);
    book = customerAddressListSchema.parse(deleted.json()).addresses;
    expect(book).toEqual([expect.objectContaining({ streetNumber: '1', primary: true })]);
  });

  it('updates an address and keeps combined addresses apart', async () => {
    const shopper = accountClient(current, 'en');
    await shopper.loggedIn(demoMemberEmail);
    const created = await shopper.call('POST', '/api/customers/addresses/combined', { body: address('9') });
    const combined = customerAddressListSchema
      .parse(created.json())
      .addresses.find((entry) => entry.category === 'combined')!;
    expect(combined).toMatchObject({ addressType: 'combined', primary: true });
    const updated = await shopper.call('PUT', '/api/customers/addresses/combined', {
      body: { ...address('9a'), id: combined.id, phoneNumber: '+436641112223' },
    });
    expect(customerAddressListSchema.parse(updated.json()).addresses).toContainEqual(
      expect.objectContaining({ id: combined.id, streetNumber: '9a', phoneNumber: '+436641112223' }),
    );
    const billing = (await addressBook(shopper)).find((entry) => entry.category === 'billing')!;
    expect((await shopper.call('DELETE', `/api/customers/addresses/${billing.id}/combined`)).statusCode).toBe(
      404,
    );
    expect(
      (await shopper.call('DELETE', `/api/customers/addresses/${combined.id}/combined`)).statusCode,
    ).toBe(200);
  });

  it('refuses the 21st address, also when sent at the same time', async () => {
    const shopper = accountClient(current);
    await shopper.loggedIn(demoCustomerEmail);
    const existing = (await addressBook(shopper)).length;
    const sent = Array.from({ length: 22 - existing }, (_, index) =>
      shopper.call('POST', '/api/customers/addresses/delivery', { body: address(String(100 + index)) }),
    );
    const statuses = (await Promise.all(sent)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20 - existing);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(await addressBook(shopper)).toHaveLength(20);
    const refused = await shopper.call('POST', '/api/customers/addresses/billing', { body: address('21') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ADDRESS_LIMIT_REACHED',
      message: 'You can save at most 20 addresses. Please delete one first.',
    });
  });
});
