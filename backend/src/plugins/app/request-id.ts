import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { acceptableRequestId } from '../../schemas/request-id.js';

export const requestIdHeader = 'x-request-id';

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[requestIdHeader];
  return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
}

const echoRequestId: FastifyPluginAsync = async (fastify) => {
  // onRequest runs before routing, so 404s and errors carry the id too.
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
};

export default fp(echoRequestId, { name: 'request-id', fastify: '5.x' });
