import type { FastifyPluginAsync } from 'fastify';
import { completeHostedCheckout } from '../checkout/checkout-completion.js';
import { tokenPaymentKey } from '../checkout/token-payment.js';
import { DomainError } from '../errors.js';

// Decision 0034: the webhook places the order too. It sits outside /api's XSRF check: the SDK
// checks the signature over the raw body instead.
const paymentWebhookRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  fastify.post(
    '/webhook',
    {
      schema: {
        summary: 'Payment events from the provider, signed; a paid hosted checkout becomes its order',
        description:
          '200 once handled (or nothing to do); 403 PAYMENT_WEBHOOK_SIGNATURE_INVALID; 5xx makes the provider send it again.',
        tags: ['checkout'],
      },
    },
    async (request, reply) => {
      const event = await fastify.paymentProvider.parseWebhook(request.body as string, request.headers);
      // A payment by a saved card has no hosted checkout: its attempt is kept under its id.
      const paymentId = event.payment?.paymentId;
      const hostedCheckoutId =
        event.payment?.hostedCheckoutId ?? (paymentId ? tokenPaymentKey(paymentId) : undefined);
      if (!hostedCheckoutId) return reply.code(200).send({ handled: false });
      try {
        const completion = await completeHostedCheckout(
          {
            transaction: (work) => fastify.db.transaction(work),
            db: fastify.db,
            provider: fastify.paymentProvider,
            emailSender: fastify.emailSender,
            log: request.log,
          },
          hostedCheckoutId,
          // Issue 39: the webhook names no tenant; the one the API keeps spares the e-mail its read.
          { keptTenant: (tenantId) => fastify.keptTenant(tenantId) },
        );
        return reply.code(200).send({ handled: completion.placed });
      } catch (error) {
        // A refusal (no cart, a used-up code, a mismatch) is final: sending it again changes nothing.
        if (error instanceof DomainError && error.statusCode < 500) {
          request.log.warn({ eventId: event.eventId, code: error.code }, 'payment webhook placed no order');
          return reply.code(200).send({ handled: false });
        }
        throw error;
      }
    },
  );
};

export default paymentWebhookRoutes;
