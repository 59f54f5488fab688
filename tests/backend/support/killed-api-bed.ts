import { afterAll, beforeAll, expect, vi } from 'vitest';
import { checkPayments } from '../../../backend/src/checkout/payment-check.js';
import type { ProductSummary } from '../../../backend/src/schemas/catalogue.js';
import {
  startPaymentSandbox,
  startWebhookReceiver,
  type RunningSandbox,
} from '../../payments/payment-sandbox-server.js';
import { apiProcess, freePort, startSetupApp } from './api-process.js';
import { startHoldingProxy, type Holding } from './holding-proxy.js';
import { readyCarts } from './ready-cart.js';
import type { TestApp } from './test-app.js';
import { createPostgresTestDatabase } from './test-database.js';
import { walletCustomers } from './wallet-customers.js';

type Bed = {
  database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  sandbox: RunningSandbox;
  /** The shoppers are prepared in the test's own process, on the same database, straight at the sandbox. */
  setupApp: TestApp;
  proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
  /** The real API process that is killed, behind the proxy. */
  api: ReturnType<typeof apiProcess>;
  piece: ProductSummary;
  /** With `receiveWebhooks`: what the sandbox sent for the pages paid with a webhook timing. */
  webhooks?: Awaited<ReturnType<typeof startWebhookReceiver>>;
};

/**
 * The bed of the killed-process tests (decisions 0079, 0084): a seeded PostgreSQL database shared
 * by two processes (PGlite has one), the payment sandbox whose webhooks go nowhere (only the
 * restarted API's status check may finish what a crash left), a proxy in front of it that holds a
 * chosen call the way a stalled network does, and a real API process to start and kill. With
 * `receiveWebhooks`, a page paid with a webhook timing sends its webhook to a receiver the test
 * hands on to the API process itself.
 */
export function killedApiBed({ receiveWebhooks = false } = {}) {
  const bed = {} as Bed;
  /** What the proxy does with the API's next provider calls; everything passes by default. */
  let holding: (method: string, path: string) => Holding = () => 'pass';

  beforeAll(async () => {
    bed.database = await createPostgresTestDatabase({ seeded: true });
    if (receiveWebhooks) bed.webhooks = await startWebhookReceiver();
    bed.sandbox = await startPaymentSandbox({
      url: bed.webhooks?.url ?? 'http://127.0.0.1:9/unused',
      timing: 'none',
    });
    bed.proxy = await startHoldingProxy(bed.sandbox.port, (method, path) => holding(method, path));
    bed.api = apiProcess({ databaseUrl: bed.database.url, apiPort: await freePort() });
    bed.setupApp = await startSetupApp(bed.database.url, bed.sandbox.port);
    bed.piece = (await readyCarts(() => bed.setupApp).orderableProducts()).pieces[0]!;
  });
  afterAll(async () => {
    await bed.api?.kill();
    await bed.proxy?.close();
    await bed.sandbox?.close();
    await bed.webhooks?.close();
    await bed.setupApp?.close();
    await bed.database?.drop();
  });

  const current = () => bed.setupApp;

  /** Starts the API behind the proxy, optionally with its status check every so many seconds. */
  async function startApi(statusCheckSeconds = 0) {
    bed.proxy.held.length = 0;
    await bed.api.start({ paymentApiPort: bed.proxy.port, statusCheckSeconds });
  }

  /**
   * Makes `call` to the API and waits until the proxy holds the provider call `holds` names (its
   * request unsent, or its answer); answers the provider's held answer, if any.
   */
  async function held(
    holds: (method: string, path: string) => boolean,
    how: Holding,
    call: () => Promise<unknown>,
  ): Promise<unknown> {
    const before = bed.proxy.held.length;
    holding = (method, path) => (holds(method, path) ? how : 'pass');
    void call().catch(() => undefined);
    await vi.waitFor(() => expect(bed.proxy.held).toHaveLength(before + 1), { timeout: 20_000 });
    holding = () => 'pass';
    return JSON.parse(bed.proxy.held.at(-1)!.answer ?? 'null') as unknown;
  }

  const db = () => bed.setupApp.database.db;
  const provider = () => bed.setupApp.app.paymentProvider;

  /** The judge: check:payments' disagreements that name any of `keys`, as if run two minutes on. */
  async function disagreementsAbout(...keys: string[]) {
    const { disagreements } = await checkPayments(db(), provider(), {
      days: 1,
      now: new Date(Date.now() + 2 * 60_000),
    });
    return disagreements
      .filter((found) =>
        keys.some((key) =>
          [found.orderNumber, found.hostedCheckoutId, found.paymentId, found.detail].some((field) =>
            field?.includes(key),
          ),
        ),
      )
      .map(({ kind }) => kind);
  }

  return {
    bed,
    current,
    wallet: walletCustomers(current),
    db,
    provider,
    startApi,
    held,
    disagreementsAbout,
  };
}
