import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLoyaltyCard } from '../../../customers/customer-repository.js';
import { cardInfo } from '../../../loyalty/card-info.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { cardInfoListSchema, cardInfoQuerySchema } from '../../../schemas/loyalty.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import { loyaltyVoucherListSchema } from '../../../schemas/vouchers.js';

// §7 loyalty: the vouchers on the member's card. A customer without a card has none.
const loyaltyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Decision 0081: the member's card with its barcode, pools and bookings; §8 10048 for a card
  // the programme does not know (any more), which clears the member's card data.
  fastify.get(
    '/customers/loyalty/card-info',
    {
      schema: {
        summary:
          "The logged-in member's loyalty cards named in currentIds (§7); 10048 for an unknown card (§8)",
        tags: ['loyalty'],
        headers: tenantHeadersSchema,
        querystring: cardInfoQuerySchema,
        response: { 200: cardInfoListSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      cardInfo(
        fastify.db,
        tenantOf(request).id,
        customerIdOf(request),
        request.query.currentIds,
        request.query.dontRenderText,
      ),
  );

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
