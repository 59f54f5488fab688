import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  findPreviewPage,
  findPublishedPage,
  listPublishedPages,
} from '../../../content/content-repository.js';
import { ForbiddenError, NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { contentPageListSchema, contentPageSchema } from '../../../schemas/content.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const contentPageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/content/pages',
    {
      onRequest: fastify.resolveRequestTenant,
      schema: {
        summary: "The tenant's published content pages, for the sitemap",
        tags: ['content'],
        headers: tenantHeadersSchema,
        response: { 200: contentPageListSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const pages = await listPublishedPages(fastify.db, tenantOf(request).id);
      return { pages: pages.map(({ slug, meta }) => ({ slug, title: meta.title, noIndex: meta.noIndex })) };
    },
  );

  fastify.get(
    '/content/pages/*',
    {
      onRequest: fastify.resolveRequestTenant,
      schema: {
        summary: 'One published content page: its meta (§3) and its tree of blocks (§1)',
        description: 'The slug may contain slashes, e.g. service/lieferung. An empty slug is the home page.',
        tags: ['content'],
        headers: tenantHeadersSchema,
        params: z.object({ '*': z.string().max(500) }),
        querystring: z.object({
          preview: z
            .enum(['true', 'false'])
            .optional()
            .describe('true: the draft version, also of unpublished pages; only with cms.preview on (§2)'),
        }),
        response: { 200: contentPageSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const slug =
        request.params['*'].replace(/^\/+|\/+$/g, '') || tenant.clientRuntimeConfig.cms.homePageSlug;
      const preview = request.query.preview === 'true';
      if (preview && !tenant.clientRuntimeConfig.cms.preview)
        throw new ForbiddenError('The CMS preview is off for this tenant');
      const page = preview
        ? await findPreviewPage(fastify.db, tenant.id, slug)
        : await findPublishedPage(fastify.db, tenant.id, slug);
      if (!page) throw new NotFoundError(`No content page at ${slug}`);
      return {
        slug: page.slug,
        meta: page.meta,
        blocks: page.blocks,
        updatedAt: page.updatedAt.toISOString(),
      };
    },
  );
};

export default contentPageRoutes;
