import helmet from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

// The API answers JSON, never pages: nothing may load, run or frame (/docs, /outbox set their own).
const securityHeaders: FastifyPluginAsync = async (fastify) => {
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
};

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' });
