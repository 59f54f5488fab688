import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { startPaymentSandbox, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { apiProcess, startSetupApp, callApiProcess, freePort } from './support/api-process.js';
import { startHoldingProxy, type Holding } from './support/holding-proxy.js';
import { payOnHostedPage } from './support/hosted-payment.js';
import { readyCarts, reachableAddress } from './support/ready-cart.js';
import type { TestApp } from './support/test-app.js';
import { createPostgresTestDatabase, rowsOf } from './support/test-database.js';

// Issue 17, crash safety: the real API process is killed after the provider authorized the
// payment and before the order was written; restarted, it places the order on the webhook retry.
// PostgreSQL only: two processes share the database, which PGlite (one process) cannot.

describe('an API killed between the payment and the order', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let sandbox: RunningSandbox;
  let setupApp: TestApp;
  let apiPort: number;
  let api: ReturnType<typeof apiProcess>;

  const startApi = ({ paymentApiPort = sandbox.port, statusCheckSeconds = 0 } = {}) =>
    api.start({ paymentApiPort, statusCheckSeconds });
  const stopApi = () => api.kill();

  beforeAll(async () => {
    database = await createPostgresTestDatabase({ seeded: true });
    apiPort = await freePort();
    api = apiProcess({ databaseUrl: database.url, apiPort });
    sandbox = await startPaymentSandbox({
      url: `http://127.0.0.1:${apiPort}/api/payments/webhook`,
      timing: 'after',
      retryBaseMs: 500,
      maxAttempts: 10,
    });
    // The shopper's side is prepared in this process, on the same database.
    setupApp = await startSetupApp(database.url, sandbox.port);
  });
  afterAll(async () => {
    await api?.kill();
    await sandbox?.close();
    await setupApp?.close();
    await database?.drop();
  });

  const ready = readyCarts(() => setupApp);

  it('places the order, captures it and confirms it once, on the webhook retry after a restart', async () => {
    const piece = (await ready.orderableProducts()).pieces[0]!;
    const guest = await ready.readyGuest([[piece, 2]]);
    await startApi();

    // The cart row stays locked, so the API's webhook handler stops right before the order's writes.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      const { cart, hostedCheckoutId } = await payOnHostedPage(
        guest,
        sandbox,
        testCardNumbers.visaSuccess,
        'after',
        async ({ id }) => {
          await blocker.query('select id from carts where id = $1 for update', [id]);
        },
      );
      await vi.waitFor(
        async () => {
          const { rows } = await blocker.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(rows[0]!.waiting).toBe(1);
        },
        { timeout: 20_000, interval: 100 },
      );
      const state = await setupApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId);
      expect(state.payment?.status).toBe('PENDING_CAPTURE');

      await stopApi();
      await blocker.query('rollback');
      const ordersOf = () =>
        rowsOf<{ order_number: string; captured_at: Date | null }>(
          setupApp.database.db,
          sql`select order_number, captured_at from orders where cart_id = ${cart.id}`,
        );
      expect(await ordersOf()).toEqual([]);

      await startApi();
      await vi.waitFor(async () => expect((await ordersOf())[0]?.captured_at).toBeTruthy(), {
        timeout: 60_000,
        interval: 250,
      });
      const placed = await ordersOf();
      expect(placed).toHaveLength(1);
      expect((await setupApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId)).payment?.status).toBe(
        'CAPTURED',
      );
      const confirmations = await rowsOf<{ subject: string }>(
        setupApp.database.db,
        sql`select subject from outbox_emails where recipient = ${reachableAddress.email} and subject like ${`%${placed[0]!.order_number}`}`,
      );
      expect(confirmations).toHaveLength(1);
    } finally {
      await blocker.end();
    }
  }, 180_000);

  // Issue 32, point 1: the API dies while the provider's capture call is under way, once after
  // the provider took it (the answer lost) and once before; restarted, it captures both once.
  it('captures every order whose capture call it died in, once, after a restart', async () => {
    const pieces = (await ready.orderableProducts()).pieces;
    const shoppers = [await ready.readyGuest([[pieces[0]!, 1]]), await ready.readyGuest([[pieces[1]!, 1]])];
    const holdings: Holding[] = ['hold-answer', 'hold-request'];
    const proxy = await startHoldingProxy(sandbox.port, (method, path) =>
      method === 'POST' && path.endsWith('/capture') ? holdings.shift()! : 'pass',
    );
    try {
      await stopApi();
      await startApi({ paymentApiPort: proxy.port });
      const paid = [];
      for (const shopper of shoppers) {
        const payment = await payOnHostedPage(shopper, sandbox, testCardNumbers.visaSuccess, 'none');
        paid.push(payment);
        // The shopper's return reaches the API; its answer never comes back, as the API dies.
        void callApiProcess(api.url, shopper.cookies, 'POST', '/api/checkout/return', {
          hostedCheckoutId: payment.hostedCheckoutId,
          RETURNMAC: payment.returnMac,
        }).catch(() => undefined);
        await vi.waitFor(() => expect(proxy.held).toHaveLength(paid.length), { timeout: 20_000 });
      }
      await stopApi();

      const cartIds = paid.map(({ cart }) => cart.id);
      const ordersOf = () =>
        rowsOf<{ cart_id: string; payment_id: string; captured_at: Date | null; capture_id: string | null }>(
          setupApp.database.db,
          sql`select cart_id, payment_id, captured_at, capture_id from orders where cart_id in (${sql.join(cartIds, sql`, `)})`,
        );
      const statusOf = async (hostedCheckoutId: string) =>
        (await setupApp.app.paymentProvider.getHostedCheckout(hostedCheckoutId)).payment?.status;
      const left = await ordersOf();
      expect(left).toHaveLength(2);
      for (const order of left) expect(order.captured_at).toBeNull();
      expect(await statusOf(paid[0]!.hostedCheckoutId)).toBe('CAPTURED');
      expect(await statusOf(paid[1]!.hostedCheckoutId)).toBe('PENDING_CAPTURE');

      // A minute later nobody holds the capture any more; only the status check can finish it.
      await setupApp.database.db.execute(
        sql`update orders set placed_at = now() - interval '2 minutes', capture_claimed_at = now() - interval '2 minutes' where cart_id in (${sql.join(cartIds, sql`, `)})`,
      );
      await startApi({ statusCheckSeconds: 1 });
      await vi.waitFor(
        async () => expect((await ordersOf()).every((order) => order.captured_at !== null)).toBe(true),
        { timeout: 60_000, interval: 250 },
      );
      for (const order of await ordersOf()) {
        const captures = await setupApp.app.paymentProvider.getCaptures(order.payment_id);
        expect(captures.map(({ operationId }) => operationId)).toEqual([order.capture_id]);
      }
      for (const { hostedCheckoutId } of paid) expect(await statusOf(hostedCheckoutId)).toBe('CAPTURED');
    } finally {
      await proxy.close();
    }
  }, 180_000);
});
