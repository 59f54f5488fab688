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
// 8 MB holds a few hundred listing pages; more only held one-off URLs (decision 0057).
const MAX_ANSWER_CHARACTERS = 8 * 1024 * 1024;

const catalogueAnswerCache: FastifyPluginAsync<{ ttlSeconds: number }> = async (fastify, { ttlSeconds }) => {
  if (ttlSeconds <= 0) {
    fastify.decorate('catalogueAnswers', null);
    return;
  }
  const answers = new LRUCache<string, string>({
    max: 5_000,
    maxSize: MAX_ANSWER_CHARACTERS,
    sizeCalculation: (body) => body.length,
    ttl: ttlSeconds * 1_000,
  });
  // Stale answers are dropped even when nobody asks for them again, so the memory a burst of
  // one-off URLs took is given back.
  const purge = setInterval(() => answers.purgeStale(), ttlSeconds * 1_000).unref();
  fastify.addHook('onClose', async () => clearInterval(purge));
  fastify.decorate('catalogueAnswers', answers);
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
