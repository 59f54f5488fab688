import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchEvents } from '../db/schema/catalogue.js';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import { searchEventSchema } from '../schemas/catalogue.js';
import { apiErrorSchema } from '../schemas/error.js';
import { tenantHeadersSchema } from '../schemas/tenant.js';

// §1: click and conversion events for the external search-index provider. It is not part of the
// product API (§7), so it lives outside /api like /logs; the built-in implementation keeps them.
const searchInsightRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/search-insights/events',
    {
      onRequest: fastify.resolveRequestTenant,
      bodyLimit: 4_096,
      schema: {
        summary:
          'A click on a search result, or a conversion after one; stored for the search-index provider',
        tags: ['search'],
        headers: tenantHeadersSchema,
        body: searchEventSchema,
        response: { 202: z.object({ accepted: z.literal(true) }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { type, queryId, resultType, objectId, position } = request.body;
      await fastify.db.insert(searchEvents).values({
        tenantId: tenantOf(request).id,
        type,
        queryId,
        resultType,
        objectId,
        position: position ?? null,
      });
      return reply.code(202).send({ accepted: true });
    },
  );
};

export default searchInsightRoutes;
