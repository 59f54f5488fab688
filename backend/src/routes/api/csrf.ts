import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSignedXsrfToken, issueXsrfToken, xsrfCookieName } from '../../xsrf/xsrf-token.js';

export type CsrfRoutesOptions = { xsrfSecret: string; secureCookies: boolean };

const csrfRoutes: FastifyPluginAsyncZod<CsrfRoutesOptions> = async (fastify, options) => {
  fastify.get(
    '/csrf',
    {
      schema: {
        summary: 'Sets the XSRF-TOKEN cookie that state-changing /api calls repeat in X-XSRF-TOKEN',
        tags: ['platform'],
        response: { 204: z.undefined().describe('no body; see Set-Cookie') },
      },
    },
    async (request, reply) => {
      // A still valid token is kept, so parallel requests of one shopper do not race each other.
      const current = request.cookies[xsrfCookieName];
      const token = isSignedXsrfToken(current, options.xsrfSecret)
        ? current
        : issueXsrfToken(options.xsrfSecret);
      reply.setCookie(xsrfCookieName, token, {
        path: '/',
        sameSite: 'lax',
        // Readable by the storefront's script and server, which echo it in X-XSRF-TOKEN.
        httpOnly: false,
        secure: options.secureCookies,
      });
      return reply.code(204).send(undefined);
    },
  );
};

export default csrfRoutes;
