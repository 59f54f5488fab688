import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { CardToken, PaymentLedger } from './payment-ledger.js';
import { paymentEvent, paymentResponse } from './payment-shapes.js';
import { platformErrorBody, platformErrors, type PlatformError } from './platform-errors.js';
import type { SandboxOptions } from './sandbox-config.js';
import type { WebhookSender } from './webhook-sender.js';

// The platform's tokens (Worldline Direct field names): a card kept at the platform, read and
// deleted by its id, and paid with by createPayment's cardPaymentMethodSpecificInput.token.

export type TokenRoutesOptions = {
  sandbox: SandboxOptions;
  ledger: PaymentLedger;
  webhooks: WebhookSender;
  challengeUrl: (paymentId: string) => string;
};

const createPaymentSchema = z.object({
  order: z.object({
    amountOfMoney: z.object({ amount: z.number().int().min(1), currencyCode: z.string().length(3) }),
    references: z.object({ merchantReference: z.string().max(40).optional() }).optional(),
    customer: z.object({ locale: z.string().max(10).optional() }).optional(),
  }),
  cardPaymentMethodSpecificInput: z.object({
    token: z.string().min(1),
    authorizationMode: z.string().optional(),
    threeDSecure: z
      .object({ redirectionData: z.object({ returnUrl: z.string().url() }).optional() })
      .optional(),
  }),
});

const unknownToken: PlatformError = {
  httpStatusCode: 404,
  code: '1002',
  id: 'UNKNOWN_TOKEN',
  message: 'UNKNOWN_TOKEN',
};

function refuse(reply: FastifyReply, error: PlatformError) {
  return reply.code(error.httpStatusCode).send(platformErrorBody(error));
}

export function tokenResponse(token: CardToken) {
  return {
    id: token.id,
    paymentProductId: token.productId,
    isTemporary: false,
    card: {
      alias: token.maskedCard,
      data: { cardWithoutCvv: { cardNumber: token.maskedCard, expiryDate: token.expiryDate } },
    },
  };
}

/** Registered inside the signed API plugin, so the same signature and merchant checks apply. */
export function registerTokenRoutes(
  app: FastifyInstance,
  { sandbox, ledger, webhooks, challengeUrl }: TokenRoutesOptions,
) {
  type TokenParams = { Params: { merchantId: string; tokenId: string } };

  app.get<TokenParams>('/v2/:merchantId/tokens/:tokenId', async (request, reply) => {
    const token = ledger.findToken(request.params.tokenId);
    if (!token) return refuse(reply, unknownToken);
    return tokenResponse(token);
  });

  app.delete<TokenParams>('/v2/:merchantId/tokens/:tokenId', async (request, reply) => {
    if (!ledger.deleteToken(request.params.tokenId)) return refuse(reply, unknownToken);
    return reply.code(204).send();
  });

  app.post<{ Params: { merchantId: string } }>('/v2/:merchantId/payments', async (request, reply) => {
    const parsed = createPaymentSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(
        reply,
        platformErrors.invalidValue(issue?.path.join('.') ?? '', issue?.message ?? 'invalid request'),
      );
    }
    const { order, cardPaymentMethodSpecificInput: input } = parsed.data;
    const token = ledger.findToken(input.token);
    if (!token) return refuse(reply, unknownToken);
    const returnUrl = input.threeDSecure?.redirectionData?.returnUrl;
    if (token.card.outcome === 'challenge' && !returnUrl) {
      return refuse(
        reply,
        platformErrors.invalidValue(
          'cardPaymentMethodSpecificInput.threeDSecure.redirectionData.returnUrl',
          'the issuer asks for 3-D Secure: a return URL is needed',
        ),
      );
    }
    const payment = ledger.startTokenPayment(
      token,
      {
        amount: order.amountOfMoney.amount,
        currency: order.amountOfMoney.currencyCode,
        merchantReference: order.references?.merchantReference ?? null,
      },
      {
        returnUrl: returnUrl ?? '',
        authorizationMode: input.authorizationMode ?? 'FINAL_AUTHORIZATION',
        locale: order.customer?.locale ?? 'en_GB',
      },
    );
    const waitsForChallenge = payment.status === 'REDIRECTED';
    if (!waitsForChallenge) {
      const event = paymentEvent(payment, sandbox.merchantId);
      if (event) reply.raw.once('finish', () => void webhooks.send(event).finished);
    }
    return reply.code(201).send({
      creationOutput: { token: token.id, isNewToken: false },
      payment: paymentResponse(payment),
      ...(waitsForChallenge && payment.redirect
        ? {
            merchantAction: {
              actionType: 'REDIRECT',
              redirectData: {
                RETURNMAC: payment.redirect.returnMac,
                redirectURL: challengeUrl(payment.id),
              },
            },
          }
        : {}),
    });
  });
}
