import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxOptions } from './sandbox-config.js';

export type WebhookDelivery = {
  /** Settles after the first try, whatever its answer. */
  firstAttempt: Promise<void>;
  /** Settles when a try got a 2xx answer, or the tries ran out. */
  finished: Promise<boolean>;
};

/** Signs the exact bytes sent: X-GCS-Signature is the base64 HMAC-SHA256 of the body with the webhook secret. */
export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export function createWebhookSender(options: SandboxOptions['webhook'], log: FastifyBaseLogger) {
  const waiting = new Set<() => void>();
  let closed = false;

  function pause(milliseconds: number) {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, milliseconds);
      waiting.add(wake);
    });
  }

  // Issue 39: node:http on kept connections rather than fetch, whose own CPU, on the machine that
  // runs the shop beside this stand-in for the provider, counted against the shop's pay round trip.
  // Idle for 4 s (or a second less than the shop announces) and a connection is let go, so a
  // webhook does not go out on one the shop is just closing.
  const kept = { keepAlive: true, timeout: 4_000 };
  const agents = { 'http:': new http.Agent(kept), 'https:': new https.Agent(kept) };

  function post(url: string, body: string): Promise<number> {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        target,
        {
          method: 'POST',
          agent: agents[target.protocol as keyof typeof agents],
          timeout: 10_000,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            'X-GCS-Signature': signWebhookBody(body, options.secret),
            'X-GCS-KeyId': options.keyId,
          },
        },
        (response) => {
          response.on('error', reject);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.resume();
        },
      );
      request.on('timeout', () => request.destroy(new Error('the webhook was not answered within 10 s')));
      request.on('error', reject);
      request.end(body);
    });
  }

  async function tryOnce(url: string, body: string): Promise<boolean> {
    try {
      const status = await post(url, body);
      return status >= 200 && status < 300;
    } catch (error) {
      log.warn({ err: error }, 'webhook could not be delivered');
      return false;
    }
  }

  function send(event: { id: string; type: string }): WebhookDelivery {
    const url = options.url;
    if (!url) return { firstAttempt: Promise.resolve(), finished: Promise.resolve(false) };
    const body = JSON.stringify(event);
    let firstAttemptDone: () => void = () => undefined;
    const firstAttempt = new Promise<void>((resolve) => (firstAttemptDone = resolve));
    const finished = (async () => {
      for (let attempt = 1; attempt <= options.maxAttempts && !closed; attempt += 1) {
        const delivered = await tryOnce(url, body);
        if (attempt === 1) firstAttemptDone();
        if (delivered) return true;
        log.info({ eventId: event.id, type: event.type, attempt }, 'webhook refused, retrying later');
        if (attempt < options.maxAttempts) await pause(options.retryBaseMs * 2 ** (attempt - 1));
      }
      firstAttemptDone();
      return false;
    })();
    return { firstAttempt, finished };
  }

  function close() {
    closed = true;
    for (const agent of Object.values(agents)) agent.destroy();
    for (const wake of [...waiting]) wake();
  }

  return { send, close };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
