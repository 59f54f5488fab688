import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLoyaltyCard } from '../../../customers/customer-repository.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import { loyaltyVoucherListSchema } from '../../../schemas/vouchers.js';

// §7 loyalty: the vouchers on the member's card. A customer without a card has none.
const loyaltyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/customers/loyalty/vouchers',
    {
      schema: {
        summary: "The personal vouchers on the logged-in member's loyalty card (§7)",
        tags: ['loyalty'],
        headers: tenantHeadersSchema,
        response: { 200: loyaltyVoucherListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const card = await findLoyaltyCard(fastify.db, tenantOf(request).id, customerIdOf(request));
      return {
        mpCardId: card?.cardNumber ?? null,
        vouchers: (card?.promotionIds ?? []).map((promotionId) => ({ promotionId })),
      };
    },
  );
};

export default loyaltyRoutes;
