import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  staffBillPreview,
  staffHandOver,
  staffMarkPicked,
  staffOrdersOfDay,
  staffOrderView,
  staffRecordLine,
  staffRefund,
  staffStartPicking,
  type StaffActionDependencies,
} from '../../../fulfilment/staff-actions.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import {
  finalBillSchema,
  pickLineBodySchema,
  refundBodySchema,
  staffLineParamsSchema,
  staffOrderListSchema,
  staffOrderParamsSchema,
  staffOrderSchema,
  staffOrdersQuerySchema,
  staffPickLineSchema,
} from '../../../schemas/fulfilment.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import { requireStaff } from '../../../staff/staff-guard.js';

// Issue 36, decision 0088: the staff's calls on orders. Every call needs a staff session; every
// order answers 404 ORDER_NOT_FOUND to a staff member who does not work for its slot's store or
// delivery area; refunds are the store manager's.

const errors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

function dependenciesOf(fastify: FastifyInstance, log: FastifyBaseLogger): StaffActionDependencies {
  return {
    db: fastify.db,
    transaction: (work) => fastify.db.transaction(work),
    provider: fastify.paymentProvider,
    log,
    emailSender: fastify.emailSender,
  };
}

const staffOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onSend', async (_request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
  });
  const common = { tags: ['staff'], headers: tenantHeadersSchema };

  fastify.get(
    '/staff/orders',
    {
      schema: {
        ...common,
        summary: 'The orders of a day per slot, in the stores and delivery areas the staff member works for',
        querystring: staffOrdersQuerySchema,
        response: { 200: staffOrderListSchema, ...errors },
      },
    },
    async (request) => staffOrdersOfDay(fastify.db, await requireStaff(request), request.query.date),
  );

  fastify.get(
    '/staff/orders/:orderNumber',
    {
      schema: {
        ...common,
        summary: 'The pick list of an order (lines by shelf), its state and its bill',
        params: staffOrderParamsSchema,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => staffOrderView(fastify.db, await requireStaff(request), request.params.orderNumber),
  );

  fastify.post(
    '/staff/orders/:orderNumber/picking',
    {
      schema: {
        ...common,
        summary: 'Starts picking: placed -> picking (409 ORDER_STATE_CONFLICT from any other state)',
        params: staffOrderParamsSchema,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) =>
      staffStartPicking(
        dependenciesOf(fastify, request.log),
        await requireStaff(request),
        request.params.orderNumber,
      ),
  );

  fastify.put(
    '/staff/orders/:orderNumber/lines/:lineId',
    {
      schema: {
        ...common,
        summary: 'Records what was picked for a line: picked (weight in grams), missing, or substituted',
        description:
          'A weight line substituted takes an article sold by weight and its weighed pickedGrams, charged per kg ' +
          'at the lower of the two prices. 422 PICK_WEIGHT_ABOVE_ALLOWANCE (details.maxGrams) when the weight ' +
          'would bill more than the shopper authorised; 422 SUBSTITUTION_NOT_ALLOWED (details.reason ' +
          'NOT_SOLD_BY_WEIGHT or WEIGHT_ARTICLE for a substitute of the other kind), SUBSTITUTE_NOT_FOUND, ' +
          'PICK_LINE_INVALID; 409 ORDER_NOT_PICKING.',
        params: staffLineParamsSchema,
        body: pickLineBodySchema,
        response: { 200: staffPickLineSchema, ...errors },
      },
    },
    async (request) =>
      staffRecordLine(
        dependenciesOf(fastify, request.log),
        await requireStaff(request),
        request.params,
        request.body,
      ),
  );

  fastify.get(
    '/staff/orders/:orderNumber/bill',
    {
      schema: {
        ...common,
        summary: 'The bill "picked" would charge now (open lines as ordered), or the final bill once picked',
        params: staffOrderParamsSchema,
        response: { 200: finalBillSchema, ...errors },
      },
    },
    async (request) => staffBillPreview(fastify.db, await requireStaff(request), request.params.orderNumber),
  );

  fastify.post(
    '/staff/orders/:orderNumber/picked',
    {
      schema: {
        ...common,
        summary: 'picking -> picked: writes the final bill, e-mails it, and captures it (the rest released)',
        description:
          '422 PICK_LINES_OPEN (details.lineIds) while a line has no outcome; 409 ORDER_NOT_PICKING.',
        params: staffOrderParamsSchema,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) =>
      staffMarkPicked(
        dependenciesOf(fastify, request.log),
        await requireStaff(request),
        request.params.orderNumber,
      ),
  );

  fastify.post(
    '/staff/orders/:orderNumber/handed-over',
    {
      schema: {
        ...common,
        summary: 'picked -> handed_over (delivered or collected)',
        params: staffOrderParamsSchema,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) =>
      staffHandOver(
        dependenciesOf(fastify, request.log),
        await requireStaff(request),
        request.params.orderNumber,
      ),
  );

  fastify.post(
    '/staff/orders/:orderNumber/refunds',
    {
      schema: {
        ...common,
        summary: 'A store manager refunds part of a handed-over order through the provider',
        description:
          '409 REFUND_ABOVE_CAPTURED (details.refundable) above what was charged less what was refunded; ' +
          '409 REFUND_NOT_ALLOWED before handover; 403 STAFF_FORBIDDEN for a picker.',
        params: staffOrderParamsSchema,
        body: refundBodySchema,
        response: { 200: finalBillSchema, ...errors },
      },
    },
    async (request) =>
      staffRefund(
        dependenciesOf(fastify, request.log),
        await requireStaff(request, ['store_manager']),
        request.params.orderNumber,
        request.body,
      ),
  );
};

export default staffOrderRoutes;
