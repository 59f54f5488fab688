import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeAccountToken } from '../../../auth/account-tokens.js';
import { hashPassword } from '../../../auth/password-hashing.js';
import { requireRecaptcha } from '../../../auth/recaptcha.js';
import type { AccountOptions } from '../../../customers/account-options.js';
import { confirmEmail, loadCustomer } from '../../../customers/customer-repository.js';
import { confirmSubscriptions, listNewsletterTopics } from '../../../customers/newsletter-repository.js';
import { registerCustomer } from '../../../customers/registration.js';
import { requestLanguage } from '../../../customers/request-language.js';
import { InvalidDataError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  confirmationBodySchema,
  customerErrorCodes,
  customerSchema,
  newsletterTopicListSchema,
  offlineAccountBodySchema,
  recaptchaQuerySchema,
  registrationBodySchema,
  registrationPendingSchema,
  type RegistrationBody,
} from '../../../schemas/customer.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const registrationResponses = {
  200: customerSchema,
  202: registrationPendingSchema,
  400: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

const registrationRoutes: FastifyPluginAsyncZod<AccountOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);

  async function register(
    request: FastifyRequest,
    reply: FastifyReply,
    body: RegistrationBody & { cardNumber?: string },
    recaptchaResponse: string | undefined,
  ) {
    const tenant = tenantOf(request);
    await requireRecaptcha(
      tenant.clientRuntimeConfig.recaptcha,
      recaptchaResponse,
      options.recaptcha,
      request.ip,
    );
    const passwordHash = await hashPassword(body.password);
    const outcome = await fastify.db.transaction((tx) =>
      registerCustomer(tx, options, tenant, { ...body, passwordHash }),
    );
    if (outcome.status === 'CONFIRMATION_SENT') return reply.code(202).send({ status: 'CONFIRMATION_SENT' });
    await fastify.startCustomerSession(request, reply, outcome.customerId);
    return reply.code(200).send(await loadCustomer(fastify.db, tenant.id, outcome.customerId));
  }

  fastify.post(
    '/customers',
    {
      schema: {
        summary: 'Registers a customer',
        description:
          '202 CONFIRMATION_SENT when the tenant confirms e-mail addresses (the link: the registration page with ' +
          '?confirmationToken=…), the same answer for a known e-mail; else 200 with the customer and a session, ' +
          'or 409 EMAIL_TAKEN (decision 0010).',
        tags: ['customers'],
        headers: tenantHeadersSchema,
        querystring: recaptchaQuerySchema,
        body: registrationBodySchema,
        response: registrationResponses,
      },
    },
    async (request, reply) => register(request, reply, request.body, request.query.recaptchaResponse),
  );

  fastify.post(
    '/customers/offline-account',
    {
      schema: {
        summary: 'Creates an online account for a loyalty card holder and links the card',
        description: '400 LOYALTY_CARD_UNKNOWN, 409 LOYALTY_CARD_ALREADY_LINKED; otherwise as registration.',
        tags: ['customers'],
        headers: tenantHeadersSchema,
        querystring: recaptchaQuerySchema,
        body: offlineAccountBodySchema,
        response: registrationResponses,
      },
    },
    async (request, reply) => register(request, reply, request.body, request.query.recaptchaResponse),
  );

  fastify.post(
    '/customers/confirmation',
    {
      schema: {
        summary: 'Confirms the e-mail address with the e-mailed token and logs the customer in',
        tags: ['customers'],
        headers: tenantHeadersSchema,
        body: confirmationBodySchema,
        response: { 200: customerSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request).id;
      const customerId = await fastify.db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, 'email-confirmation', tenantId, request.body.token);
        if (!used) {
          throw new InvalidDataError(
            'This confirmation link is no longer valid. Please log in or register again.',
            { code: customerErrorCodes.confirmationTokenInvalid },
          );
        }
        await confirmEmail(tx, tenantId, used.customerId);
        await confirmSubscriptions(tx, used);
        await fastify.startCustomerSession(request, reply, used.customerId, tx);
        return used.customerId;
      });
      return loadCustomer(fastify.db, tenantId, customerId);
    },
  );

  fastify.get(
    '/newsletter-topics',
    {
      schema: {
        summary:
          "The tenant's newsletter topics, named in the Accept-Language the tenant offers, else its default",
        tags: ['customers'],
        headers: tenantHeadersSchema,
        response: { 200: newsletterTopicListSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return { topics: await listNewsletterTopics(fastify.db, tenant.id, requestLanguage(request, tenant)) };
    },
  );
};

export default registrationRoutes;
