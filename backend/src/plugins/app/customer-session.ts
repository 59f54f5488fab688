import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthenticatedError } from '../../auth/auth-errors.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  touchSession,
  type CustomerSession,
  type SessionLifetime,
} from '../../auth/session-repository.js';
import type { Executor } from '../../db/database.js';
import { tenantOf } from './tenant-resolution.js';

declare module 'fastify' {
  interface FastifyInstance {
    requireCustomer: onRequestAsyncHookHandler;
    /** Logs a customer in: a new session (rotated: the request's old one is deleted) and its cookies. */
    startCustomerSession(
      request: FastifyRequest,
      reply: FastifyReply,
      customerId: string,
      tx?: Executor,
    ): Promise<void>;
    endCustomerSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    identifyCustomer: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    customerSession: CustomerSession | null;
  }
}

// §4: the session cookie is the API's alone; the storefront reads the flag and the expiry notice.
export const sessionCookieName = 'SESSION';
export const loggedInCookieName = 'logged-in';
export const sessionExpiredCookieName = 'session-expired';
const sessionExpiredSeconds = 5 * 60;

/** The logged-in customer's id; only inside routes guarded by requireCustomer. */
export function customerIdOf(request: FastifyRequest): string {
  if (!request.customerSession) throw new Error('The route plugin did not add the requireCustomer hook');
  return request.customerSession.customerId;
}

export type CustomerSessionOptions = SessionLifetime & { secureCookies: boolean };

const customerSession: FastifyPluginAsync<CustomerSessionOptions> = async (fastify, options) => {
  const cookieOptions = { path: '/', sameSite: 'lax', secure: options.secureCookies } as const;
  const maxAge = options.maxDays * 24 * 60 * 60;

  function clearSessionCookies(reply: FastifyReply) {
    reply.clearCookie(sessionCookieName, { ...cookieOptions, httpOnly: true });
    reply.clearCookie(loggedInCookieName, cookieOptions);
  }

  fastify.decorateRequest('customerSession', null);

  fastify.decorate('requireCustomer', async function (request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[sessionCookieName];
    if (!token) throw new UnauthenticatedError();
    const session = await touchSession(fastify.db, token, options);
    if (!session) {
      clearSessionCookies(reply);
      reply.setCookie(sessionExpiredCookieName, 'true', { ...cookieOptions, maxAge: sessionExpiredSeconds });
      throw new UnauthenticatedError(true);
    }
    // A session belongs to the tenant it was opened in.
    if (session.tenantId !== tenantOf(request).id) throw new UnauthenticatedError();
    request.customerSession = session;
  });

  fastify.decorate('identifyCustomer', async function (request: FastifyRequest) {
    const token = request.cookies[sessionCookieName];
    const session = token ? await touchSession(fastify.db, token, options) : undefined;
    // A guest stays a guest: only the protected routes announce an expired session.
    if (session && session.tenantId === tenantOf(request).id) request.customerSession = session;
  });

  fastify.decorate(
    'startCustomerSession',
    async (request: FastifyRequest, reply: FastifyReply, customerId: string, tx: Executor = fastify.db) => {
      const previous = request.cookies[sessionCookieName];
      if (previous) await deleteSession(tx, previous);
      await deleteExpiredSessions(tx, customerId, options);
      const token = await createSession(tx, { customerId, tenantId: tenantOf(request).id });
      reply.setCookie(sessionCookieName, token, { ...cookieOptions, httpOnly: true, maxAge });
      reply.setCookie(loggedInCookieName, 'true', { ...cookieOptions, maxAge });
      reply.clearCookie(sessionExpiredCookieName, cookieOptions);
    },
  );

  fastify.decorate('endCustomerSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[sessionCookieName];
    if (token) await deleteSession(fastify.db, token);
    clearSessionCookies(reply);
  });
};

export default fp(customerSession, {
  name: 'customer-session',
  fastify: '5.x',
  dependencies: ['database', 'tenant-resolution'],
});
