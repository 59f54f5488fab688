import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { resolveTenant, type TenantHints } from '../../tenant/resolve-tenant.js';
import type { TenantContext } from '../../tenant/tenant-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    resolveRequestTenant: onRequestAsyncHookHandler;
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

const tenantResolution: FastifyPluginAsync<{ fallbackTenantId: string }> = async (fastify, options) => {
  fastify.decorateRequest('resolvedTenant', null);
  fastify.decorate('resolveRequestTenant', async function (request: FastifyRequest) {
    request.resolvedTenant = await resolveTenant(
      fastify.db,
      tenantHintsOf(request, options.fallbackTenantId),
    );
  });
};

export default fp(tenantResolution, {
  name: 'tenant-resolution',
  fastify: '5.x',
  dependencies: ['database'],
});
