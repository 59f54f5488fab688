import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountOptions } from '../../customers/account-options.js';
import { sendGuestNewsletterEmail } from '../../customers/newsletter-guest-emails.js';
import {
  confirmGuestSubscription,
  requestGuestSubscription,
  unsubscribeGuest,
  unsubscribeTokenOf,
} from '../../customers/newsletter-guests.js';
import {
  maxNewsletterMailsPerAddress,
  maxNewsletterMailsPerRecipient,
  reserveNewsletterMail,
} from '../../customers/newsletter-mail-limits.js';
import { listNewsletterTopics, requireKnownTopics } from '../../customers/newsletter-repository.js';
import { tenantLanguage } from '../../email/account-emails.js';
import { InvalidDataError } from '../../errors.js';
import { tenantOf } from '../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../schemas/error.js';
import {
  guestSubscriptionBodySchema,
  guestUnsubscribeRequestBodySchema,
  newsletterAcceptedSchema,
  newsletterDoneSchema,
  newsletterErrorCodes,
  newsletterTokenBodySchema,
} from '../../schemas/newsletter.js';
import { tenantHeadersSchema } from '../../schemas/tenant.js';

const schema = (summary: string, description?: string) => ({
  summary,
  description,
  tags: ['newsletter'],
  headers: tenantHeadersSchema,
});

const newsletterLimits =
  `Every request counts, mailed or not: ${maxNewsletterMailsPerAddress} an hour per client address ` +
  `(429 NEWSLETTER_RATE_LIMITED) and ${maxNewsletterMailsPerRecipient} a day per recipient address, ` +
  'whoever asks (429 NEWSLETTER_RECIPIENT_LIMITED).';

const tokenInvalid = () =>
  new InvalidDataError('This newsletter link is no longer valid', {
    code: newsletterErrorCodes.newsletterTokenInvalid,
  });

// §1 newsletter blocks, anonymous variant (§6): guests subscribe with double opt-in and leave by link.
const newsletterRoutes: FastifyPluginAsyncZod<AccountOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);

  fastify.post(
    '/newsletter/subscriptions',
    {
      schema: {
        ...schema(
          'Subscribes an e-mail address to topics once the e-mailed link confirms it (202)',
          'Answers 202 whether or not the address is known or already subscribed; the link leads to ' +
            '`pagePath?newsletterConfirm=…`, and the e-mail carries `pagePath?newsletterUnsubscribe=…`. ' +
            newsletterLimits,
        ),
        body: guestSubscriptionBodySchema,
        response: { 202: newsletterAcceptedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const { email, topicIds, pagePath } = request.body;
      await requireKnownTopics(fastify.db, tenant.id, topicIds);
      await reserveNewsletterMail(fastify.db, { tenantId: tenant.id, email, clientAddress: request.ip });
      await fastify.db.transaction(async (tx) => {
        const requested = await requestGuestSubscription(tx, tenant.id, email, topicIds);
        if (!requested.confirmationToken) return;
        const topics = await listNewsletterTopics(tx, tenant.id, tenantLanguage(tenant));
        const names = topics.filter((topic) => requested.pendingTopicIds.includes(topic.newsletterTopicId));
        await sendGuestNewsletterEmail(
          options.emailSender,
          options.storefrontUrl,
          tenant,
          {
            kind: 'confirm',
            to: email,
            pagePath,
            confirmationToken: requested.confirmationToken,
            unsubscribeToken: requested.unsubscribeToken,
            topics: names.map((topic) => topic.name).join(', '),
          },
          tx,
        );
      });
      return reply.code(202).send({ status: 'CONFIRMATION_SENT' });
    },
  );

  fastify.post(
    '/newsletter/subscriptions/confirm',
    {
      schema: {
        ...schema('Confirms the pending topics of the e-mailed link'),
        body: newsletterTokenBodySchema,
        response: { 200: newsletterDoneSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const confirmed = await confirmGuestSubscription(fastify.db, tenantOf(request).id, request.body.token);
      if (!confirmed) throw tokenInvalid();
      return confirmed;
    },
  );

  fastify.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        ...schema('Unsubscribes the address of the e-mailed link from every topic at once'),
        body: newsletterTokenBodySchema,
        response: { 200: newsletterDoneSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const left = await unsubscribeGuest(fastify.db, tenantOf(request).id, request.body.token);
      if (!left) throw tokenInvalid();
      return left;
    },
  );

  fastify.post(
    '/newsletter/unsubscribe-requests',
    {
      schema: {
        ...schema(
          'E-mails the link to unsubscribe to an address that gets the newsletter (§6: 200 either way)',
          newsletterLimits,
        ),
        body: guestUnsubscribeRequestBodySchema,
        response: { 200: newsletterDoneSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { email, pagePath } = request.body;
      await reserveNewsletterMail(fastify.db, { tenantId: tenant.id, email, clientAddress: request.ip });
      const unsubscribeToken = await unsubscribeTokenOf(fastify.db, tenant.id, email);
      if (unsubscribeToken) {
        await sendGuestNewsletterEmail(options.emailSender, options.storefrontUrl, tenant, {
          kind: 'leave',
          to: email,
          pagePath,
          unsubscribeToken,
        });
      }
      return { topicIds: [] };
    },
  );
};

export default newsletterRoutes;
