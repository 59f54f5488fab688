import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reserveOrderLookup } from '../../../orders/order-lookup-rate-limit.js';
import { findOrderTracking } from '../../../orders/order-tracking.js';
import { NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { orderErrorCodes, orderLookupBodySchema, orderTrackingSchema } from '../../../schemas/orders.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// §1 tracking block (issue 7): an order's state for whoever knows its number and e-mail.
const orderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);

  fastify.post(
    '/orders/tracking',
    {
      schema: {
        summary: "An order's tracking view, by its order number and the e-mail it was ordered with",
        description:
          "The e-mail is the ordering customer's or the billing address's, in any case. A wrong number and a " +
          'wrong e-mail both answer 404 ORDER_NOT_FOUND. Every lookup counts against the client address ' +
          '(429 ORDER_LOOKUP_RATE_LIMITED with Retry-After). Only the delivery postal code and city, never the street.',
        tags: ['orders'],
        headers: tenantHeadersSchema,
        body: orderLookupBodySchema,
        response: { 200: orderTrackingSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await reserveOrderLookup(fastify.db, request.ip);
      const order = await findOrderTracking(fastify.db, tenantOf(request).id, request.body);
      if (!order)
        throw new NotFoundError('No order with this number and e-mail address', {
          code: orderErrorCodes.orderNotFound,
        });
      return order;
    },
  );
};

export default orderRoutes;
