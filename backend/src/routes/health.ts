import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnavailableError } from '../errors.js';
import { apiErrorCodes, apiErrorSchema } from '../schemas/error.js';

const pingTimeoutMs = 2_000;

const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    {
      schema: {
        summary: 'Answers 200 only when the database answers a query',
        tags: ['platform'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: apiErrorSchema },
      },
    },
    async (request) => {
      try {
        await withTimeout(fastify.database.ping(), pingTimeoutMs);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database does not answer');
        throw new UnavailableError('The database does not answer', {
          code: apiErrorCodes.databaseUnavailable,
        });
      }
      return { status: 'ok' as const };
    },
  );
};

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default healthRoutes;
