import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeAccountToken, issueAccountToken } from '../../../auth/account-tokens.js';
import { emailNotConfirmedError, InvalidCredentialsError } from '../../../auth/auth-errors.js';
import {
  clearAccountAttempts,
  forgiveLoginAttempt,
  reserveLoginAttempt,
} from '../../../auth/login-rate-limit.js';
import { hashPassword, verifyPassword } from '../../../auth/password-hashing.js';
import {
  challengeAfterResetRequests,
  maxResetRequestsPerClient,
  maxResetRequestsPerRecipient,
  reservePasswordResetRequest,
} from '../../../auth/password-reset-rate-limit.js';
import { passesRecaptcha, requireRecaptcha } from '../../../auth/recaptcha.js';
import { deleteCustomerSessions } from '../../../auth/session-repository.js';
import { emailConfirmationRequired, type AccountOptions } from '../../../customers/account-options.js';
import {
  changePassword,
  findCustomerRow,
  findCustomerRowByEmail,
  loadCustomer,
} from '../../../customers/customer-repository.js';
import { sendAccountEmail, storefrontLink } from '../../../email/account-emails.js';
import { InvalidDataError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  customerErrorCodes,
  customerSchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestSchema,
  recaptchaQuerySchema,
} from '../../../schemas/customer.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const noContent = z.undefined().describe('no body');

const authRoutes: FastifyPluginAsyncZod<AccountOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);

  fastify.post(
    '/auth/login',
    {
      schema: {
        summary: 'Logs in: sets the SESSION cookie (rotated) and the readable logged-in flag',
        description:
          'Rate-limited per account and client address and per client address (429 with Retry-After); an account ' +
          'with many failed logins from anywhere asks for the recaptcha answer (400 RECAPTCHA_REQUIRED) even when ' +
          'the tenant asks for none (decision 0026). Answers 401 INVALID_CREDENTIALS alike for an unknown e-mail ' +
          'and a wrong password.',
        tags: ['auth'],
        headers: tenantHeadersSchema,
        querystring: recaptchaQuerySchema,
        body: loginBodySchema,
        response: {
          200: customerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const settings = tenant.clientRuntimeConfig.recaptcha;
      const { recaptchaResponse } = request.query;
      await requireRecaptcha(settings, recaptchaResponse, options.recaptcha, request.ip);
      const challengePassed =
        settings.enabled ||
        (await passesRecaptcha(settings, recaptchaResponse, options.recaptcha, request.ip));
      const { email, password } = request.body;
      const attempt = { tenantId: tenant.id, email, clientAddress: request.ip };
      await fastify.db.transaction((tx) => reserveLoginAttempt(tx, attempt, challengePassed));
      const customer = await findCustomerRowByEmail(fastify.db, tenant.id, email);
      const passwordMatches = await verifyPassword(customer?.passwordHash, password);
      if (!customer || !passwordMatches) throw new InvalidCredentialsError();
      if (!customer.emailConfirmedAt && (await emailConfirmationRequired(fastify.db, tenant.id))) {
        throw emailNotConfirmedError();
      }
      await fastify.db.transaction(async (tx) => {
        await forgiveLoginAttempt(tx, attempt);
        await fastify.startCustomerSession(request, reply, customer.id, tx);
      });
      return loadCustomer(fastify.db, tenant.id, customer.id);
    },
  );

  fastify.post(
    '/auth/logout',
    {
      schema: {
        summary: 'Logs out: deletes the session and clears its cookies',
        tags: ['auth'],
        headers: tenantHeadersSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await fastify.endCustomerSession(request, reply);
      return reply.code(204).send(undefined);
    },
  );

  fastify.post(
    '/auth/password-reset',
    {
      schema: {
        summary: 'Asks for a password reset link by e-mail; answers 202 whether or not the e-mail is known',
        description:
          'The link: the password-reset page with ?token=…, valid for an hour, usable once. Every request ' +
          `counts, known e-mail or not (decision 0069): past ${challengeAfterResetRequests} an hour from the ` +
          'client address or for the e-mail, it must carry a passed recaptcha answer (400 RECAPTCHA_REQUIRED); ' +
          `past ${maxResetRequestsPerClient} per client address or ${maxResetRequestsPerRecipient} per e-mail ` +
          'nothing is sent (429 PASSWORD_RESET_RATE_LIMITED with Retry-After).',
        tags: ['auth'],
        headers: tenantHeadersSchema,
        querystring: recaptchaQuerySchema,
        body: passwordResetRequestSchema,
        response: {
          202: z.object({ status: z.literal('RESET_LINK_SENT') }),
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { email } = request.body;
      const challengePassed = await passesRecaptcha(
        tenant.clientRuntimeConfig.recaptcha,
        request.query.recaptchaResponse,
        options.recaptcha,
        request.ip,
      );
      const resetRequest = { tenantId: tenant.id, email, clientAddress: request.ip };
      await fastify.db.transaction((tx) => reservePasswordResetRequest(tx, resetRequest, challengePassed));
      const customer = await findCustomerRowByEmail(fastify.db, tenant.id, email);
      if (customer) {
        const token = await issueAccountToken(fastify.db, 'password-reset', {
          tenantId: tenant.id,
          customerId: customer.id,
        });
        await sendAccountEmail(options.emailSender, tenant, {
          kind: 'resetPassword',
          to: customer.email,
          values: {
            firstName: customer.firstName,
            link: storefrontLink(options.storefrontUrl, tenant, 'password-reset', { token }),
          },
        });
      }
      return reply.code(202).send({ status: 'RESET_LINK_SENT' });
    },
  );

  fastify.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        summary: 'Sets a new password with the e-mailed token; ends every session of that customer',
        tags: ['auth'],
        headers: tenantHeadersSchema,
        body: passwordResetBodySchema,
        response: { 204: noContent, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id;
      const passwordHash = await hashPassword(request.body.password);
      await fastify.db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, 'password-reset', tenantId, request.body.token);
        if (!used) {
          throw new InvalidDataError('This link is no longer valid. Please ask for a new one.', {
            code: customerErrorCodes.resetTokenInvalid,
          });
        }
        // Following the e-mailed link proves the mailbox, so it confirms the address too.
        await changePassword(tx, tenantId, used.customerId, passwordHash, { confirmEmail: true });
        await deleteCustomerSessions(tx, used.customerId);
        const customer = await findCustomerRow(tx, tenantId, used.customerId);
        if (customer) await clearAccountAttempts(tx, tenantId, customer.email);
      });
      return reply.code(204).send(undefined);
    },
  );
};

export default authRoutes;
