import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseUnlessLocal } from '../plugins/app/machine-only.js';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import { searchEventSchema } from '../schemas/catalogue.js';
import { apiErrorSchema } from '../schemas/error.js';
import { tenantHeadersSchema } from '../schemas/tenant.js';
import {
  funnelDaySchema,
  funnelQuerySchema,
  storedTrackingEventSchema,
  trackingSessionParamsSchema,
} from '../schemas/tracking.js';
import { listSearchEvents } from '../search/search-insight-repository.js';
import { funnelByDay } from '../tracking/funnel.js';
import { listSessionEvents } from '../tracking/tracking-repository.js';

// The stored result type is the column's text.
const storedSearchEventSchema = searchEventSchema.extend({ resultType: z.string() });

/**
 * Issue 37: what the collector and the search insights stored, for the operator on the machine
 * itself (as `npm run report:funnel` reads it) and for the journeys that check a shopper was
 * counted; the API process holds an embedded database no other process may open.
 */
const trackingRecordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', refuseUnlessLocal('Tracking records answer only on this machine'));
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  const errors = { 403: apiErrorSchema, 404: apiErrorSchema };

  fastify.get(
    '/tracking/sessions/:sessionId/events',
    {
      schema: {
        summary: "A tracking session's stored events, in the order they happened",
        tags: ['tracking'],
        headers: tenantHeadersSchema,
        params: trackingSessionParamsSchema,
        response: { 200: z.object({ events: z.array(storedTrackingEventSchema) }), ...errors },
      },
    },
    async (request) => ({
      events: await listSessionEvents(fastify.db, tenantOf(request).id, request.params.sessionId),
    }),
  );

  fastify.get(
    '/tracking/funnel',
    {
      schema: {
        summary: 'The funnel per UTC day of the last n days, as npm run report:funnel prints it',
        tags: ['tracking'],
        headers: tenantHeadersSchema,
        querystring: funnelQuerySchema,
        response: { 200: z.object({ days: z.array(funnelDaySchema) }), ...errors },
      },
    },
    async (request) => ({ days: await funnelByDay(fastify.db, tenantOf(request).id, request.query.days) }),
  );

  fastify.get(
    '/search-insights/queries/:queryId/events',
    {
      schema: {
        summary: "The clicks and conversions stored for one of the search-index provider's queries",
        tags: ['search'],
        headers: tenantHeadersSchema,
        params: z.object({ queryId: searchEventSchema.shape.queryId }),
        response: { 200: z.object({ events: z.array(storedSearchEventSchema) }), ...errors },
      },
    },
    async (request) => ({
      events: (await listSearchEvents(fastify.db, tenantOf(request).id, request.params.queryId)).map(
        ({ position, ...event }) => ({ ...event, ...(position === null ? {} : { position }) }),
      ),
    }),
  );
};

export default trackingRecordRoutes;
