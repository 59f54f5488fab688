import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheCatalogueAnswers } from '../../../catalogue/answer-cache.js';
import { loadCategoryIndex } from '../../../catalogue/category-names.js';
import { listPesticideTests } from '../../../catalogue/pesticide-repository.js';
import { findRecipe, listRecipes } from '../../../catalogue/recipe-repository.js';
import { NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  pesticideListSchema,
  pesticideQuerySchema,
  recipeDetailSchema,
  recipeListSchema,
  recipeQuerySchema,
} from '../../../schemas/catalogue.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import { expandSearchTerm, languageOfLocale, parseSearchTerm } from '../../../search/search-term.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

const recipeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  cacheCatalogueAnswers(fastify);

  fastify.get(
    '/recipes',
    {
      schema: {
        summary:
          'Recipes, filtered by term, tags (all of them), maximum time and difficulty, with tag counts',
        tags: ['recipes'],
        headers: tenantHeadersSchema,
        querystring: recipeQuerySchema,
        response: { 200: recipeListSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { term, tag, maxMinutes, difficulty, offset, pageSize } = request.query;
      const searchTerm = term ? parseSearchTerm(term, languageOfLocale(tenant.locale)) : undefined;
      // A term too short to search is no filter; a term of stop words only matches nothing.
      const query = searchTerm ? await expandSearchTerm(fastify.db, tenant.id, searchTerm) : undefined;
      if (searchTerm && !query) return { total: 0, count: 0, offset, recipes: [], tags: [] };
      const list = await listRecipes(
        fastify.db,
        tenant.id,
        { query, tag, maxMinutes, difficulty },
        { offset, pageSize },
      );
      return { ...list, count: list.recipes.length, offset };
    },
  );

  fastify.get(
    '/recipes/:slug',
    {
      schema: {
        summary: 'One recipe: ingredients (linked to products where the shop has one), steps and times',
        tags: ['recipes'],
        headers: tenantHeadersSchema,
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: recipeDetailSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const index = await loadCategoryIndex(fastify.db, tenantId);
      const recipe = await findRecipe(fastify.db, tenantId, index, request.params.slug);
      if (!recipe) throw new NotFoundError(`No recipe ${request.params.slug}`);
      return recipe;
    },
  );

  fastify.get(
    '/pesticides',
    {
      schema: {
        summary: 'Pesticide tests of fresh produce: search by produce or origin, sort by any column',
        tags: ['recipes'],
        headers: tenantHeadersSchema,
        querystring: pesticideQuerySchema,
        response: { 200: pesticideListSchema, ...errors },
      },
    },
    async (request) => {
      const list = await listPesticideTests(fastify.db, tenantOf(request).id, request.query);
      return { ...list, count: list.entries.length, offset: request.query.offset };
    },
  );
};

export default recipeRoutes;
