import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeAccountToken } from '../../../auth/account-tokens.js';
import { forgiveLoginAttempt, reserveLoginAttempt } from '../../../auth/login-rate-limit.js';
import { hashPassword, verifyPassword } from '../../../auth/password-hashing.js';
import { deleteCustomerSessions } from '../../../auth/session-repository.js';
import type { AccountOptions } from '../../../customers/account-options.js';
import {
  changePassword,
  findCustomerRow,
  loadCustomer,
  setFavoriteStore,
  updateCommunicationSettings,
  updateProfile,
  updateShoppingSettings,
} from '../../../customers/customer-repository.js';
import { sendNewsletterConfirmation } from '../../../customers/newsletter-confirmation.js';
import {
  addPendingSubscriptions,
  confirmSubscriptions,
  removeSubscriptions,
  requireKnownTopics,
} from '../../../customers/newsletter-repository.js';
import { InvalidDataError } from '../../../errors.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  changePasswordBodySchema,
  communicationSettingsSchema,
  confirmationBodySchema,
  customerErrorCodes,
  customerSchema,
  favoriteStoreBodySchema,
  newsletterManageBodySchema,
  profileUpdateBodySchema,
  shoppingSettingsSchema,
} from '../../../schemas/customer.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema };
const schema = (summary: string) => ({ summary, tags: ['customers'], headers: tenantHeadersSchema });

