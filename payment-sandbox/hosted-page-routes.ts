import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  applePayProductId,
  challengePage,
  isProductOffered,
  notFoundPage,
  paymentPage,
  payPalProductId,
} from './hosted-page.js';
import type { HostedCheckout, Payment, PaymentLedger } from './payment-ledger.js';
import { paymentEvent } from './payment-shapes.js';
import { webhookTimings, type SandboxOptions } from './sandbox-config.js';
import { findTestCard } from './test-cards.js';
import type { WebhookSender } from './webhook-sender.js';

export type HostedPageRoutesOptions = {
  sandbox: SandboxOptions;
  ledger: PaymentLedger;
  webhooks: WebhookSender;
};

const pageFormSchema = z.object({
  action: z.string().default(''),
  cardNumber: z.string().default(''),
  webhookTiming: z.enum(['default', ...webhookTimings]).catch('default'),
});

type PageParams = { Params: { hostedCheckoutId: string } };

const declinedByIssuer = { code: '30511001', id: 'AUTHORIZATION_DECLINED' };
const failedAuthentication = { code: '30041001', id: 'AUTHENTICATION_FAILURE' };

function returnLocation(checkout: HostedCheckout): string {
  const url = new URL(checkout.returnUrl);
  url.searchParams.set('hostedCheckoutId', checkout.id);
  url.searchParams.set('RETURNMAC', checkout.returnMac);
  return url.toString();
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The hosted payment page: plain forms, so it works with JavaScript off. */
export const hostedPageRoutes: FastifyPluginAsync<HostedPageRoutesOptions> = async (
  app,
  { sandbox, ledger, webhooks },
) => {
  const pagePath = (checkout: HostedCheckout) => `/hostedcheckout/${checkout.id}`;
  const challengePath = (checkout: HostedCheckout) => `/hostedcheckout/${checkout.id}/challenge`;

  function pendingPayment(checkout: HostedCheckout): Payment | undefined {
    const payment = checkout.paymentId ? ledger.findPayment(checkout.paymentId) : undefined;
    return payment?.status === 'REDIRECTED' ? payment : undefined;
  }

  /** Sends the payment's webhook as the test switch says and the shopper back to the shop. */
  async function returnToShop(reply: FastifyReply, checkout: HostedCheckout, payment: Payment | undefined) {
    const event = payment ? paymentEvent(payment, sandbox.merchantId) : null;
    const timing = checkout.webhookTiming ?? sandbox.webhook.timing;
    if (event && (timing === 'before' || timing === 'twice')) await webhooks.send(event).firstAttempt;
    if (event && (timing === 'after' || timing === 'twice')) {
      reply.raw.once('finish', () => void webhooks.send(event).finished);
    }
    return reply.code(303).header('location', returnLocation(checkout)).send();
  }

  /** A declined attempt: back to the shop, or (attempts left) the page again with the reason. */
  async function afterRejection(reply: FastifyReply, checkout: HostedCheckout, payment: Payment) {
    if (checkout.status !== 'IN_PROGRESS') return returnToShop(reply, checkout, payment);
    const event = paymentEvent(payment, sandbox.merchantId);
    if (event && (checkout.webhookTiming ?? sandbox.webhook.timing) !== 'none')
      void webhooks.send(event).finished;
    return sendHtml(reply, 200, paymentPage(checkout, pagePath(checkout), 'declined'));
  }

  function findCheckoutOr404(reply: FastifyReply, hostedCheckoutId: string) {
    const checkout = ledger.findHostedCheckout(hostedCheckoutId);
    if (!checkout) {
      void sendHtml(reply, 404, notFoundPage());
      return null;
    }
    return checkout;
  }

  app.get<PageParams>('/hostedcheckout/:hostedCheckoutId', async (request, reply) => {
    const checkout = findCheckoutOr404(reply, request.params.hostedCheckoutId);
    if (!checkout) return reply;
    // A finished checkout sends the shopper back again, as opening the return URL twice would.
    if (checkout.status !== 'IN_PROGRESS')
      return reply.code(303).header('location', returnLocation(checkout)).send();
    if (pendingPayment(checkout)) return reply.code(303).header('location', challengePath(checkout)).send();
    return sendHtml(reply, 200, paymentPage(checkout, pagePath(checkout)));
  });

  app.post<PageParams>('/hostedcheckout/:hostedCheckoutId', async (request, reply) => {
    const checkout = findCheckoutOr404(reply, request.params.hostedCheckoutId);
    if (!checkout) return reply;
    if (checkout.status !== 'IN_PROGRESS')
      return reply.code(303).header('location', returnLocation(checkout)).send();
    if (pendingPayment(checkout)) return reply.code(303).header('location', challengePath(checkout)).send();
    const form = pageFormSchema.parse(request.body ?? {});
    if (form.webhookTiming !== 'default') checkout.webhookTiming = form.webhookTiming;

    if (form.action === 'cancel') {
      ledger.cancelByConsumer(checkout);
      return returnToShop(reply, checkout, undefined);
    }
    if (form.action === 'paypal' || form.action === 'apple-pay') {
      const productId = form.action === 'paypal' ? payPalProductId : applePayProductId;
      if (!isProductOffered(checkout, productId)) {
        return sendHtml(reply, 400, paymentPage(checkout, pagePath(checkout), 'notOffered'));
      }
      const payment = ledger.startPayment(
        checkout,
        productId,
        form.action === 'paypal' ? 'redirect' : 'mobile',
      );
      ledger.authorize(checkout, payment);
      return returnToShop(reply, checkout, payment);
    }
    const card = findTestCard(form.cardNumber.replace(/\s/g, ''));
    if (form.action !== 'card' || !card)
      return sendHtml(reply, 400, paymentPage(checkout, pagePath(checkout), 'unknownCard'));
    if (!isProductOffered(checkout, card.productId)) {
      return sendHtml(reply, 400, paymentPage(checkout, pagePath(checkout), 'notOffered'));
    }
    const payment = ledger.startPayment(checkout, card.productId, 'card', card);
    if (card.outcome === 'challenge')
      return reply.code(303).header('location', challengePath(checkout)).send();
    if (card.outcome === 'declined') {
      ledger.reject(checkout, payment, declinedByIssuer);
      return afterRejection(reply, checkout, payment);
    }
    ledger.authorize(checkout, payment);
    return returnToShop(reply, checkout, payment);
  });

  app.get<PageParams>('/hostedcheckout/:hostedCheckoutId/challenge', async (request, reply) => {
    const checkout = findCheckoutOr404(reply, request.params.hostedCheckoutId);
    if (!checkout) return reply;
    if (!pendingPayment(checkout)) return reply.code(303).header('location', pagePath(checkout)).send();
    return sendHtml(reply, 200, challengePage(checkout, challengePath(checkout)));
  });

  app.post<PageParams>('/hostedcheckout/:hostedCheckoutId/challenge', async (request, reply) => {
    const checkout = findCheckoutOr404(reply, request.params.hostedCheckoutId);
    if (!checkout) return reply;
    const payment = pendingPayment(checkout);
    if (!payment) return reply.code(303).header('location', pagePath(checkout)).send();
    const { action } = pageFormSchema.parse(request.body ?? {});
    if (action === 'confirm') {
      ledger.authorize(checkout, payment);
      return returnToShop(reply, checkout, payment);
    }
    if (action === 'fail') {
      ledger.reject(checkout, payment, failedAuthentication);
      return afterRejection(reply, checkout, payment);
    }
    if (action === 'cancel') {
      ledger.cancelByConsumer(checkout);
      return returnToShop(reply, checkout, payment);
    }
    return sendHtml(reply, 400, challengePage(checkout, challengePath(checkout)));
  });
};
