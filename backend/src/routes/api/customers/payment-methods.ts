import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeRequestedMethod } from '../../../checkout/saved-method-completion.js';
import { checkoutConfigOf } from '../../../checkout/payment-method-rules.js';
import {
  findPaymentMethod,
  findPaymentMethodRequest,
  listPaymentMethods,
  makePaymentMethodPrimary,
  markPaymentMethodDeleting,
  recordPaymentMethodRequest,
  removeDeletedPaymentMethod,
} from '../../../customers/payment-method-repository.js';
import { storefrontLink } from '../../../email/account-emails.js';
import { ConflictError, NotFoundError } from '../../../errors.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import {
  addPaymentMethodAnswerSchema,
  addPaymentMethodBodySchema,
  deletePaymentMethodQuerySchema,
  paymentMethodErrorCodes,
  paymentMethodIdParamsSchema,
  paymentMethodsSectionSuffix,
  savedPaymentMethodListSchema,
} from '../../../schemas/payment-methods.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

export type PaymentMethodRoutesOptions = { storefrontUrl: string };

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

// §7 the payment-methods calls (decision 0075): a customer's saved cards, kept as the provider's
// tokens. Guarded as the protected customer routes are: 401 without a session, and every query
// filtered by the session's customer, so another customer's method is "not found".
const paymentMethodRoutes: FastifyPluginAsyncZod<PaymentMethodRoutesOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.requireCustomer);
  const ownerOf = (request: FastifyRequest) => ({
    tenantId: tenantOf(request).id,
    customerId: customerIdOf(request),
  });
  const deps = (request: FastifyRequest) => ({
    transaction: <T>(work: Parameters<typeof fastify.db.transaction<T>>[0]) => fastify.db.transaction(work),
    provider: fastify.paymentProvider,
    log: request.log,
  });

  fastify.get(
    '/customers/payment-methods',
    {
      schema: {
        summary: 'The saved cards: usable ones (primary first) and expired ones',
        tags: ['payment-methods'],
        headers: tenantHeadersSchema,
        response: { 200: savedPaymentMethodListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listPaymentMethods(fastify.db, ownerOf(request)),
  );

  fastify.post(
    '/customers/payment-methods',
    {
      schema: {
        summary: 'Adds a card on the provider’s page without buying anything',
        description:
          'Without checkoutId: opens the provider’s card page for no amount (answers next "pay" with its redirectUrl); it returns to the profile’s payment-methods section with hostedCheckoutId. With checkoutId (that hostedCheckoutId): keeps the card the page tokenized and answers next "saved" with it, also when called again. 404 PAYMENT_METHOD_REQUEST_NOT_FOUND for a checkoutId this customer did not open, 409 PAYMENT_METHOD_NOT_AUTHORIZED when the page kept no card (declined, cancelled, not finished).',
        tags: ['payment-methods'],
        headers: tenantHeadersSchema,
        body: addPaymentMethodBodySchema,
        response: { 200: addPaymentMethodAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const { checkoutId, setPrimary = false } = request.body;
      if (checkoutId === undefined) {
        const tenant = tenantOf(request);
        const config = tenant.clientRuntimeConfig;
        const suffix = paymentMethodsSectionSuffix(config);
        const created = await fastify.paymentProvider.createHostedCheckout({
          amountInCents: 0,
          currency: config.currency,
          merchantReference: `card-${randomBytes(12).toString('hex')}`,
          returnUrl: storefrontLink(
            options.storefrontUrl,
            tenant,
            'profile',
            { saveMethod: 'true', setPrimary: String(setPrimary), methodKey: 'credit-cards' },
            suffix,
          ),
          locale: tenant.locale,
          methodKeys: ['credit-cards'],
          cardBrands: checkoutConfigOf(config).cardBrands,
          allowedPaymentAttempts: 3,
          tokenize: true,
        });
        await recordPaymentMethodRequest(fastify.db, {
          ...owner,
          hostedCheckoutId: created.hostedCheckoutId,
          purpose: 'ADD',
          setPrimary,
        });
        return {
          next: 'pay' as const,
          redirectUrl: created.redirectUrl,
          hostedCheckoutId: created.hostedCheckoutId,
        };
      }
      const opened = await findPaymentMethodRequest(fastify.db, checkoutId);
      if (
        !opened ||
        opened.purpose !== 'ADD' ||
        opened.tenantId !== owner.tenantId ||
        opened.customerId !== owner.customerId
      )
        throw new NotFoundError('This customer opened no such card page', {
          code: paymentMethodErrorCodes.requestNotFound,
        });
      const id = await storeRequestedMethod(deps(request), checkoutId);
      if (!id)
        throw new ConflictError('The card page kept no card', {
          code: paymentMethodErrorCodes.notAuthorized,
        });
      return { next: 'saved' as const, method: await findPaymentMethod(fastify.db, owner, id) };
    },
  );

  fastify.delete(
    '/customers/payment-methods/:id',
    {
      schema: {
        summary: 'Deletes a saved card here and its token at the provider; answers the list',
        description:
          'The card is unusable at once; the token is then deleted at the provider, and the card removed here. A deletion interrupted between the two is finished by calling again. 404 PAYMENT_METHOD_NOT_FOUND.',
        tags: ['payment-methods'],
        headers: tenantHeadersSchema,
        params: paymentMethodIdParamsSchema,
        querystring: deletePaymentMethodQuerySchema,
        response: { 200: savedPaymentMethodListSchema, ...errors, 503: apiErrorSchema },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      const tokenId = await fastify.db.transaction((tx) =>
        markPaymentMethodDeleting(tx, owner, request.params.id),
      );
      await fastify.paymentProvider.deleteToken(tokenId);
      await removeDeletedPaymentMethod(fastify.db, owner, request.params.id);
      return listPaymentMethods(fastify.db, owner);
    },
  );

  fastify.post(
    '/customers/payment-methods/:id/set-primary',
    {
      schema: {
        summary: 'Makes a saved card the primary one; answers the list',
        description: '404 PAYMENT_METHOD_NOT_FOUND.',
        tags: ['payment-methods'],
        headers: tenantHeadersSchema,
        params: paymentMethodIdParamsSchema,
        response: { 200: savedPaymentMethodListSchema, ...errors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await fastify.db.transaction((tx) => makePaymentMethodPrimary(tx, owner, request.params.id));
      return listPaymentMethods(fastify.db, owner);
    },
  );
};

export default paymentMethodRoutes;
