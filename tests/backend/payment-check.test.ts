import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPayments, type Disagreement } from '../../backend/src/checkout/payment-check.js';
import type { ProductSummary } from '../../backend/src/schemas/catalogue.js';
import { placedOrderSchema } from '../../backend/src/schemas/checkout.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { startPaymentSandbox, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { payOnHostedPage, placeOrderWithoutCapture } from './support/hosted-payment.js';
import { readyCarts } from './support/ready-cart.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createPostgresTestDatabase, drivers } from './support/test-database.js';

// Issue 32, point 4: the operators' payment check lists what the shop and the provider disagree on.

describe.each(drivers)('the payment check, on %s', (driver) => {
  let sandbox: RunningSandbox;
  let testApp: TestApp;
  let piece: ProductSummary;
  beforeAll(async () => {
    sandbox = await startPaymentSandbox({ url: 'http://127.0.0.1:9/unused', timing: 'none' });
    testApp = await startTestApp(driver, {
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: sandbox.port,
      STOREFRONT_URL: 'http://localhost:3999',
    });
    piece = (await ready.orderableProducts()).pieces[0]!;
  });
  afterAll(async () => {
    await testApp.close();
    await sandbox.close();
  });

  const ready = readyCarts(() => testApp);
  const execute = (query: ReturnType<typeof sql>) => testApp.database.db.execute(query);
  const check = () => checkPayments(testApp.database.db, testApp.app.paymentProvider, { days: 30 });
  const about = (found: Disagreement[], key: string) =>
    found
      .filter((entry) => entry.orderNumber === key || entry.hostedCheckoutId === key)
      .map(({ kind }) => kind);

  async function placedOrder() {
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
    return placedOrderSchema.parse(placed.json()).orderNumber;
  }

  it('finds nothing to report on an order paid, placed and captured', async () => {
    const orderNumber = await placedOrder();
    expect(about((await check()).disagreements, orderNumber)).toEqual([]);
  });

  it('lists a capture not recorded, an order not captured and a total that differs, each by its order', async () => {
    const [unrecorded, differing] = [await placedOrder(), await placedOrder()];
    await execute(
      sql`update orders set captured_at = null, capture_id = null where order_number = ${unrecorded}`,
    );
    await execute(sql`update orders set total = total - 1 where order_number = ${differing}`);
    // An order whose capture never reached the provider (the API stopped), placed two minutes ago.
    const guest = await ready.readyGuest([[piece, 1]]);
    const { cart, hostedCheckoutId } = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess);
    const uncaptured = await placeOrderWithoutCapture(testApp, cart.id, hostedCheckoutId);
    expect(about((await check()).disagreements, uncaptured.orderNumber)).toEqual([]);
    await execute(
      sql`update orders set placed_at = now() - interval '2 minutes' where id = ${uncaptured.id}`,
    );

    const { disagreements } = await check();
    expect(about(disagreements, unrecorded)).toEqual(['CAPTURED_WITHOUT_RECORD']);
    expect(about(disagreements, differing)).toEqual(['AMOUNT_DIFFERS']);
    expect(about(disagreements, uncaptured.orderNumber)).toEqual(['ORDERED_WITHOUT_CAPTURE']);
  });

  it('lists an authorisation that no order took, once it is older than a minute', async () => {
    const guest = await ready.readyGuest([[piece, 1]]);
    const { hostedCheckoutId } = await payOnHostedPage(guest, sandbox, testCardNumbers.visaSuccess);
    expect(about((await check()).disagreements, hostedCheckoutId)).toEqual([]);
    await execute(
      sql`update payment_attempts set created_at = now() - interval '2 minutes' where hosted_checkout_id = ${hostedCheckoutId}`,
    );
    expect(about((await check()).disagreements, hostedCheckoutId)).toEqual(['AUTHORISED_WITHOUT_ORDER']);
  });

  it('lists a capture the provider refused, as the order keeps it', async () => {
    const orderNumber = await placedOrder();
    await execute(
      sql`update orders set captured_at = null, capture_refused_at = now(), capture_refusal = 'CANCELLED: PAYMENT_ACTION_NOT_ALLOWED' where order_number = ${orderNumber}`,
    );
    const found = (await check()).disagreements.filter((entry) => entry.orderNumber === orderNumber);
    expect(found).toEqual([
      expect.objectContaining({ kind: 'CAPTURE_REFUSED', detail: expect.stringContaining('CANCELLED') }),
    ]);
  });
});

describe('npm run check:payments', () => {
  it('prints each disagreement on its own line and exits 1; exits 0 when all agree', async () => {
    const database = await createPostgresTestDatabase({ seeded: true });
    const sandbox = await startPaymentSandbox({ url: 'http://127.0.0.1:9/unused', timing: 'none' });
    const runCheck = async () => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'backend/src/cli/payment-check.ts', '--days', '7'],
        {
          env: {
            ...process.env,
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            DATABASE_URL: database.url,
            PAYMENT_API_HOST: '127.0.0.1',
            PAYMENT_API_PORT: String(sandbox.port),
          },
          stdio: ['ignore', 'pipe', 'ignore'],
        },
      );
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number];
      return { code, out };
    };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect(await runCheck()).toEqual({ code: 0, out: '' });
      // A payment the shop began an hour ago that the provider does not know.
      await client.query(
        `insert into payment_attempts (hosted_checkout_id, tenant_id, cart_id, return_mac, amount, currency, method_key, product_ids, created_at) values ('404404', 'de', gen_random_uuid(), 'mac', 100, 'EUR', 'credit-cards', '{1}', now() - interval '1 hour')`,
      );
      const unreadable = await runCheck();
      expect(unreadable.code).toBe(1);
      expect(unreadable.out).toBe('PROVIDER_UNREADABLE\t-\t404404\t-\tPAYMENT_NOT_FOUND\n');
    } finally {
      await client.end();
      await sandbox.close();
      await database.drop();
    }
  }, 120_000);
});
