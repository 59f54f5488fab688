import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PaymentLedger, PaymentMethodFamily } from './payment-ledger.js';
import {
  captureResponse,
  capturesResponse,
  hostedCheckoutResponse,
  paymentEvent,
  paymentResponse,
  refundResponse,
  refundsResponse,
} from './payment-shapes.js';
import { platformErrorBody, platformErrors, type PlatformError } from './platform-errors.js';
import { hasValidV1HmacSignature } from './request-signature.js';
import type { SandboxOptions } from './sandbox-config.js';
import { registerTokenRoutes } from './token-routes.js';
import type { WebhookSender } from './webhook-sender.js';

export type ApiRoutesOptions = {
  sandbox: SandboxOptions;
  ledger: PaymentLedger;
  webhooks: WebhookSender;
  hostedPageUrl: (hostedCheckoutId: string) => string;
  /** The issuer's 3-D Secure page of a payment by token. */
  challengeUrl: (paymentId: string) => string;
};

const amountOfMoneySchema = z.object({ amount: z.number().int().min(1), currencyCode: z.string().length(3) });

const createHostedCheckoutSchema = z.object({
  order: z.object({
    // Zero only to keep a card without buying anything (tokenize).
    amountOfMoney: amountOfMoneySchema.extend({ amount: z.number().int().min(0) }),
    references: z.object({ merchantReference: z.string().max(40).optional() }).optional(),
  }),
  hostedCheckoutSpecificInput: z.object({
    returnUrl: z.string().url(),
    locale: z.string().optional(),
    allowedNumberOfPaymentAttempts: z.number().int().min(1).max(10).optional(),
    paymentProductFilters: z
      .object({ restrictTo: z.object({ products: z.array(z.number().int()).optional() }).optional() })
      .optional(),
  }),
  cardPaymentMethodSpecificInput: z
    .object({ authorizationMode: z.string().optional(), tokenize: z.boolean().optional() })
    .optional(),
  mobilePaymentMethodSpecificInput: z.object({ authorizationMode: z.string().optional() }).optional(),
  redirectPaymentMethodSpecificInput: z.object({ requiresApproval: z.boolean().optional() }).optional(),
});

// The SDK's CapturePaymentRequest: amount (the whole rest when absent) and isFinal (false when
// absent): a final capture releases what it leaves of the authorisation.
const captureSchema = z.object({
  amount: z.number().int().min(1).optional(),
  isFinal: z.boolean().optional(),
});
const refundSchema = z.object({ amountOfMoney: amountOfMoneySchema.optional() });

type MerchantParams = { merchantId: string };

function refuse(reply: FastifyReply, error: PlatformError) {
  return reply.code(error.httpStatusCode).send(platformErrorBody(error));
}

function firstIssue(error: z.ZodError): PlatformError {
  const issue = error.issues[0];
  return platformErrors.invalidValue(issue?.path.join('.') ?? '', issue?.message ?? 'invalid request');
}

