import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperOf } from '../../../carts/cart-request.js';
import { settleCancellation } from '../../../checkout/cancellation-settlement.js';
import { cancelOrder, cancellationViewOf } from '../../../orders/order-cancellation.js';
import { reserveOrderLookup } from '../../../orders/order-lookup-rate-limit.js';
import { orderNumberParamsSchema } from '../../../schemas/checkout.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { orderCancellationBodySchema, orderCancellationSchema } from '../../../schemas/orders.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// Decision 0084: the shopper cancels a placed order until its slot's cut-off.
const orderCancellationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.identifyCustomer);

  fastify.post(
    '/orders/:orderNumber/cancellation',
    {
      schema: {
        summary: 'Cancels a placed order until its slot’s cut-off, and gives back what it took',
        description:
          'The customer who ordered, the guest browser that ordered, or a guest naming the e-mail the order ' +
          'was placed with (`email`, counted like a tracking lookup: 429 ORDER_LOOKUP_RATE_LIMITED). Anyone ' +
          'else, and an unknown number, get 404 ORDER_NOT_FOUND. 409 ORDER_CANCELLATION_CLOSED after the ' +
          'cut-off (details.cutOffAt), ORDER_ALREADY_CANCELLED, ORDER_NOT_CANCELLABLE. The slot’s place, ' +
          'discount-code uses and gift-card amounts are given back and an e-mail sent in one transaction; ' +
          'then the provider cancels the authorisation or refunds the capture (outcome; null while the ' +
          'provider has not answered: the status check finishes it).',
        tags: ['orders'],
        headers: tenantHeadersSchema,
        params: orderNumberParamsSchema,
        body: orderCancellationBodySchema,
        response: {
          200: orderCancellationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const trackingEmail = request.body.email ?? null;
      if (trackingEmail) await reserveOrderLookup(fastify.db, request.ip);
      const intent = await fastify.db.transaction((tx) =>
        cancelOrder(tx, {
          shopper: { owner: shopperOf(request).owner, trackingEmail },
          orderNumber: request.params.orderNumber,
          emailSender: fastify.emailSender,
        }),
      );
      const settled = intent.settledAt
        ? intent
        : await settleCancellation(
            {
              transaction: (work) => fastify.db.transaction(work),
              provider: fastify.paymentProvider,
              log: request.log,
            },
            intent.orderId,
          );
      void reply.header('Cache-Control', 'private, no-store');
      return cancellationViewOf(request.params.orderNumber, settled ?? intent);
    },
  );
};

export default orderCancellationRoutes;
