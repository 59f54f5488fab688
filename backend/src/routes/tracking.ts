import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../schemas/error.js';
import { tenantHeadersSchema } from '../schemas/tenant.js';
import { trackingBatchSchema, trackingBodyLimitBytes } from '../schemas/tracking.js';
import {
  maxTrackingBatchesOfAllClients,
  maxTrackingBatchesPerAddress,
  reserveTrackingBatch,
} from '../tracking/tracking-rate-limit.js';
import { storeTrackingBatch } from '../tracking/tracking-repository.js';

// Issue 37, decision 0086: the first-party collector. Not part of the product API (§7), so it
// lives outside /api like /logs; the storefront relays the shopper's batches after its consent check.
const trackingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/tracking/events',
    {
      onRequest: fastify.resolveRequestTenant,
      bodyLimit: trackingBodyLimitBytes,
      schema: {
        summary: "Stores one flush of a page view's tracking events (GA4 e-commerce shape, pseudonymous)",
        description: `At most 250 events per page view (409 TRACKING_PAGE_VIEW_FULL); ${maxTrackingBatchesPerAddress} batches per client address and ${maxTrackingBatchesOfAllClients} of all clients in 15 minutes (429 TRACKING_RATE_LIMITED). Unknown fields and texts holding an e-mail address are refused (400).`,
        tags: ['tracking'],
        headers: tenantHeadersSchema,
        body: trackingBatchSchema,
        response: {
          202: z.object({ stored: z.number().int() }),
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      // Counted in its own transaction: a refused batch still counts against its client.
      await fastify.db.transaction((tx) => reserveTrackingBatch(tx, request.ip));
      const stored = await fastify.db.transaction((tx) => storeTrackingBatch(tx, tenant.id, request.body));
      return reply.code(202).send({ stored });
    },
  );
};

export default trackingRoutes;
