import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidDataError } from '../errors.js';
import { tenantOf } from '../plugins/app/tenant-resolution.js';
import { searchInsightEventSchema } from '../schemas/catalogue.js';
import { apiErrorCodes, apiErrorSchema } from '../schemas/error.js';
import { tenantHeadersSchema } from '../schemas/tenant.js';
import { countUnansweredSearch, insertSearchEvent } from '../search/search-insight-repository.js';
import { languageOfLocale, parseSearchTerm } from '../search/search-term.js';

// §1: not part of the product API (§7), so it lives outside /api like /logs.
const searchInsightRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/search-insights/events',
    {
      onRequest: fastify.resolveRequestTenant,
      bodyLimit: 4_096,
      schema: {
        summary:
          'A click on a search result, a conversion after one, or a search that found nothing; stored for the search-index provider and the search report',
        tags: ['search'],
        headers: tenantHeadersSchema,
        body: searchInsightEventSchema,
        response: { 202: z.object({ accepted: z.literal(true) }), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const event = request.body;
      if (event.type === 'noResults') {
        // Counted as the search parsed it, so 'Tomatn' and 'tomatn ' are one term.
        const term = parseSearchTerm(event.term, languageOfLocale(tenant.locale));
        if (!term)
          throw new InvalidDataError('The search term needs at least two letters or digits', {
            code: apiErrorCodes.searchTermTooShort,
          });
        await countUnansweredSearch(fastify.db, tenant.id, term.text);
      } else await insertSearchEvent(fastify.db, tenant.id, event);
      return reply.code(202).send({ accepted: true });
    },
  );
};

export default searchInsightRoutes;
