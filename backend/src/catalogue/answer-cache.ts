import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { tenantOf } from '../plugins/app/tenant-resolution.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueAnswers: LRUCache<string, string> | null;
  }
}

// Decision 0008: catalogue answers are the same for every shopper and a few pages make most of
// the traffic, so each process keeps its 200 answers briefly; changes show within the TTL.
const catalogueAnswerCache: FastifyPluginAsync<{ ttlSeconds: number }> = async (fastify, { ttlSeconds }) => {
  fastify.decorate(
    'catalogueAnswers',
    ttlSeconds > 0
      ? new LRUCache<string, string>({
          max: 5_000,
          // Bounded by size as well: a page of 96 products is some 100 kB.
          maxSize: 64 * 1024 * 1024,
          sizeCalculation: (body) => body.length,
          ttl: ttlSeconds * 1_000,
        })
      : null,
  );
};

export default fp(catalogueAnswerCache, { name: 'catalogue-answer-cache', fastify: '5.x' });

/** Register after the tenant hook: the key needs the tenant. */
export function cacheCatalogueAnswers(fastify: FastifyInstance): void {
  const answers = fastify.catalogueAnswers;
  if (!answers) return;
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const body = answers.get(`${tenantOf(request).id} ${request.url}`);
    if (body === undefined) return;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('x-cache', 'hit')
      .send(body);
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'hit')
      return payload;
    if (typeof payload === 'string') {
      answers.set(`${tenantOf(request).id} ${request.url}`, payload);
      reply.header('x-cache', 'miss');
    }
    return payload;
  });
}
