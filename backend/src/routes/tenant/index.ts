import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/app/tenant-resolution.js';
import { NotFoundError } from '../../errors.js';
import { apiErrorCodes, apiErrorSchema } from '../../schemas/error.js';
import { tenantConfigSchema, tenantHeadersSchema, tenantListSchema } from '../../schemas/tenant.js';
import { findTenantById, listTenants } from '../../tenant/tenant-repository.js';

const tenantRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/tenants',
    {
      schema: {
        summary: 'Every tenant with its hosts, so the storefront can serve them all from one process',
        tags: ['tenant'],
        response: { 200: tenantListSchema },
      },
    },
    async () => {
      const tenants = await listTenants(fastify.db);
      return {
        tenants: tenants.map(({ id, hosts, locale, isDefault }) => ({ id, hosts, locale, isDefault })),
      };
    },
  );

  fastify.get(
    '/tenant/config',
    {
      onRequest: fastify.resolveRequestTenant,
      schema: {
        summary: "The tenant's runtime config, message bundle, redirects and theme (§3)",
        tags: ['tenant'],
        headers: tenantHeadersSchema,
        response: { 200: tenantConfigSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = await findTenantById(fastify.db, tenantOf(request).id);
      if (!tenant) throw new NotFoundError('The tenant was removed', { code: apiErrorCodes.tenantUnknown });
      const { clientRuntimeConfig, messageBundle, redirects, themeConfig } = tenant;
      return { clientRuntimeConfig, messageBundle, redirects, themeConfig };
    },
  );
};

export default tenantRoutes;
