import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionLifetime } from '../../auth/session-repository.js';
import type { Executor } from '../../db/database.js';
import {
  createStaffSession,
  deleteExpiredStaffSessions,
  deleteStaffSession,
} from '../../staff/staff-session-repository.js';
import { tenantOf } from './tenant-resolution.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The customers' session lifetime: staff log in under the same rules (decision 0087). */
    staffSessionLifetime: SessionLifetime;
    /** Logs a staff member in: a new session (rotated: the request's old one is deleted) and its cookie. */
    startStaffSession(
      request: FastifyRequest,
      reply: FastifyReply,
      staffMemberId: string,
      tx?: Executor,
    ): Promise<void>;
    endStaffSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

// Its own cookie, so a customer's SESSION never opens a staff call and this one never a customer's.
export const staffSessionCookieName = 'staff_session';

export type StaffSessionOptions = SessionLifetime & { secureCookies: boolean };

const staffSession: FastifyPluginAsync<StaffSessionOptions> = async (fastify, options) => {
  const cookieOptions = {
    path: '/',
    sameSite: 'lax',
    secure: options.secureCookies,
    httpOnly: true,
  } as const;
  const maxAge = options.maxDays * 24 * 60 * 60;

  fastify.decorate('staffSessionLifetime', { idleMinutes: options.idleMinutes, maxDays: options.maxDays });

  fastify.decorate(
    'startStaffSession',
    async (
      request: FastifyRequest,
      reply: FastifyReply,
      staffMemberId: string,
      tx: Executor = fastify.db,
    ) => {
      const previous = request.cookies[staffSessionCookieName];
      if (previous) await deleteStaffSession(tx, previous);
      await deleteExpiredStaffSessions(tx, staffMemberId, options);
      const token = await createStaffSession(tx, { staffMemberId, tenantId: tenantOf(request).id });
      reply.setCookie(staffSessionCookieName, token, { ...cookieOptions, maxAge });
    },
  );

  fastify.decorate('endStaffSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[staffSessionCookieName];
    if (token) await deleteStaffSession(fastify.db, token);
    reply.clearCookie(staffSessionCookieName, cookieOptions);
  });
};

export default fp(staffSession, {
  name: 'staff-session',
  fastify: '5.x',
  dependencies: ['database', 'tenant-resolution'],
});
