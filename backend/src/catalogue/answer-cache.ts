import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { tenantOf } from '../plugins/app/tenant-resolution.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueAnswers: LRUCache<string, string> | null;
  }
}

// Decision 0008: the catalogue's answers (listings, products, brands, recipes, search) are the
// same for every shopper, and the same few category pages and search terms make most of the
// traffic. Each API process keeps its serialized 200 answers for a short while, keyed by tenant
// and URL, so repeated calls skip the database. Catalogue changes show within the TTL.
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

/**
 * Adds the cache to the routes of the calling plugin. Register it after the tenant hook: the
 * key needs the tenant. Only GET answers with status 200 are kept; `X-Cache` says which it was.
 */
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
