import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import {
  startPaymentSandbox,
  startWebhookReceiver,
  type RunningSandbox,
} from '../payments/payment-sandbox-server.js';
import { deliverWebhook, payOnHostedPage, webhookFor } from './support/hosted-payment.js';
import { readyCarts, reachableAddress } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { drivers, rowsOf } from './support/test-database.js';

type OutboxMessage = { to: string; subject: string; text: string };

describe.each(drivers)('after the payment: confirmation, status check, last code use, on %s', (driver) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let piece: ProductSummary;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startPaymentSandbox({ url: receiver.url, timing: 'after' });
    testApp = await startTestApp(driver, {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      STOREFRONT_URL: 'http://localhost:3999',
      // The status check runs every second here; carts younger than a minute are not its business.
      PAYMENT_STATUS_CHECK_SECONDS: 1,
    });
    piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
    await receiver.close();
  });

  const ready = readyCarts(() => testApp);

  const ordersOf = (cartId: string) =>
    rowsOf<{ order_number: string; payment_id: string }>(
      testApp.database.db,
      sql`select order_number, payment_id from orders where cart_id = ${cartId}`,
    );
  const confirmationsOf = async (orderNumber: string) => {
    const response = await testApp.app.inject({
      url: `/outbox/messages?to=${encodeURIComponent(reachableAddress.email)}`,
    });
    const { messages } = response.json<{ messages: OutboxMessage[] }>();
    return messages.filter((message) => message.subject.includes(orderNumber));
  };

  /** A guest's card payment whose webhook never comes: the return alone places the order. */
  const placedByReturnAlone = async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const paid = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess, 'none');
    const placed = await guest.call('POST', '/api/checkout/return', {
      body: { hostedCheckoutId: paid.hostedCheckoutId, RETURNMAC: paid.returnMac },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return { ...paid, orderNumber: placedOrderSchema.parse(placed.json()).orderNumber };
  };

  it('sends one confirmation in German, with lines, total, address and slot, when the return (twice) and the webhook complete at once', async () => {
    const guest = await ready.readyGuest([[piece, 2]]);
    const { cart, hostedCheckoutId, returnMac } = await payOnHostedPage(
      guest,
      sandbox,
      testCardNumbers.visaSuccess,
    );
    const webhook = await webhookFor(receiver.received, hostedCheckoutId);
    const back = { body: { hostedCheckoutId, RETURNMAC: returnMac } };
    const answers = await Promise.all([
      guest.call('POST', '/api/checkout/return', back),
      deliverWebhook(testApp, webhook),
      guest.call('POST', '/api/checkout/return', back),
      deliverWebhook(testApp, webhook),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const { orderNumber } = placedOrderSchema.parse(answers[0]!.json());

    const confirmations = await confirmationsOf(orderNumber);
    expect(confirmations).toHaveLength(1);
    const [email] = confirmations;
    expect(email!.subject).toBe(`Deine Bestellung ${orderNumber}`);
    expect(email!.text).toContain(`2 × ${piece.name}`);
    const euros = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
    expect(email!.text).toContain(`Gesamtsumme: ${euros.format(cart.priceInfo.total / 100)}`);
    expect(email!.text).toContain('Lieferung an:');
    expect(email!.text).toContain(`${reachableAddress.streetName} ${reachableAddress.streetNumber}`);
    expect(email!.text).toContain(`${reachableAddress.postalCode} ${reachableAddress.city}`);
    expect(email!.text).toMatch(/Zeitfenster: \w+, \d+\. \w+ \d{4}, \d\d:\d\d bis \d\d:\d\d Uhr/);

    const again = await deliverWebhook(testApp, webhook);
    expect(again.statusCode).toBe(200);
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
  });

  it('places the order of a payment whose return and webhook were both lost, through the status check, and confirms it', async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const { cart, hostedCheckoutId } = await payOnHostedPage(
      guest,
      sandbox,
      testCardNumbers.visaSuccess,
      'none',
    );
    expect(receiver.received.some(({ body }) => body.includes(hostedCheckoutId))).toBe(false);
    // What a minute of nobody reporting the payment looks like.
    await testApp.database.db.execute(
      sql`update payment_attempts set created_at = now() - interval '2 minutes' where hosted_checkout_id = ${hostedCheckoutId}`,
    );
    await vi.waitFor(async () => expect(await ordersOf(cart.id)).toHaveLength(1), { timeout: 10_000 });
    const [order] = await ordersOf(cart.id);
    // The order's row comes first, its capture right after it.
    await vi.waitFor(
      async () =>
        expect((await testApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId)).payment?.status).toBe(
          'CAPTURED',
        ),
      { timeout: 5_000 },
    );
    await vi.waitFor(async () => expect(await confirmationsOf(order!.order_number)).toHaveLength(1), {
      timeout: 5_000,
    });
  });

  it('sends a confirmation left unsent after placing (the API stopped in between) with the next status check', async () => {
    const { orderNumber } = await placedByReturnAlone();
    // What the API stopping after the order's commit and before the e-mail leaves behind, a minute later.
    await testApp.database.db.execute(
      sql`update orders set confirmation_sent_at = null, placed_at = now() - interval '2 minutes' where order_number = ${orderNumber}`,
    );
    await testApp.database.db.execute(sql`delete from outbox_emails where subject like ${`%${orderNumber}`}`);
    await vi.waitFor(async () => expect(await confirmationsOf(orderNumber)).toHaveLength(1), {
      timeout: 10_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
  });

  it('writes the confirmation in the transaction that places the order, so neither commits without the other (issue 39)', async () => {
    const { cart, hostedCheckoutId, orderNumber } = await placedByReturnAlone();
    expect(await confirmationsOf(orderNumber)).toHaveLength(1);
    // Rows a transaction wrote carry its id as xmin: the ordered cart, the settled attempt and the
    // order's e-mail were written by one transaction.
    const written = await rowsOf<{ cart: string; attempt: string; email: string }>(
      testApp.database.db,
      sql`select (select xmin::text from carts where id = ${cart.id}) as cart,
                 (select xmin::text from payment_attempts where hosted_checkout_id = ${hostedCheckoutId}) as attempt,
                 (select xmin::text from outbox_emails where subject = ${`Deine Bestellung ${orderNumber}`}) as email`,
    );
    expect(written[0]!.email).toBe(written[0]!.cart);
    expect(written[0]!.email).toBe(written[0]!.attempt);
  });

  it('leaves a payment alone while it is younger than a minute', async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const { cart } = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess, 'none');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await ordersOf(cart.id)).toEqual([]);
  });

  it('gives the last use of a discount code to one of two orders completed at once; the other answers 227 and its payment is cancelled', async () => {
    const shoppers = await Promise.all([ready.readyGuest([[piece, 2]]), ready.readyGuest([[piece, 3]])]);
    for (const shopper of shoppers) {
      const added = await shopper.call('POST', '/api/carts/discount-codes', { body: { code: 'FRISCH10' } });
      expect(added.statusCode, added.body).toBe(200);
    }
    await testApp.database.db.execute(
      sql`update discount_codes set max_applications = applications + 1 where tenant_id = 'de' and code = 'FRISCH10'`,
    );
    try {
      const paid = [];
      for (const shopper of shoppers)
        paid.push(await payOnHostedPage(shopper, sandbox, testCardNumbers.visaSuccess, 'none'));
      const answers = await Promise.all(
        paid.map(({ hostedCheckoutId, returnMac }, index) =>
          shoppers[index]!.call('POST', '/api/checkout/return', {
            body: { hostedCheckoutId, RETURNMAC: returnMac },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const loser = answers.findIndex((answer) => answer.statusCode === 409);
      expect(answers[loser]!.json()).toMatchObject({ code: '227' });

      const winnerCart = paid[1 - loser]!.cart.id;
      const [winnerOrder] = await rowsOf<{ cart: { discountCodes: { code: string }[] } }>(
        testApp.database.db,
        sql`select cart from orders where cart_id = ${winnerCart}`,
      );
      expect(winnerOrder!.cart.discountCodes.map(({ code }) => code)).toEqual(['FRISCH10']);
      expect(await ordersOf(paid[loser]!.cart.id)).toEqual([]);
      const lost = await testApp.app.paymentProvider.getHostedCheckout(paid[loser]!.hostedCheckoutId);
      expect(lost.payment?.status).toBe('CANCELLED');
      const [code] = await rowsOf<{ applications: number; max_applications: number }>(
        testApp.database.db,
        sql`select applications, max_applications from discount_codes where tenant_id = 'de' and code = 'FRISCH10'`,
      );
      expect(code!.applications).toBe(code!.max_applications);
    } finally {
      await testApp.database.db.execute(
        sql`update discount_codes set max_applications = null where tenant_id = 'de' and code = 'FRISCH10'`,
      );
    }
  });
});
