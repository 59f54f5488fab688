import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDefaultDeliveryArea, findDeliveryAreaAt } from '../../../distribution/delivery-areas.js';
import { findOrderConfig } from '../../../distribution/order-config.js';
import { listCheckoutStores } from '../../../distribution/stores.js';
import { NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  checkoutStoreListSchema,
  deliveryAreaAnswerSchema,
  deliveryAreaIntersectionSchema,
  distributionErrorCodes,
  orderConfigSchema,
  positionQuerySchema,
} from '../../../schemas/distribution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const distributionAreaRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  const tags = ['distribution'];

  fastify.get(
    '/distribution/delivery-area',
    {
      schema: {
        summary:
          'The delivery area a position lies in; 404 OUTSIDE_DELIVERY_AREA where the shop does not deliver',
        tags,
        headers: tenantHeadersSchema,
        querystring: positionQuerySchema,
        response: { 200: deliveryAreaAnswerSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { latitude: lat, longitude: lng } = request.query;
      const deliveryArea = await findDeliveryAreaAt(fastify.db, tenantOf(request).id, { lat, lng });
      if (!deliveryArea)
        throw new NotFoundError('The shop does not deliver there', {
          code: distributionErrorCodes.outsideDeliveryArea,
        });
      return { deliveryArea };
    },
  );

  fastify.get(
    '/distribution/default',
    {
      schema: {
        summary: 'The delivery area a shopper browses before giving an address',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: deliveryAreaAnswerSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const deliveryArea = await findDefaultDeliveryArea(fastify.db, tenantOf(request).id);
      if (!deliveryArea) throw new NotFoundError('The shop has no default delivery area');
      return { deliveryArea };
    },
  );

  fastify.get(
    '/distribution/intersection',
    {
      schema: {
        summary: 'Whether a position lies in any delivery area, and in which',
        tags,
        headers: tenantHeadersSchema,
        querystring: positionQuerySchema,
        response: { 200: deliveryAreaIntersectionSchema },
      },
    },
    async (request) => {
      const { latitude: lat, longitude: lng } = request.query;
      const deliveryArea = await findDeliveryAreaAt(fastify.db, tenantOf(request).id, { lat, lng });
      return { intersects: deliveryArea !== undefined, deliveryArea: deliveryArea ?? null };
    },
  );

  fastify.get(
    '/checkout-stores',
    {
      schema: {
        summary: 'Every click-and-collect store with its address, position and opening hours',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: checkoutStoreListSchema },
      },
    },
    async (request) => ({ stores: await listCheckoutStores(fastify.db, tenantOf(request).id) }),
  );

  fastify.get(
    '/order-config',
    {
      schema: {
        summary: 'Minimum and maximum order value and maximum weight per service type; null means no limit',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: orderConfigSchema },
      },
    },
    async (request) => findOrderConfig(fastify.db, tenantOf(request).id, tenantOf(request)),
  );
};

export default distributionAreaRoutes;
