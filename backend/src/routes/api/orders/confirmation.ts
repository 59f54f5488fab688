import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperOf } from '../../../carts/cart-request.js';
import { NotFoundError } from '../../../errors.js';
import { findOrderConfirmation } from '../../../orders/order-confirmation-view.js';
import { orderConfirmationSchema, orderNumberParamsSchema } from '../../../schemas/checkout.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { orderErrorCodes } from '../../../schemas/orders.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const orderConfirmationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.identifyCustomer);

  fastify.get(
    '/orders/:orderNumber/confirmation',
    {
      schema: {
        summary: 'An order as its confirmation page shows it, for the shopper who placed it',
        description:
          'The customer who ordered, or the guest whose cart (anonymous token) was paid. Anyone else, and an unknown number, get 404 ORDER_NOT_FOUND alike.',
        tags: ['orders'],
        headers: tenantHeadersSchema,
        params: orderNumberParamsSchema,
        response: { 200: orderConfirmationSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { owner } = shopperOf(request);
      const confirmation = await fastify.db.transaction((tx) =>
        findOrderConfirmation(tx, owner, request.params.orderNumber),
      );
      if (!confirmation) throw new NotFoundError('No such order', { code: orderErrorCodes.orderNotFound });
      void reply.header('Cache-Control', 'private, no-store');
      return confirmation;
    },
  );
};

export default orderConfirmationRoutes;
