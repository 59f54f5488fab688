import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { tokenChallengePage } from './hosted-page.js';
import type { Payment, PaymentLedger } from './payment-ledger.js';
import { paymentEvent } from './payment-shapes.js';
import type { SandboxOptions } from './sandbox-config.js';
import type { WebhookSender } from './webhook-sender.js';

// The issuer's 3-D Secure step of a payment by token (merchantAction REDIRECT): the shopper
// answers it and goes back to the shop's return URL with paymentId and RETURNMAC.

export type TokenChallengeRoutesOptions = {
  sandbox: SandboxOptions;
  ledger: PaymentLedger;
  webhooks: WebhookSender;
};

type ChallengeParams = { Params: { paymentId: string } };

const formSchema = z.object({ action: z.enum(['confirm', 'fail', 'cancel']).catch('cancel') });

function returnLocation(payment: Payment): string {
  const url = new URL(payment.redirect?.returnUrl ?? '');
  url.searchParams.set('paymentId', payment.id);
  url.searchParams.set('RETURNMAC', payment.redirect?.returnMac ?? '');
  return url.toString();
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export const tokenChallengeRoutes: FastifyPluginAsync<TokenChallengeRoutesOptions> = async (
  app,
  { sandbox, ledger, webhooks },
) => {
  const pathOf = (payment: Payment) => `/payments/${encodeURIComponent(payment.id)}/challenge`;

  function challengedPayment(paymentId: string) {
    const payment = ledger.findPayment(paymentId);
    return payment?.redirect?.returnUrl ? payment : undefined;
  }

  app.get<ChallengeParams>('/payments/:paymentId/challenge', async (request, reply) => {
    const payment = challengedPayment(request.params.paymentId);
    if (!payment) return sendHtml(reply, 404, tokenChallengePage(null, ''));
    if (payment.status !== 'REDIRECTED')
      return reply.code(303).header('location', returnLocation(payment)).send();
    return sendHtml(reply, 200, tokenChallengePage(payment, pathOf(payment)));
  });

  app.post<ChallengeParams>('/payments/:paymentId/challenge', async (request, reply) => {
    const payment = challengedPayment(request.params.paymentId);
    if (!payment) return sendHtml(reply, 404, tokenChallengePage(null, ''));
    if (payment.status === 'REDIRECTED') {
      ledger.finishChallenge(payment, formSchema.parse(request.body ?? {}).action);
      const event = paymentEvent(payment, sandbox.merchantId);
      if (event) reply.raw.once('finish', () => void webhooks.send(event).finished);
    }
    return reply.code(303).header('location', returnLocation(payment)).send();
  });
};