const profileRoutes: FastifyPluginAsyncZod<AccountOptions> = async (fastify, options) => {
  const ownerOf = (request: Parameters<typeof customerIdOf>[0]) => ({
    tenantId: tenantOf(request).id,
    customerId: customerIdOf(request),
  });
  const currentCustomer = (request: Parameters<typeof customerIdOf>[0]) =>
    loadCustomer(fastify.db, tenantOf(request).id, customerIdOf(request));

  fastify.get(
    '/customers',
    { schema: { ...schema('The logged-in customer'), response: { 200: customerSchema, ...errors } } },
    async (request) => currentCustomer(request),
  );

  fastify.get(
    '/customers/refresh',
    {
      schema: {
        ...schema('The logged-in customer, read afresh'),
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => currentCustomer(request),
  );

  fastify.put(
    '/customers',
    {
      schema: {
        ...schema('Changes the profile; a new e-mail must not belong to another account (409 EMAIL_TAKEN)'),
        body: profileUpdateBodySchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId, customerId } = ownerOf(request);
      await updateProfile(fastify.db, tenantId, customerId, request.body);
      return currentCustomer(request);
    },
  );

  fastify.put(
    '/customers/password',
    {
      schema: {
        ...schema('Changes the password; 400 CURRENT_PASSWORD_WRONG when the old one does not match'),
        description:
          'The current-password check counts like a login (429 LOGIN_RATE_LIMITED). A change ends every other ' +
          'session of the customer and rotates this one.',
        body: changePasswordBodySchema,
        response: { 204: z.undefined(), ...errors, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { tenantId, customerId } = ownerOf(request);
      const customer = await findCustomerRow(fastify.db, tenantId, customerId);
      // A session taken over must not become a way to guess the password; the session itself is
      // the proof the account-wide challenge asks for, so only the pair and address limits apply.
      const attempt = { tenantId, email: customer?.email ?? customerId, clientAddress: request.ip };
      await fastify.db.transaction((tx) => reserveLoginAttempt(tx, attempt, true));
      if (!(await verifyPassword(customer?.passwordHash, request.body.oldPassword))) {
        throw new InvalidDataError('The current password is wrong', {
          code: customerErrorCodes.currentPasswordWrong,
          details: [{ path: 'oldPassword', message: 'The current password is wrong' }],
        });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await fastify.db.transaction(async (tx) => {
        await forgiveLoginAttempt(tx, attempt);
        await changePassword(tx, tenantId, customerId, passwordHash);
        await deleteCustomerSessions(tx, customerId);
        await fastify.startCustomerSession(request, reply, customerId, tx);
      });
      return reply.code(204).send(undefined);
    },
  );

  fastify.post(
    '/customers/newsletter-topics/manage',
    {
      schema: {
        ...schema('Unsubscribes at once (200); subscribing waits for the e-mailed confirmation (202)'),
        description: 'The confirmation link: the profile page with ?newsletterToken=…',
        body: newsletterManageBodySchema,
        response: {
          200: customerSchema,
          202: z.object({ status: z.literal('CONFIRMATION_SENT') }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { subscribe, unsubscribe } = request.body;
      await requireKnownTopics(fastify.db, owner.tenantId, [...subscribe, ...unsubscribe]);
      const pending = await fastify.db.transaction(async (tx) => {
        await removeSubscriptions(tx, owner, unsubscribe);
        const topicIds = await addPendingSubscriptions(tx, owner, subscribe);
        if (topicIds.length)
          await sendNewsletterConfirmation(tx, options, tenantOf(request), owner, topicIds);
        return topicIds;
      });
      if (pending.length) return reply.code(202).send({ status: 'CONFIRMATION_SENT' });
      return reply.code(200).send(await currentCustomer(request));
    },
  );

  fastify.post(
    '/customers/newsletter-topics/confirm',
    {
      schema: {
        ...schema('Confirms pending newsletter topics with the e-mailed token'),
        body: confirmationBodySchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await fastify.db.transaction(async (tx) => {
        const used = await consumeAccountToken(
          tx,
          'newsletter-confirmation',
          owner.tenantId,
          request.body.token,
          owner.customerId,
        );
        if (!used) {
          throw new InvalidDataError('This confirmation link is no longer valid', {
            code: customerErrorCodes.confirmationTokenInvalid,
          });
        }
        await confirmSubscriptions(tx, owner, used.payload.topicIds ?? []);
      });
      return currentCustomer(request);
    },
  );

  fastify.get(
    '/customers/communication-settings',
    {
      schema: {
        ...schema('Whether the shop may contact the customer by e-mail, letter and SMS'),
        response: { 200: communicationSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomerRow(fastify.db, tenantOf(request).id, customerIdOf(request));
      return communicationSettingsSchema.parse(customer);
    },
  );

  fastify.put(
    '/customers/communication-settings',
    {
      schema: {
        ...schema('Changes the communication settings'),
        body: communicationSettingsSchema,
        response: { 200: communicationSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId, customerId } = ownerOf(request);
      await updateCommunicationSettings(fastify.db, tenantId, customerId, request.body);
      return request.body;
    },
  );

  fastify.get(
    '/customers/shopping-settings',
    {
      schema: {
        ...schema('Whether new cart lines allow substitutes (decision 0049)'),
        response: { 200: shoppingSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomerRow(fastify.db, tenantOf(request).id, customerIdOf(request));
      return shoppingSettingsSchema.parse(customer);
    },
  );

  fastify.put(
    '/customers/shopping-settings',
    {
      schema: {
        ...schema('Changes the shopping settings; lines already in the cart keep their own choice'),
        body: shoppingSettingsSchema,
        response: { 200: shoppingSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId, customerId } = ownerOf(request);
      await updateShoppingSettings(fastify.db, tenantId, customerId, request.body);
      return request.body;
    },
  );

  fastify.post(
    '/customers/favorite-store',
    {
      schema: {
        ...schema('Sets the favourite store; 404 STORE_NOT_FOUND for a store the shop does not have'),
        body: favoriteStoreBodySchema,
        response: { 200: customerSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { tenantId, customerId } = ownerOf(request);
      // §7: the store type is MY_STORE_ followed by the very store's id.
      if (request.body.storeType !== `MY_STORE_${request.body.storeId}`)
        throw new InvalidDataError('The store type names another store', {
          code: customerErrorCodes.storeTypeMismatch,
        });
      await setFavoriteStore(fastify.db, tenantId, customerId, request.body.storeId);
      return currentCustomer(request);
    },
  );
};

export default profileRoutes;
