import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgiveLoginAttempt, reserveLoginAttempt } from '../../../auth/login-rate-limit.js';
import { verifyPassword } from '../../../auth/password-hashing.js';
import { passesRecaptcha, type RecaptchaOptions } from '../../../auth/recaptcha.js';
import { DomainError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { loginBodySchema, recaptchaQuerySchema } from '../../../schemas/customer.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { staffAnswerSchema, staffErrorCodes } from '../../../schemas/staff.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import { requireStaffMember } from '../../../staff/staff-guard.js';
import { findStaffMemberByEmail, staffViewOf } from '../../../staff/staff-member-repository.js';

/** The same answer for an unknown e-mail, a wrong password and a disabled member. */
class StaffLoginFailedError extends DomainError {
  readonly statusCode = 401;
  constructor() {
    super('The e-mail address or the password is wrong, or the account is disabled', {
      code: staffErrorCodes.loginFailed,
    });
  }
}

const noContent = z.undefined().describe('no body');

// Issue 36, decision 0087: staff log in under the customers' password, session and rate-limit rules.
const staffRoutes: FastifyPluginAsyncZod<{ recaptcha: RecaptchaOptions }> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);

  fastify.post(
    '/staff/session',
    {
      schema: {
        summary: 'Logs a staff member in: sets the staff_session cookie (rotated)',
        description:
          'Rate-limited as the customer login, counted apart from it (429 LOGIN_RATE_LIMITED with Retry-After; ' +
          'past 10 failures at one account a passed recaptcha answer, 400 RECAPTCHA_REQUIRED). Answers 401 ' +
          'STAFF_LOGIN_FAILED alike for an unknown e-mail, a wrong password and a disabled member.',
        tags: ['staff'],
        headers: tenantHeadersSchema,
        querystring: recaptchaQuerySchema,
        body: loginBodySchema,
        response: {
          200: staffAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const challengePassed = await passesRecaptcha(
        tenant.clientRuntimeConfig.recaptcha,
        request.query.recaptchaResponse,
        options.recaptcha,
        request.ip,
      );
      const { email, password } = request.body;
      const attempt = { tenantId: tenant.id, email, clientAddress: request.ip, staff: true };
      await fastify.db.transaction((tx) => reserveLoginAttempt(tx, attempt, challengePassed));
      const member = await findStaffMemberByEmail(fastify.db, tenant.id, email);
      const passwordMatches = await verifyPassword(member?.passwordHash, password);
      if (!member || !passwordMatches || member.disabledAt) throw new StaffLoginFailedError();
      await fastify.db.transaction(async (tx) => {
        await forgiveLoginAttempt(tx, attempt);
        await fastify.startStaffSession(request, reply, member.id, tx);
      });
      return { staff: staffViewOf(member) };
    },
  );

  fastify.delete(
    '/staff/session',
    {
      schema: {
        summary: 'Logs the staff member out: deletes the session and clears its cookie',
        tags: ['staff'],
        headers: tenantHeadersSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await fastify.endStaffSession(request, reply);
      return reply.code(204).send(undefined);
    },
  );

  fastify.get(
    '/staff/me',
    {
      schema: {
        summary: 'The logged-in staff member: role, stores and delivery areas',
        tags: ['staff'],
        headers: tenantHeadersSchema,
        response: { 200: staffAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ staff: staffViewOf(await requireStaffMember(request)) }),
  );
};

export default staffRoutes;
