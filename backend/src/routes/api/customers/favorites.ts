import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFavorite,
  listFavoriteProducts,
  listFavorites,
  removeFavorite,
} from '../../../customers/favorite-repository.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  favoriteBodySchema,
  favoriteProductListSchema,
  favoriteProductsQuerySchema,
  favoritesSchema,
  favoriteTypeSchema,
} from '../../../schemas/customer.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const schema = (summary: string) => ({ summary, tags: ['favorites'], headers: tenantHeadersSchema });

const favoriteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const ownerOf = (request: FastifyRequest) => ({
    tenantId: tenantOf(request).id,
    customerId: customerIdOf(request),
  });

  fastify.get(
    '/customers/favorites',
    {
      schema: {
        ...schema('Favorite references grouped by type'),
        response: { 200: favoritesSchema, ...errors },
      },
    },
    async (request) => listFavorites(fastify.db, ownerOf(request)),
  );

  fastify.put(
    '/customers/favorites/:type',
    {
      schema: {
        ...schema(
          'Adds a favorite (a product sku or a recipe slug); 400 FAVORITE_UNKNOWN when the shop lacks it',
        ),
        params: z.object({ type: favoriteTypeSchema }),
        body: favoriteBodySchema,
        response: { 200: favoritesSchema, ...errors },
      },
    },
    async (request) => {
      await addFavorite(fastify.db, ownerOf(request), request.params.type, request.body.reference);
      return listFavorites(fastify.db, ownerOf(request));
    },
  );

  fastify.delete(
    '/customers/favorites/:type/:reference',
    {
      schema: {
        ...schema('Removes a favorite'),
        params: z.object({ type: favoriteTypeSchema, reference: favoriteBodySchema.shape.reference }),
        response: { 200: favoritesSchema, ...errors },
      },
    },
    async (request) => {
      await removeFavorite(fastify.db, ownerOf(request), request.params.type, request.params.reference);
      return listFavorites(fastify.db, ownerOf(request));
    },
  );

  fastify.get(
    '/customers/favorites/products',
    {
      schema: {
        ...schema('my-products: favorite and/or purchased products as product tiles'),
        description:
          'favorites=true, purchasedProducts=true, both together (or neither): either source; both=true: only ' +
          'products that are favorites and purchased. sort as in the catalogue.',
        querystring: favoriteProductsQuerySchema,
        response: { 200: favoriteProductListSchema, ...errors },
      },
    },
    async (request) => {
      const { sort, ...sources } = request.query;
      return { products: await listFavoriteProducts(fastify.db, ownerOf(request), sources, sort) };
    },
  );
};

export default favoriteRoutes;
