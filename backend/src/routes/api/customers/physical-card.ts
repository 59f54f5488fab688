import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPhysicalCard, physicalCardStatus } from '../../../customers/physical-card-orders.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import {
  physicalCardOrderBodyLimitBytes,
  physicalCardOrderBodySchema,
  physicalCardStatusSchema,
} from '../../../schemas/physical-card.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// §7 physical-card status, and issue 35's order of the physical loyalty card (decision 0082).
const physicalCardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/customers/physical-card/status',
    {
      schema: {
        summary:
          "The state of the logged-in member's physical loyalty card (§4, fetched apart from card-info)",
        description:
          'status: NO_LOYALTY_CARD (not a member), NONE (a member without a physical card), ORDERED (under way since orderedAt), SENT (posted at sentAt). orderable says whether the order call would take an order now.',
        tags: ['loyalty'],
        headers: tenantHeadersSchema,
        response: { 200: physicalCardStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request) => physicalCardStatus(fastify.db, tenantOf(request), customerIdOf(request)),
  );

  fastify.post(
    '/customers/physical-card',
    {
      bodyLimit: physicalCardOrderBodyLimitBytes,
      schema: {
        summary: "Orders the logged-in member's physical loyalty card; answers its status",
        description:
          'Body: { addressId } of the address book, or { address } checked as every address (§5). Each card is ordered once: 409 PHYSICAL_CARD_ALREADY_ORDERED while an order is under way (two orders at once give one), 409 PHYSICAL_CARD_ALREADY_SENT once it went out. 403 PHYSICAL_CARD_NOT_A_MEMBER without a loyalty card, 403 PHYSICAL_CARD_UNAVAILABLE where the shop does not offer it (customer accounts off or the joe programme on, §2), 404 ADDRESS_NOT_FOUND for an address not in the address book. The confirmation e-mail is written with the order, once.',
        tags: ['loyalty'],
        headers: tenantHeadersSchema,
        body: physicalCardOrderBodySchema,
        response: {
          200: physicalCardStatusSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) =>
      orderPhysicalCard(
        fastify.db,
        fastify.emailSender,
        tenantOf(request),
        customerIdOf(request),
        request.body,
      ),
  );
};

export default physicalCardRoutes;
