import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { cacheCatalogueAnswers } from '../../catalogue/answer-cache.js';
import { loadCategoryIndex } from '../../catalogue/category-names.js';
import { searchProducts } from '../../catalogue/product-repository.js';
import { InvalidDataError } from '../../errors.js';
import { tenantOf } from '../../plugins/app/tenant-resolution.js';
import type { TenantContext } from '../../tenant/tenant-repository.js';
import {
  SEARCH_TERM_MIN,
  searchBannerSchema,
  searchQuerySchema,
  searchResultSchemas,
  searchSuggestionsSchema,
  searchTotalsQuerySchema,
  searchTotalsSchema,
  searchTermParamsSchema,
  searchTypes,
  type SearchType,
} from '../../schemas/catalogue.js';
import { apiErrorCodes, apiErrorSchema } from '../../schemas/error.js';
import { tenantHeadersSchema } from '../../schemas/tenant.js';
import {
  countSearchResults,
  findSearchBanner,
  type CountedSearchType,
  searchCategories,
  searchContent,
  searchRecipes,
} from '../../search/search-repository.js';
import {
  expandSearchTerm,
  type ExpandedQuery,
  languageOfLocale,
  parseSearchTerm,
  type SearchTerm,
} from '../../search/search-term.js';
import { suggestSearchTerms } from '../../search/search-suggestions.js';
import type { Database } from '../../db/database.js';

type Paging = { offset: number; pageSize: number };
type Found = { total: number; results: unknown[] };

const searchers: Record<
  SearchType,
  (db: Database, tenant: TenantContext, term: SearchTerm, paging: Paging) => Promise<Found>
> = {
  // Decision 0068: the expansion and the page in one statement.
  products: async (db, tenant, term, paging) => {
    const index = await loadCategoryIndex(db, tenant.id);
    const page = await searchProducts(db, tenant.id, index, term, paging);
    return { total: page.total, results: page.products };
  },
  categories: async (db, tenant, term, paging) =>
    withExpansion(db, tenant, term, async (query) =>
      searchCategories(db, tenant.id, await loadCategoryIndex(db, tenant.id), query, paging),
    ),
  recipes: (db, tenant, term, paging) =>
    withExpansion(db, tenant, term, (query) => searchRecipes(db, tenant.id, query, paging)),
  content: (db, tenant, term, paging) =>
    withExpansion(db, tenant, term, (query) =>
      searchContent(db, tenant.id, tenant.clientRuntimeConfig.cms, term.language, query, paging),
    ),
};

/** Nothing is found for a term of stop words only. */
async function withExpansion(
  db: Database,
  tenant: TenantContext,
  term: SearchTerm,
  search: (query: ExpandedQuery) => Promise<Found>,
): Promise<Found> {
  const query = await expandSearchTerm(db, tenant.id, term);
  return query ? search(query) : { total: 0, results: [] };
}

/** §5, §9: a term needs two characters (letters or digits); shorter ones get a stable code. */
function termOf(raw: string, tenant: TenantContext): SearchTerm {
  const term = parseSearchTerm(raw, languageOfLocale(tenant.locale));
  if (!term)
    throw new InvalidDataError(`The search term needs at least ${SEARCH_TERM_MIN} letters or digits`, {
      code: apiErrorCodes.searchTermTooShort,
      details: { min: SEARCH_TERM_MIN },
    });
  return term;
}

// §7 GET /api/{type}/search/{term}: products, categories, recipes and content pages. German
// stemming, umlauts typed either way, typos and brand names (search-term.ts).
const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  cacheCatalogueAnswers(fastify);

  for (const type of searchTypes) {
    fastify.get(
      `/${type}/search/:term`,
      {
        schema: {
          summary: `Search ${type}: total, count, offset and the results (pageSize 5 for the flap-out)`,
          tags: ['search'],
          headers: tenantHeadersSchema,
          params: searchTermParamsSchema,
          querystring: searchQuerySchema,
          // One route per type: the union of the four answer schemas would not narrow per route.
          response: {
            200: searchResultSchemas[type] as z.ZodTypeAny,
            400: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const term = termOf(request.params.term, tenant);
        const { offset, pageSize } = request.query;
        const found = await searchers[type](fastify.db, tenant, term, { offset, pageSize });
        return {
          total: found.total,
          count: found.results.length,
          offset,
          queryId: randomUUID(),
          results: found.results,
        };
      },
    );
  }

  fastify.get(
    '/content/search/:term/banner',
    {
      schema: {
        summary: 'The banner the search flap-out shows for a term, or null',
        tags: ['search'],
        headers: tenantHeadersSchema,
        params: searchTermParamsSchema,
        response: { 200: searchBannerSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return {
        banner: await findSearchBanner(fastify.db, tenant.id, termOf(request.params.term, tenant).text),
      };
    },
  );

  fastify.get(
    '/search/totals/:term',
    {
      schema: {
        summary: "How many results each named type finds for a term (the results page's other tabs)",
        description:
          'Issue 39: one call and one expansion of the term for the totals a results page shows beside its active tab; each total is the `total` of GET /api/{type}/search/{term}.',
        tags: ['search'],
        headers: tenantHeadersSchema,
        params: searchTermParamsSchema,
        querystring: searchTotalsQuerySchema,
        response: { 200: searchTotalsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const term = termOf(request.params.term, tenant);
      const { types } = request.query;
      const others = types.filter((type): type is CountedSearchType => type !== 'products');
      const [products, counted] = await Promise.all([
        types.includes('products')
          ? searchers.products(fastify.db, tenant, term, { offset: 0, pageSize: 1 })
          : undefined,
        others.length ? expandSearchTerm(fastify.db, tenant.id, term) : undefined,
      ]);
      const counts = counted
        ? await countSearchResults(
            fastify.db,
            tenant.id,
            tenant.clientRuntimeConfig.cms,
            term.language,
            counted,
            others,
          )
        : undefined;
      const totals = Object.fromEntries(
        types.map((type) => [type, type === 'products' ? products!.total : (counts?.[type] ?? 0)]),
      );
      return { totals };
    },
  );

  fastify.get(
    '/search/suggestions/:term',
    {
      schema: {
        summary: 'Did you mean: up to three terms the catalogue knows, closest to one that found nothing',
        tags: ['search'],
        headers: tenantHeadersSchema,
        params: searchTermParamsSchema,
        response: { 200: searchSuggestionsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const terms = await suggestSearchTerms(fastify.db, tenant.id, termOf(request.params.term, tenant));
      return { suggestions: terms.map((term) => ({ term })) };
    },
  );
};

export default searchRoutes;
