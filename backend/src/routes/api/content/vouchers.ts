import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGeneralVouchers } from '../../../content/content-repository.js';
import { NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import { generalVoucherListSchema } from '../../../schemas/vouchers.js';

const contentVoucherRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/content/vouchers/generalvouchers',
    {
      onRequest: fastify.resolveRequestTenant,
      schema: {
        summary: 'The general vouchers valid now, in the editor’s order (§7)',
        description: '404 when the tenant publishes none; the storefront then shows no vouchers.',
        tags: ['content'],
        headers: tenantHeadersSchema,
        response: { 200: generalVoucherListSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await listGeneralVouchers(fastify.db, tenantOf(request).id);
      if (rows.length === 0) throw new NotFoundError('No general vouchers');
      return {
        vouchers: rows.map((row) => ({
          ...row.content,
          promotionId: row.promotionId,
          type: 'general' as const,
          validFrom: row.validFrom?.toISOString(),
          expirationDate: row.expiresAt?.toISOString(),
        })),
      };
    },
  );
};

export default contentVoucherRoutes;
