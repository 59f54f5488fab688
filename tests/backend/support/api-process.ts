import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { expect, vi } from 'vitest';
import { xsrfCookieName, xsrfHeaderName } from '../../../backend/src/xsrf/xsrf-token.js';
import { buildApp } from '../../../backend/src/app.js';
import { openDatabase } from '../../../backend/src/db/database.js';
import { testAppOf, testConfig, type TestApp } from './test-app.js';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The real API as a process of its own on a PostgreSQL database, to be killed with SIGKILL in
 * the middle of a step and started again (crash tests). Its shoppers' sessions and XSRF tokens
 * come from an app in the test's process on the same database, so it takes that app's secret.
 */
export function apiProcess({ databaseUrl, apiPort }: { databaseUrl: string; apiPort: number }) {
  let child: ChildProcess | undefined;

  async function start({
    paymentApiPort,
    statusCheckSeconds = 0,
  }: {
    paymentApiPort: number;
    statusCheckSeconds?: number;
  }) {
    await kill();
    const started = spawn(process.execPath, ['--import', 'tsx', 'backend/src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        TENANT: 'de',
        DATABASE_URL: databaseUrl,
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        PAYMENT_API_HOST: '127.0.0.1',
        PAYMENT_API_PORT: String(paymentApiPort),
        PAYMENT_STATUS_CHECK_SECONDS: String(statusCheckSeconds),
        XSRF_SECRET: testConfig.XSRF_SECRET,
        STOREFRONT_URL: 'http://localhost:3999',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    await vi.waitFor(
      async () => {
        expect(started.exitCode).toBeNull();
        expect((await fetch(`http://127.0.0.1:${apiPort}/health`)).status).toBe(200);
      },
      { timeout: 60_000, interval: 250 },
    );
    return started;
  }

  /** SIGKILL: nothing of the process runs any more, not even its exit handlers. */
  async function kill() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  return { start, kill, url: `http://127.0.0.1:${apiPort}` };
}

/** A shopper's call (cookies, XSRF token, tenant) to an API process, as a browser would make it. */
export function callApiProcess(
  apiUrl: string,
  cookies: Map<string, string>,
  method: string,
  path: string,
  body?: unknown,
) {
  return fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'x-tenant': 'de',
      [xsrfHeaderName]: cookies.get(xsrfCookieName) ?? '',
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * The app in the test's own process, on the API process's database and straight at the payment
 * sandbox: it prepares the shoppers (carts, sessions, cards) and reads the provider's records.
 */
export async function startSetupApp(databaseUrl: string, paymentApiPort: number): Promise<TestApp> {
  const database = openDatabase({ driver: 'postgres', url: databaseUrl });
  const app = await buildApp({
    database,
    config: {
      ...testConfig,
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: paymentApiPort,
      STOREFRONT_URL: 'http://localhost:3999',
    },
    logger: false,
  });
  await app.ready();
  return testAppOf(app, database);
}
