import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverseOrderPoints } from '../../backend/src/loyalty/loyalty-points.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { customerSchema } from '../../backend/src/schemas/customer.js';
import { cardInfoListSchema } from '../../backend/src/schemas/loyalty.js';
import { demoCustomerEmail } from '../../backend/src/seed/customers/insert-customers.js';
import { ean13 } from '../../backend/src/seed/customers/loyalty-cards.js';
import {
  loyaltyDemoMembers,
  referencedMemberPoints,
} from '../../backend/src/seed/customers/loyalty-members.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { startWebhookReceiver, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { accountClient } from './support/account-client.js';
import { payOnHostedPage, returnAndWebhookAtOnce } from './support/hosted-payment.js';
import { startAppWithSandbox } from './support/sandbox-app.js';
import { readyCarts } from './support/ready-cart.js';
import type { TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type Booking = { order_id: string; pool_id: string; kind: string; points: number };

describe.each(drivers)('loyalty card-info, 10048 and points, on %s', (driver) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let close: () => Promise<void>;
  let piece: ProductSummary;
  const current = () => testApp;
  const ready = readyCarts(current);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    ({ sandbox, testApp, close } = await startAppWithSandbox(driver, {
      webhookUrl: receiver.url,
      timing: 'after',
    }));
    // Nine of them earn points beyond a new customer's welcome voucher.
    piece = (await ready.orderableProducts()).pieces.find(
      (product) => product.price.regular >= 300 && product.maxQuantity >= 9,
    )!;
  });
  afterAll(async () => {
    await close();
    await receiver.close();
  });

  let count = 0;
  /** A fresh customer with a fresh linked card of 100 joe points, logged in from an address of its own. */
  async function member() {
    count += 1;
    const email = `loyal${count}-${randomUUID().slice(0, 8)}@example.at`;
    const cardNumber = ean13(`2955${String(randomInt(1e8)).padStart(8, '0')}`);
    const db = testApp.database.db;
    await db.execute(sql`
      insert into customers (tenant_id, email, password_hash, email_confirmed_at, first_name)
      select tenant_id, ${email}, password_hash, now(), 'Treu'
      from customers where tenant_id = 'de' and email = ${demoCustomerEmail}`);
    await db.execute(sql`
      insert into loyalty_cards (tenant_id, card_number, member_id, customer_id, pools)
      select 'de', ${cardNumber}, ${String(800_000 + count)}, id,
        '[{"poolId":"joe-points","tags":["points"],"value":100}]'::jsonb
      from customers where tenant_id = 'de' and email = ${email}`);
    const client = accountClient(current);
    const response = await client.logIn(email, undefined, `10.35.0.${count}`);
    expect(response.statusCode, response.body).toBe(200);
    return { client, email, cardNumber };
  }

  const customerOf = async (client: ReturnType<typeof accountClient>) =>
    customerSchema.parse((await client.get('/api/customers')).json());
  const bookingsOf = (orderNumber: string) =>
    rowsOf<Booking>(
      testApp.database.db,
      sql`select order_id, pool_id, kind, points from loyalty_point_bookings where order_number = ${orderNumber} order by kind`,
    );

  it("answers the member's card with a barcode, pools and no bookings yet; the text below the barcode on request", async () => {
    const { client, cardNumber } = await member();
    const response = await client.get(
      `/api/customers/loyalty/card-info?currentIds=${cardNumber}&dontRenderText=true`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const [info, ...more] = cardInfoListSchema.parse(response.json());
    expect(more).toEqual([]);
    expect(info).toMatchObject({
      mpCardId: cardNumber,
      status: 'referenced',
      pools: [{ poolId: 'joe-points', tags: ['points'], value: 100 }],
      bookings: [],
    });
    expect(info!.barcodeSvg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    const withText = cardInfoListSchema.parse(
      (await client.get(`/api/customers/loyalty/card-info?currentIds=${cardNumber}`)).json(),
    );
    expect(withText[0]!.barcodeSvg).not.toBe(info!.barcodeSvg);
    expect((await customerOf(client)).loyaltyStatus).toBe('referenced');
  });

  it('refuses card numbers that are not EAN-13 (§5) and a shopper who is not logged in', async () => {
    const { client, cardNumber } = await member();
    const wrongCheckDigit = `${cardNumber.slice(0, 12)}${(Number(cardNumber[12]) + 1) % 10}`;
    for (const ids of [wrongCheckDigit, '12345', `${cardNumber.slice(0, 12)}x`, '']) {
      const response = await client.get(`/api/customers/loyalty/card-info?currentIds=${ids}`);
      expect(response.statusCode, `${ids}: ${response.body}`).toBe(400);
    }
    const guest = accountClient(current);
    expect((await guest.get(`/api/customers/loyalty/card-info?currentIds=${cardNumber}`)).statusCode).toBe(
      401,
    );
  });

  it("answers 10048 for another member's card and leaves both members' data as they were", async () => {
    const first = await member();
    const second = await member();
    const response = await first.client.get(
      `/api/customers/loyalty/card-info?currentIds=${second.cardNumber}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: '10048' });
    // A number nobody holds answers the same: nobody learns whose a card is.
    const nobody = await first.client.get(
      `/api/customers/loyalty/card-info?currentIds=${ean13('295599999999')}`,
    );
    expect(nobody.json()).toMatchObject({ code: '10048' });
    expect((await customerOf(first.client)).loyaltyMemberInformation?.mpCardId).toBe(first.cardNumber);
    expect((await customerOf(second.client)).loyaltyMemberInformation?.mpCardId).toBe(second.cardNumber);
  });

  it('answers 10048 for a card the programme withdrew and clears the card data once, also when asked twice at once', async () => {
    const { client, cardNumber } = await member();
    await testApp.database.db.execute(
      sql`insert into loyalty_card_withdrawals (tenant_id, card_number) values ('de', ${cardNumber})`,
    );
    const url = `/api/customers/loyalty/card-info?currentIds=${cardNumber}&dontRenderText=true`;
    const answers = await Promise.all([client.get(url), client.get(url)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: '10048' });
    }
    const customer = await customerOf(client);
    expect(customer.loyaltyMemberInformation).toBeNull();
    expect(customer.loyaltyStatus).toBe('dereferenced');
    const states = await rowsOf<{ status: string; former_card_number: string }>(
      testApp.database.db,
      sql`select status, former_card_number from loyalty_member_states where former_card_number = ${cardNumber}`,
    );
    expect(states).toEqual([{ status: 'DEREFERENCED', former_card_number: cardNumber }]);
  });

  it('gives each seeded demo member the §4 status the README names', async () => {
    const expected = [
      ['anna.muster@example.at', 'authenticated'],
      [loyaltyDemoMembers.referenced.email, 'referenced'],
      [loyaltyDemoMembers.onlineOnly.email, 'online-only'],
      // Linked to a withdrawn card until its first card-info call (the next test).
      [loyaltyDemoMembers.dereferenced.email, 'referenced'],
      [demoCustomerEmail, null],
    ] as const;
    for (const [index, [email, status]] of expected.entries()) {
      const client = accountClient(current);
      expect((await client.logIn(email, undefined, `10.35.1.${index}`)).statusCode).toBe(200);
      const customer = await customerOf(client);
      expect(customer.loyaltyStatus, email).toBe(status);
      if (email === loyaltyDemoMembers.referenced.email)
        expect(customer.loyaltyMemberInformation?.pools[0]?.value).toBe(referencedMemberPoints);
      if (email === loyaltyDemoMembers.dereferenced.email) {
        const card = customer.loyaltyMemberInformation!.mpCardId;
        const answer = await client.get(`/api/customers/loyalty/card-info?currentIds=${card}`);
        expect(answer.json()).toMatchObject({ code: '10048' });
        expect((await customerOf(client)).loyaltyStatus).toBe('dereferenced');
      }
    }
  });

  it('books the points of an order once when the return (twice) and the webhook place it at once, and reverses them once', async () => {
    const { client, cardNumber } = await member();
    await ready.readyGuest([[piece, 9]], client);
    const paid = await payOnHostedPage(client, sandbox, testCardNumbers.visaSuccess);
    const orderNumber = await returnAndWebhookAtOnce(client, testApp, receiver.received, paid);

    const earned = Math.floor(paid.cart.priceInfo.orderValue / 100);
    expect(earned, JSON.stringify(paid.cart.priceInfo)).toBeGreaterThan(0);
    const booked = await bookingsOf(orderNumber);
    expect(booked).toEqual([
      expect.objectContaining({ pool_id: 'joe-points', kind: 'EARNED', points: earned }),
    ]);
    const [info] = cardInfoListSchema.parse(
      (await client.get(`/api/customers/loyalty/card-info?currentIds=${cardNumber}`)).json(),
    );
    expect(info!.pools).toEqual([{ poolId: 'joe-points', tags: ['points'], value: 100 + earned }]);
    expect(info!.bookings).toEqual([
      expect.objectContaining({ orderNumber, poolId: 'joe-points', kind: 'EARNED', points: earned }),
    ]);

    // The cancellation's part: twice at once, then once more, reverses once.
    const orderId = booked[0]!.order_id;
    const db = testApp.database.db;
    const reversals = await Promise.all([
      db.transaction((tx) => reverseOrderPoints(tx, 'de', orderId)),
      db.transaction((tx) => reverseOrderPoints(tx, 'de', orderId)),
    ]);
    expect(reversals.sort()).toEqual([0, 1]);
    expect(await reverseOrderPoints(db, 'de', orderId)).toBe(0);
    // Another tenant's id reverses nothing.
    expect(await reverseOrderPoints(db, 'en', orderId)).toBe(0);
    expect((await bookingsOf(orderNumber)).map(({ kind, points }) => [kind, points])).toEqual([
      ['EARNED', earned],
      ['REVERSED', -earned],
    ]);
    expect((await customerOf(client)).loyaltyMemberInformation?.pools).toEqual([
      { poolId: 'joe-points', tags: ['points'], value: 100 },
    ]);
  });

  it("books nothing for a guest's order, and reverses nothing for it", async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const { hostedCheckoutId, returnMac } = await payOnHostedPage(
      guest,
      sandbox,
      testCardNumbers.visaSuccess,
    );
    const placed = await guest.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId, RETURNMAC: returnMac },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNumber } = placedOrderSchema.parse(placed.json());
    expect(await bookingsOf(orderNumber)).toEqual([]);
    const [order] = await rowsOf<{ id: string }>(
      testApp.database.db,
      sql`select id from orders where order_number = ${orderNumber}`,
    );
    expect(await reverseOrderPoints(testApp.database.db, 'de', order!.id)).toBe(0);
  });
});
