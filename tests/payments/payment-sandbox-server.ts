import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../backend/src/config.js';
import { v1HmacSignature } from '../../payment-sandbox/request-signature.js';
import { buildSandboxApp } from '../../payment-sandbox/sandbox-app.js';
import {
  loadSandboxEnvironment,
  sandboxOptionsFrom,
  type SandboxOptions,
} from '../../payment-sandbox/sandbox-config.js';

export type RunningSandbox = {
  url: string;
  port: number;
  options: SandboxOptions;
  /** The commerce API's configuration pointed at this sandbox (its default credentials). */
  apiConfig: ReturnType<typeof loadConfig>;
  close(): Promise<void>;
};

/** Starts the payment sandbox in this process on a free port, with its default demo merchant. */
export async function startPaymentSandbox(
  webhook: Partial<SandboxOptions['webhook']> = {},
): Promise<RunningSandbox> {
  const defaults = sandboxOptionsFrom(loadSandboxEnvironment({}));
  const options: SandboxOptions = {
    ...defaults,
    webhook: { ...defaults.webhook, retryBaseMs: 20, ...webhook },
  };
  const app = buildSandboxApp(options, false);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    options,
    apiConfig: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PAYMENT_API_HOST: '127.0.0.1',
      PAYMENT_API_PORT: String(port),
    }),
    close: () => app.close(),
  };
}

export type ReceivedWebhook = { body: string; headers: IncomingHttpHeaders; receivedAt: number };

/**
 * A shop-side endpoint that records every webhook; `answers` gives the status of each delivery
 * in turn (200 once they run out).
 */
export async function startWebhookReceiver(answers: number[] = []) {
  const received: ReceivedWebhook[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
        receivedAt: Date.now(),
      });
      response.statusCode = answers.shift() ?? 200;
      response.end();
      for (const waiter of waiters.filter(({ count }) => received.length >= count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/payments/webhook`,
    received,
    /** Resolves once `count` deliveries arrived. */
    waitFor: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request signed as the SDK signs it, for looking at the raw answer (headers included). */
export async function signedFetch(
  sandbox: RunningSandbox,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    date: new Date().toUTCString(),
    ...options.headers,
  };
  const signature = v1HmacSignature({ method, url: path, headers }, sandbox.options.apiSecret);
  return fetch(`${sandbox.url}${path}`, {
    method,
    headers: { ...headers, authorization: `GCS v1HMAC:${sandbox.options.apiKeyId}:${signature}` },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}
