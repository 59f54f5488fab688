import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { physicalCardOrders } from '../../backend/src/db/schema/physical-card-orders.js';
import { customerAddressListSchema } from '../../backend/src/schemas/customer.js';
import { physicalCardStatusSchema } from '../../backend/src/schemas/physical-card.js';
import { demoCustomerEmail, demoMemberEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { physicalCardMembers } from '../../backend/src/seed/customers/physical-card-members.js';
import { accountClient } from './support/account-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers } from './support/test-database.js';

// Issue 35 (decision 0082): the physical loyalty card's status and its order, once per card.

const [lea, jonas, johanna] = physicalCardMembers;
const newAddress = {
  salutation: 'Female',
  firstName: 'Lea',
  lastName: 'Karte',
  streetName: 'Taborstraße',
  streetNumber: '7',
  door: '3',
  postalCode: '1020',
  city: 'Wien',
};

describe.each(drivers)('physical loyalty card on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());
  const current = () => testApp;

  async function member(email: string, tenant = 'en') {
    const client = accountClient(current, tenant);
    await client.loggedIn(email);
    return client;
  }
  async function statusOf(client: ReturnType<typeof accountClient>) {
    const response = await client.get('/api/customers/physical-card/status');
    expect(response.statusCode, response.body).toBe(200);
    return physicalCardStatusSchema.parse(response.json());
  }
  async function mailsTo(email: string) {
    const response = await testApp.app.inject({ url: `/outbox/messages?to=${encodeURIComponent(email)}` });
    return response.json<{ messages: { subject: string; text: string }[] }>().messages;
  }
  async function orderCount(cardNumber: string) {
    const rows = await testApp.database.db
      .select({ id: physicalCardOrders.id })
      .from(physicalCardOrders)
      .where(eq(physicalCardOrders.cardNumber, cardNumber));
    return rows.length;
  }

  it('tells members without, with and on the way to a physical card apart, and non-members', async () => {
    expect(await statusOf(await member(lea.email))).toEqual({
      status: 'NONE',
      orderable: true,
      orderedAt: null,
      sentAt: null,
      addressLines: [],
    });
    // The German shop runs the joe programme: no order there (§2), the status still reads.
    expect(await statusOf(await member(lea.email, 'de'))).toMatchObject({ status: 'NONE', orderable: false });
    expect(await statusOf(await member(demoMemberEmail))).toMatchObject({
      status: 'SENT',
      orderable: false,
      sentAt: '2024-02-01T09:00:00.000Z',
      addressLines: ['Mariahilfer Straße 12/4', '1070 Wien'],
    });
    expect(await statusOf(await member(demoCustomerEmail))).toMatchObject({
      status: 'NO_LOYALTY_CARD',
      orderable: false,
    });
  });

  it('orders the card to a new address once, with one e-mail, and refuses a second order', async () => {
    const client = await member(lea.email);
    const ordered = await client.call('POST', '/api/customers/physical-card', {
      body: { address: newAddress },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const status = physicalCardStatusSchema.parse(ordered.json());
    expect(status).toMatchObject({
      status: 'ORDERED',
      orderable: false,
      sentAt: null,
      addressLines: ['Taborstraße 7/3', '1020 Wien'],
    });
    expect(Date.now() - new Date(status.orderedAt!).getTime()).toBeLessThan(60_000);
    expect(await statusOf(client)).toEqual(status);

    const again = await client.call('POST', '/api/customers/physical-card', {
      body: { address: newAddress },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PHYSICAL_CARD_ALREADY_ORDERED' });

    const mails = await mailsTo(lea.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your loyalty card is ordered');
    expect(mails[0]!.text).toContain(`card number ending in ${lea.cardNumber.slice(-4)}`);
    expect(mails[0]!.text).toContain('Lea Karte\nTaborstraße 7/3\n1020 Wien');
    expect(await orderCount(lea.cardNumber)).toBe(1);
  });

  it('takes one of two orders sent at once and writes one e-mail', async () => {
    const first = await member(jonas.email);
    const second = await member(jonas.email);
    const answers = await Promise.all(
      [first, second].map((client) =>
        client.call('POST', '/api/customers/physical-card', { body: { address: newAddress } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      code: 'PHYSICAL_CARD_ALREADY_ORDERED',
    });
    expect(await orderCount(jonas.cardNumber)).toBe(1);
    expect(await mailsTo(jonas.email)).toHaveLength(1);
  });

  it('orders to a saved address of the own address book only', async () => {
    const client = await member(johanna.email);
    const annas = await member(demoMemberEmail);
    const annasBook = customerAddressListSchema.parse((await annas.get('/api/customers/addresses')).json());
    const foreign = await client.call('POST', '/api/customers/physical-card', {
      body: { addressId: annasBook.addresses[0]!.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND' });

    const own = customerAddressListSchema.parse((await client.get('/api/customers/addresses')).json());
    const ordered = await client.call('POST', '/api/customers/physical-card', {
      body: { addressId: own.addresses[0]!.id },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json()).toMatchObject({
      status: 'ORDERED',
      addressLines: ['Praterstraße 22', '1020 Wien'],
    });
    expect((await mailsTo(johanna.email))[0]!.text).toContain('Johanna Karte\nPraterstraße 22\n1020 Wien');
  });

  it('refuses who may not order, and bad, big or forged requests, writing nothing', async () => {
    const order = (client: ReturnType<typeof accountClient>, body: unknown) =>
      client.call('POST', '/api/customers/physical-card', { body });
    const expectRefusal = async (
      answer: Awaited<ReturnType<typeof order>>,
      statusCode: number,
      code: string,
    ) => {
      expect(answer.statusCode, answer.body).toBe(statusCode);
      expect(answer.json()).toMatchObject({ code });
    };

    const guest = accountClient(current, 'en');
    await expectRefusal(await order(guest, { address: newAddress }), 401, 'UNAUTHENTICATED');
    expect((await guest.get('/api/customers/physical-card/status')).statusCode).toBe(401);
    await expectRefusal(
      await order(await member(demoCustomerEmail), { address: newAddress }),
      403,
      'PHYSICAL_CARD_NOT_A_MEMBER',
    );
    await expectRefusal(
      await order(await member(demoMemberEmail), { address: newAddress }),
      409,
      'PHYSICAL_CARD_ALREADY_SENT',
    );

    // A member the shop may not take an order from (the joe programme is on in the German shop).
    const leaDe = await member(lea.email, 'de');
    await expectRefusal(await order(leaDe, { address: newAddress }), 403, 'PHYSICAL_CARD_UNAVAILABLE');

    const leaEn = await member(lea.email);
    const before = await orderCount(lea.cardNumber);
    await expectRefusal(
      await order(leaEn, { address: { ...newAddress, postalCode: 'x', streetName: '' } }),
      400,
      'VALIDATION_FAILED',
    );
    await expectRefusal(await order(leaEn, { addressId: 'not-an-id' }), 400, 'VALIDATION_FAILED');
    await expectRefusal(
      await order(leaEn, { address: newAddress, addressId: crypto.randomUUID() }),
      400,
      'VALIDATION_FAILED',
    );
    await expectRefusal(
      await order(leaEn, { address: { ...newAddress, additionalInfo: 'x'.repeat(10_000) } }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/customers/physical-card',
      headers: { 'x-tenant': 'en' },
      cookies: Object.fromEntries(leaEn.cookies),
      payload: { address: newAddress },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'XSRF_TOKEN_INVALID' });
    expect(await orderCount(lea.cardNumber)).toBe(before);
  });
});
