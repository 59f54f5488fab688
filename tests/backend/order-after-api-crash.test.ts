import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../backend/src/app.js';
import { openDatabase } from '../../backend/src/db/database.js';
import { testCardNumbers } from '../payments/hosted-page-client.js';
import { startPaymentSandbox, type RunningSandbox } from '../payments/payment-sandbox-server.js';
import { xsrfCookieName, xsrfHeaderName } from '../../backend/src/xsrf/xsrf-token.js';
import { startHoldingProxy, type Holding } from './support/holding-proxy.js';
import { payOnHostedPage } from './support/hosted-payment.js';
import { readyCarts, reachableAddress } from './support/ready-cart.js';
import { testConfig, type TestApp } from './support/test-app.js';
import { createPostgresTestDatabase, rowsOf } from './support/test-database.js';

// Issue 17, crash safety: the real API process is killed after the provider authorized the
// payment and before the order was written; restarted, it places the order on the webhook retry.
// PostgreSQL only: two processes share the database, which PGlite (one process) cannot.

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('an API killed between the payment and the order', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let sandbox: RunningSandbox;
  let setupApp: TestApp;
  let api: ChildProcess | undefined;
  let apiPort: number;

  async function startApi({ paymentApiPort = sandbox.port, statusCheckSeconds = 0 } = {}) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        TENANT: 'de',
        DATABASE_URL: database.url,
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        PAYMENT_API_HOST: '127.0.0.1',
        PAYMENT_API_PORT: String(paymentApiPort),
        PAYMENT_STATUS_CHECK_SECONDS: String(statusCheckSeconds),
        // The shopper's XSRF token comes from the setup app, so the child takes its secret.
        XSRF_SECRET: testConfig.XSRF_SECRET,
        STOREFRONT_URL: 'http://localhost:3999',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await vi.waitFor(
      async () => {
        expect(child.exitCode).toBeNull();
        expect((await fetch(`http://127.0.0.1:${apiPort}/health`)).status).toBe(200);
      },
      { timeout: 60_000, interval: 250 },
    );
    return child;
  }

  async function stopApi() {
    if (!api || api.exitCode !== null || api.signalCode !== null) return;
    const exited = once(api, 'exit');
    api.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    database = await createPostgresTestDatabase({ seeded: true });
    apiPort = await freePort();
    sandbox = await startPaymentSandbox({
      url: `http://127.0.0.1:${apiPort}/api/payments/webhook`,
      timing: 'after',
      retryBaseMs: 500,
      maxAttempts: 10,
    });
    // The shopper's side is prepared in this process, on the same database.
    const handle = openDatabase({ driver: 'postgres', url: database.url });
    const app = await buildApp({
      database: handle,
      config: {
        ...testConfig,
        PAYMENT_API_HOST: '127.0.0.1',
        PAYMENT_API_PORT: sandbox.port,
        STOREFRONT_URL: 'http://localhost:3999',
      },
      logger: false,
    });
    await app.ready();
    setupApp = {
      app,
      database: handle,
      close: async () => {
        await app.close();
        await handle.close();
      },
    };
  });
  afterAll(async () => {
    api?.kill('SIGKILL');
    await sandbox?.close();
    await setupApp?.close();
    await database?.drop();
  });

  const ready = readyCarts(() => setupApp);

  it('places the order, captures it and confirms it once, on the webhook retry after a restart', async () => {
    const piece = (await ready.orderableProducts()).pieces[0]!;
    const guest = await ready.readyGuest([[piece, 2]]);
    api = await startApi();

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

      api.kill('SIGKILL');
      await once(api, 'exit');
      await blocker.query('rollback');
      const ordersOf = () =>
        rowsOf<{ order_number: string; captured_at: Date | null }>(
          setupApp.database.db,
          sql`select order_number, captured_at from orders where cart_id = ${cart.id}`,
        );
      expect(await ordersOf()).toEqual([]);

      api = await startApi();
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
      api = await startApi({ paymentApiPort: proxy.port });
      const paid = [];
      for (const shopper of shoppers) {
        const payment = await payOnHostedPage(shopper, sandbox, testCardNumbers.visaSuccess, 'none');
        paid.push(payment);
        // The shopper's return reaches the API; its answer never comes back, as the API dies.
        void fetch(`http://127.0.0.1:${apiPort}/api/checkout/return`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-tenant': 'de',
            [xsrfHeaderName]: shopper.cookies.get(xsrfCookieName) ?? '',
            cookie: [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
          body: JSON.stringify({ hostedCheckoutId: payment.hostedCheckoutId, RETURNMAC: payment.returnMac }),
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
      api = await startApi({ statusCheckSeconds: 1 });
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
