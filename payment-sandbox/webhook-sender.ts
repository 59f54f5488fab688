import { createHmac } from 'node:crypto';
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

  async function tryOnce(url: string, body: string): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-GCS-Signature': signWebhookBody(body, options.secret),
          'X-GCS-KeyId': options.keyId,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      return response.ok;
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
    for (const wake of [...waiting]) wake();
  }

  return { send, close };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
