import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// OpenAPI from the routes' zod schemas; registered before any route so that every route is seen.
// The UI maps the whole API for a visitor, so production serves it only when API_DOCS says so.
const openApiDocumentation: FastifyPluginAsync<{ serveUi: boolean }> = async (fastify, options) => {
  await fastify.register(swagger, {
    openapi: {
      info: {
        title: 'Grocery shop commerce API',
        description: 'The calls of spec §7. Tenant by X-Tenant header, else Host, else TENANT.',
        version: '0.1.0',
      },
      tags: [
        { name: 'platform', description: 'health, XSRF' },
        { name: 'tenant', description: 'tenant configuration (§3)' },
        { name: 'content', description: 'CMS pages and client configs' },
        { name: 'logs', description: 'client error reports' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // staticCSP replaces the API's strict policy on these routes only, with what the UI needs.
  if (options.serveUi) await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
};

export default fp(openApiDocumentation, { name: 'openapi', fastify: '5.x' });
