import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { apiRoutes } from './api-routes.js';
import { hostedPageRoutes } from './hosted-page-routes.js';
import { createPaymentLedger } from './payment-ledger.js';
import type { SandboxOptions } from './sandbox-config.js';
import { tokenChallengeRoutes } from './token-challenge-routes.js';
import { createWebhookSender } from './webhook-sender.js';

export function buildSandboxApp(sandbox: SandboxOptions, logger: FastifyServerOptions['logger'] = true) {
  const app = Fastify({ logger });
  const ledger = createPaymentLedger();
  const webhooks = createWebhookSender(sandbox.webhook, app.log);

  function publicUrl(): string {
    if (sandbox.publicUrl) return sandbox.publicUrl.replace(/\/$/, '');
    const { port } = app.server.address() as AddressInfo;
    return `http://localhost:${port}`;
  }

  // The SDK sends DELETE with a JSON content type and no body; the platform takes it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.get('/health', async () => ({ status: 'ok' }));
  app.register(apiRoutes, {
    sandbox,
    ledger,
    webhooks,
    hostedPageUrl: (hostedCheckoutId) => `${publicUrl()}/hostedcheckout/${hostedCheckoutId}`,
    challengeUrl: (paymentId) => `${publicUrl()}/payments/${encodeURIComponent(paymentId)}/challenge`,
  });
  app.register(hostedPageRoutes, { sandbox, ledger, webhooks });
  app.register(tokenChallengeRoutes, { sandbox, ledger, webhooks });
  app.addHook('onClose', async () => webhooks.close());
  return app;
}
