import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHintsOf } from '../plugins/app/tenant-resolution.js';
import { reserveClientLog } from '../logs/client-log-rate-limit.js';
import { storeClientLog } from '../logs/client-log-repository.js';
import { apiErrorSchema } from '../schemas/error.js';
import { clientLogBodyLimitBytes, clientLogEntrySchema } from '../schemas/logs.js';
import { resolveTenant } from '../tenant/resolve-tenant.js';

const logRoutes: FastifyPluginAsyncZod<{ fallbackTenantId: string }> = async (fastify, options) => {
  fastify.post(
    '/logs',
    {
      bodyLimit: clientLogBodyLimitBytes,
      schema: {
        summary:
          'Stores a client error report (§7); never fails the caller once the body is valid and in its limits',
        description:
          'At most 30 reports per client address and 1000 of all clients in 15 minutes (429 LOG_RATE_LIMITED).',
        tags: ['logs'],
        body: clientLogEntrySchema,
        response: {
          202: z.undefined().describe('no body'),
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await fastify.db.transaction((tx) => reserveClientLog(tx, request.ip));
      // §7: "Failures are ignored" by the storefront, so storing is best effort and only logged.
      try {
        const hints = tenantHintsOf(request, options.fallbackTenantId);
        const tenant = await resolveTenant(fastify.db, hints).catch(() => undefined);
        await storeClientLog(fastify.db, request.body, {
          requestId: request.id,
          tenantId: tenant?.id ?? null,
        });
      } catch (error) {
        request.log.error({ err: error, clientLog: request.body }, 'could not store a client log entry');
      }
      return reply.code(202).send(undefined);
    },
  );
};

export default logRoutes;
