import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findClientConfigs } from '../../../content/content-repository.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { clientConfigTypes, clientConfigsResponseSchema } from '../../../schemas/content.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// Unknown types are accepted and simply not answered, so a newer storefront works with an older API.
const requestedType = z.string().min(1).max(50);
const oneOrMany = z
  .union([requestedType, z.array(requestedType).max(20)])
  .optional()
  .transform((value) => (value === undefined ? [] : [value].flat()));

const clientConfigQuery = z.object({
  'types[]': oneOrMany.describe(`any of ${clientConfigTypes.join(', ')}`),
  types: oneOrMany.describe('the same, as repeated types=...'),
});

const contentConfigRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/content/configs/client',
    {
      onRequest: fastify.resolveRequestTenant,
      schema: {
        summary: 'The site chrome configs of the requested types (§7); all types when none is named',
        tags: ['content'],
        headers: tenantHeadersSchema,
        querystring: clientConfigQuery,
        response: { 200: clientConfigsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const requested = [...request.query['types[]'], ...request.query.types];
      const known = clientConfigTypes.filter((type) => requested.length === 0 || requested.includes(type));
      const rows = await findClientConfigs(fastify.db, tenantOf(request).id, known);
      return clientConfigsResponseSchema.parse(
        Object.fromEntries(rows.map(({ type, config }) => [type, config])),
      );
    },
  );
};

export default contentConfigRoutes;
