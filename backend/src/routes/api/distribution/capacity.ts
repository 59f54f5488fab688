import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseExpiredHolds } from '../../../carts/time-slot-booking.js';
import { findDeliveryAreaAt } from '../../../distribution/delivery-areas.js';
import { skuAvailabilities, slotStart } from '../../../distribution/sku-availability.js';
import { findEarliestTimeSlot, listTimeSlots } from '../../../distribution/time-slots.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  capacityAnswerSchema,
  capacityBodySchema,
  capacityQuerySchema,
  earliestWindowQuerySchema,
  earliestWindowSchema,
  timeSlotListQuerySchema,
  timeSlotListSchema,
} from '../../../schemas/distribution.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// §7 capacity: the time slots of a delivery area (appointable id = delivery area number) or of a
// click-and-collect store (appointable id = store id).
const capacityRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  const tags = ['capacity'];

  fastify.get(
    '/capacity/windows',
    {
      schema: {
        summary: 'The time slots of the coming days still open for orders, full ones included',
        tags,
        headers: tenantHeadersSchema,
        querystring: timeSlotListQuerySchema,
        response: { 200: timeSlotListSchema },
      },
    },
    async (request) => {
      const { days, ...appointable } = request.query;
      const tenantId = tenantOf(request).id;
      // Places of holds that ran out are given back first: no slot looks full because of them.
      await releaseExpiredHolds(fastify.db, tenantId);
      return { timeSlots: await listTimeSlots(fastify.db, tenantId, appointable, days) };
    },
  );

  fastify.get(
    '/capacity/window/earliest',
    {
      schema: {
        summary: 'The earliest time slot still open for orders with a place left; null when there is none',
        tags,
        headers: tenantHeadersSchema,
        querystring: earliestWindowQuerySchema,
        response: { 200: earliestWindowSchema },
      },
    },
    async (request) => {
      const { distributionType, appointableId, latitude, longitude } = request.query;
      const tenantId = tenantOf(request).id;
      await releaseExpiredHolds(fastify.db, tenantId);
      const byPosition =
        distributionType === 'DELIVERY' && latitude !== undefined && longitude !== undefined
          ? await findDeliveryAreaAt(fastify.db, tenantId, { lat: latitude, lng: longitude })
          : undefined;
      const id = byPosition?.deliveryAreaNumber ?? appointableId;
      if (!id) return { timeSlot: null };
      const timeSlot = await findEarliestTimeSlot(fastify.db, tenantId, {
        distributionType,
        appointableId: id,
      });
      return { timeSlot: timeSlot ?? null };
    },
  );

  fastify.post(
    '/capacity',
    {
      schema: {
        summary:
          'Whether each product can be ordered for the slot: in stock, or back in stock by the time it starts (unknown skus are not available)',
        tags,
        headers: tenantHeadersSchema,
        querystring: capacityQuerySchema,
        body: capacityBodySchema,
        response: { 200: capacityAnswerSchema },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request).id;
      const { timeSlotId } = request.query;
      const startsAt = timeSlotId ? await slotStart(fastify.db, tenantId, timeSlotId) : null;
      return { availabilities: await skuAvailabilities(fastify.db, tenantId, request.body.skus, startsAt) };
    },
  );
};

export default capacityRoutes;
