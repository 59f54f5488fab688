import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { resolveTenant, type TenantHints } from '../../tenant/resolve-tenant.js';
import type { TenantContext } from '../../tenant/tenant-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    resolveRequestTenant: onRequestAsyncHookHandler;
    /** The tenant a request named by its id within the cache's time, or undefined (issue 39). */
    keptTenant: (tenantId: string) => TenantContext | undefined;
  }
  interface FastifyRequest {
    resolvedTenant: TenantContext | null;
  }
}

export const tenantHeader = 'x-tenant';

export function tenantOf(request: FastifyRequest): TenantContext {
  if (!request.resolvedTenant) throw new Error('The route plugin did not add the resolveRequestTenant hook');
  return request.resolvedTenant;
}

export function tenantHintsOf(request: FastifyRequest, fallbackTenantId: string): TenantHints {
  const header = request.headers[tenantHeader];
  return {
    tenantHeader: typeof header === 'string' ? header.trim() : undefined,
    hostname: request.hostname,
    fallbackTenantId,
  };
}

// Tenants change only by an operator's import (another process) or a seed, so each API instance
// keeps a resolved tenant for `ttlSeconds` (TENANT_CACHE_SECONDS) instead of reading its row on
// every request (issue 20); an import shows after it, as a catalogue change does in the category
// index. Unknown tenants are not kept: a stream of made-up names only evicts the oldest entries.
const tenantResolution: FastifyPluginAsync<{ fallbackTenantId: string; ttlSeconds: number }> = async (
  fastify,
  options,
) => {
  const resolved =
    options.ttlSeconds > 0
      ? new LRUCache<string, TenantContext>({ max: 100, ttl: options.ttlSeconds * 1000 })
      : undefined;
  fastify.decorateRequest('resolvedTenant', null);
  fastify.decorate('keptTenant', (tenantId: string) => resolved?.get(`id:${tenantId}`));
  fastify.decorate('resolveRequestTenant', async function (request: FastifyRequest) {
    const hints = tenantHintsOf(request, options.fallbackTenantId);
    // The header decides alone when present (resolve-tenant.ts), so it alone is the key then.
    const key = hints.tenantHeader ? `id:${hints.tenantHeader}` : `host:${hints.hostname.toLowerCase()}`;
    let tenant = resolved?.get(key);
    if (!tenant) {
      tenant = await resolveTenant(fastify.db, hints);
      resolved?.set(key, tenant);
    }
    request.resolvedTenant = tenant;
  });
};

export default fp(tenantResolution, {
  name: 'tenant-resolution',
  fastify: '5.x',
  dependencies: ['database'],
});
