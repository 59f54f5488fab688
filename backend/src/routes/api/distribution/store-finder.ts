import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryAreaMap, findSearchOrigin, searchStores } from '../../../distribution/store-finder.js';
import { InvalidDataError, NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  deliveryAreaMapSchema,
  distributionErrorCodes,
  storeSearchAnswerSchema,
  storeSearchQuerySchema,
} from '../../../schemas/distribution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// §2 storefinder: the stores nearest to a postal code, a town, an address or a position, and the
// delivery areas to draw beside them.
const storeFinderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  const tags = ['distribution'];

  fastify.get(
    '/stores',
    {
      schema: {
        summary:
          'Every store, nearest first to q (postal code, town or address) or to latitude and longitude, with whether it is open now; 404 PLACE_NOT_FOUND for a place we do not know',
        tags,
        headers: tenantHeadersSchema,
        querystring: storeSearchQuerySchema,
        response: { 200: storeSearchAnswerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { q, latitude, longitude } = request.query;
      const tenantId = tenantOf(request).id;
      if ((latitude === undefined) !== (longitude === undefined))
        throw new InvalidDataError('A position needs both latitude and longitude', {
          code: distributionErrorCodes.positionIncomplete,
        });
      let origin = null;
      if (latitude !== undefined && longitude !== undefined)
        origin = { label: '', position: { lat: latitude, lng: longitude } };
      else if (q) {
        origin = (await findSearchOrigin(fastify.db, tenantId, q)) ?? null;
        if (!origin)
          throw new NotFoundError('No postal code, town or address of that name', {
            code: distributionErrorCodes.placeNotFound,
          });
      }
      return { origin, stores: await searchStores(fastify.db, tenantId, origin, new Date()) };
    },
  );

  fastify.get(
    '/distribution/map',
    {
      schema: {
        summary: 'The delivery areas as outlines of their postal-code zones, to draw a map of our own',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: deliveryAreaMapSchema },
      },
    },
    async (request) => deliveryAreaMap(fastify.db, tenantOf(request).id),
  );
};

export default storeFinderRoutes;