/** The Worldline Direct API subset checkout needs: every call must be v1HMAC-signed by the merchant's key. */
export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (
  app,
  { sandbox, ledger, webhooks, hostedPageUrl, challengeUrl },
) => {
  registerTokenRoutes(app, { sandbox, ledger, webhooks, challengeUrl });
  const idempotentAnswers = new Map<string, { status: number; body: unknown; timestamp: string }>();

  app.addHook('onRequest', async (request: FastifyRequest<{ Params: MerchantParams }>, reply) => {
    const signed = { method: request.method, url: request.url, headers: request.headers };
    if (!hasValidV1HmacSignature(signed, sandbox)) return refuse(reply, platformErrors.invalidAuthorization);
  });
  app.addHook('preHandler', async (request: FastifyRequest<{ Params: MerchantParams }>, reply) => {
    if (request.params.merchantId !== sandbox.merchantId)
      return refuse(reply, platformErrors.merchantNotAllowed);
    const key = request.headers['x-gcs-idempotence-key'];
    // The platform documents keys of at most 40 ASCII characters: a longer one is refused here, so
    // the shop's tests find it before production does.
    if (typeof key === 'string' && key.length > 40)
      return refuse(
        reply,
        platformErrors.invalidValue(
          'X-GCS-Idempotence-Key',
          'The idempotence key is longer than 40 characters',
        ),
      );
    const replay = typeof key === 'string' ? idempotentAnswers.get(`${request.url} ${key}`) : undefined;
    if (replay) {
      return reply
        .code(replay.status)
        .type('application/json; charset=utf-8')
        .header('X-GCS-Idempotence-Request-Timestamp', replay.timestamp)
        .send(replay.body);
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['x-gcs-idempotence-key'];
    if (request.method === 'POST' && typeof key === 'string' && reply.statusCode < 500) {
      const entry = `${request.url} ${key}`;
      if (!idempotentAnswers.has(entry)) {
        idempotentAnswers.set(entry, {
          status: reply.statusCode,
          body: payload,
          timestamp: String(Date.now()),
        });
      }
    }
    return payload;
  });

  function sendEvent(payment: Parameters<typeof paymentEvent>[0], eventType?: string) {
    const event = paymentEvent(payment, sandbox.merchantId, eventType);
    if (event) void webhooks.send(event).finished;
  }

  app.post<{ Params: MerchantParams }>('/v2/:merchantId/hostedcheckouts', async (request, reply) => {
    const parsed = createHostedCheckoutSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, firstIssue(parsed.error));
    const { order, hostedCheckoutSpecificInput: input } = parsed.data;
    const tokenize = parsed.data.cardPaymentMethodSpecificInput?.tokenize ?? false;
    if (order.amountOfMoney.amount === 0 && !tokenize)
      return refuse(
        reply,
        platformErrors.invalidValue('order.amountOfMoney.amount', 'amount must be above 0'),
      );
    const modes: Record<PaymentMethodFamily, string> = {
      card: parsed.data.cardPaymentMethodSpecificInput?.authorizationMode ?? 'FINAL_AUTHORIZATION',
      mobile: parsed.data.mobilePaymentMethodSpecificInput?.authorizationMode ?? 'FINAL_AUTHORIZATION',
      redirect:
        parsed.data.redirectPaymentMethodSpecificInput?.requiresApproval === false
          ? 'SALE'
          : 'FINAL_AUTHORIZATION',
    };
    const checkout = ledger.openHostedCheckout({
      merchantReference: order.references?.merchantReference ?? null,
      amount: order.amountOfMoney.amount,
      currency: order.amountOfMoney.currencyCode,
      returnUrl: input.returnUrl,
      locale: input.locale ?? 'en_GB',
      allowedProductIds: input.paymentProductFilters?.restrictTo?.products ?? [],
      allowedAttempts: input.allowedNumberOfPaymentAttempts ?? 10,
      authorizationModes: modes,
      tokenize,
    });
    const redirectUrl = hostedPageUrl(checkout.id);
    return reply.code(200).send({
      RETURNMAC: checkout.returnMac,
      hostedCheckoutId: checkout.id,
      merchantReference: checkout.merchantReference ?? undefined,
      partialRedirectUrl: redirectUrl.replace(/^https?:\/\//, ''),
      redirectUrl,
    });
  });

  app.get<{ Params: MerchantParams & { hostedCheckoutId: string } }>(
    '/v2/:merchantId/hostedcheckouts/:hostedCheckoutId',
    async (request, reply) => {
      const checkout = ledger.findHostedCheckout(request.params.hostedCheckoutId);
      if (!checkout) return refuse(reply, platformErrors.unknownHostedCheckout);
      const payment = checkout.paymentId ? ledger.findPayment(checkout.paymentId) : undefined;
      return hostedCheckoutResponse(checkout, payment);
    },
  );

  type PaymentParams = { Params: MerchantParams & { paymentId: string } };

  app.get<PaymentParams>('/v2/:merchantId/payments/:paymentId', async (request, reply) => {
    const payment = ledger.findPayment(request.params.paymentId);
    if (!payment) return refuse(reply, platformErrors.unknownPayment);
    return paymentResponse(payment);
  });

  app.get<PaymentParams>('/v2/:merchantId/payments/:paymentId/captures', async (request, reply) => {
    const payment = ledger.findPayment(request.params.paymentId);
    if (!payment) return refuse(reply, platformErrors.unknownPayment);
    return capturesResponse(payment);
  });

  app.post<PaymentParams>('/v2/:merchantId/payments/:paymentId/capture', async (request, reply) => {
    const payment = ledger.findPayment(request.params.paymentId);
    if (!payment) return refuse(reply, platformErrors.unknownPayment);
    const parsed = captureSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, firstIssue(parsed.error));
    const amount = parsed.data.amount ?? payment.amount - payment.capturedAmount;
    const refusal = ledger.capture(payment, amount, parsed.data.isFinal ?? false);
    if (refusal) return refuse(reply, platformErrors.actionNotAllowed(refusal));
    sendEvent(payment);
    return captureResponse(payment);
  });

  app.post<PaymentParams>('/v2/:merchantId/payments/:paymentId/cancel', async (request, reply) => {
    const payment = ledger.findPayment(request.params.paymentId);
    if (!payment) return refuse(reply, platformErrors.unknownPayment);
    const refusal = ledger.cancel(payment);
    if (refusal) return refuse(reply, platformErrors.actionNotAllowed(refusal));
    sendEvent(payment);
    return { payment: paymentResponse(payment) };
  });

  app.post<PaymentParams>('/v2/:merchantId/payments/:paymentId/refund', async (request, reply) => {
    const payment = ledger.findPayment(request.params.paymentId);
    if (!payment) return refuse(reply, platformErrors.unknownPayment);
    const parsed = refundSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, firstIssue(parsed.error));
    const requested = parsed.data.amountOfMoney;
    if (requested && requested.currencyCode !== payment.currency) {
      return refuse(
        reply,
        platformErrors.invalidValue('amountOfMoney.currencyCode', 'currency differs from the payment'),
      );
    }
    const amount = requested?.amount ?? payment.capturedAmount - payment.refundedAmount;
    const refusal = ledger.refund(payment, amount);
    if (refusal) return refuse(reply, platformErrors.actionNotAllowed(refusal));
    sendEvent(payment, 'payment.refunded');
    return reply.code(201).send(refundResponse(payment));
  });

  app.get<PaymentParams>('/v2/:merchantId/payments/:paymentId/refunds', async (request, reply) => {
    const payment = ledger.findPayment(request.params.paymentId);
    if (!payment) return refuse(reply, platformErrors.unknownPayment);
    return refundsResponse(payment);
  });
};
