import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listGeneralVouchers, listPersonalVouchers } from '../../../content/voucher-repository.js';
import { NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import {
  generalVoucherListSchema,
  personalVoucherListSchema,
  personalVouchersQuerySchema,
} from '../../../schemas/vouchers.js';

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
      const vouchers = await listGeneralVouchers(fastify.db, tenantOf(request).id);
      if (vouchers.length === 0) throw new NotFoundError('No general vouchers');
      return { vouchers };
    },
  );

  // Content only, like a CMS: which vouchers a member holds is the loyalty call's answer.
  fastify.get(
    '/content/vouchers/personalvouchers',
    {
      onRequest: fastify.resolveRequestTenant,
      schema: {
        summary: 'The content of the personal vouchers asked for by promotionIds, valid now (§7)',
        description: 'Comma-separated promotionIds; unknown, general or expired ones are left out.',
        tags: ['content'],
        headers: tenantHeadersSchema,
        querystring: personalVouchersQuerySchema,
        response: { 200: personalVoucherListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({
      vouchers: await listPersonalVouchers(fastify.db, tenantOf(request).id, request.query.promotionIds),
    }),
  );
};

export default contentVoucherRoutes;
