import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import { giftCardParamsSchema, linkGiftCardBodySchema, walletSchema } from '../../../schemas/wallet.js';
import { releaseAbandonedDebits } from '../../../wallet/gift-card-ledger.js';
import { reserveGiftCardTry } from '../../../wallet/gift-card-rate-limit.js';
import { findWallet, linkGiftCard, unlinkGiftCard } from '../../../wallet/wallet-repository.js';

export type WalletRoutesOptions = { maxGiftCards: number };

const responses = {
  200: walletSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};
const schema = (summary: string, description: string) => ({
  summary: `${summary}; answers the wallet`,
  description,
  tags: ['wallet'],
  headers: tenantHeadersSchema,
  response: responses,
});

// §7 the wallet calls (decision 0074): the customer's gift cards and what they hold together.
const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (fastify, { maxGiftCards }) => {
  const ownerOf = (request: FastifyRequest) => ({
    tenantId: tenantOf(request).id,
    customerId: customerIdOf(request),
  });
  const walletOf = async (request: FastifyRequest) => {
    const owner = ownerOf(request);
    // Parts held for a page that can no longer be paid are given back before anyone reads them.
    await releaseAbandonedDebits(fastify.db, { customerId: owner.customerId });
    return findWallet(fastify.db, owner, {
      maxGiftCards,
      currency: tenantOf(request).clientRuntimeConfig.currency,
    });
  };

  fastify.get(
    '/customers/digital-wallet',
    {
      schema: schema(
        'The balance and the gift cards of the wallet',
        'balance counts the cards that have not expired. Each card: id, methodKey gift-card, brandName GIFTCARD, type gift-card, the last four characters of its code, balance, expiry.',
      ),
    },
    walletOf,
  );

  fastify.put(
    '/customers/digital-wallet/gift-card',
    {
      schema: {
        ...schema(
          'Links a gift card to the wallet by its code',
          'Every code tried counts against the limits per customer and per client address (429 GIFT_CARD_RATE_LIMITED with Retry-After). 400 1001 (not a code of the shop’s format), 404 1002 (no such card), 409 1004 (linked to another customer: said without anything of that card or customer), 409 1014 (the wallet holds the most cards it may), 404 1010 (the customer is gone). A card already in the wallet answers the wallet.',
        ),
        body: linkGiftCardBodySchema,
      },
    },
    async (request) => {
      const owner = ownerOf(request);
      await reserveGiftCardTry(fastify.db, { ...owner, clientAddress: request.ip });
      await fastify.db.transaction((tx) => linkGiftCard(tx, owner, request.body.code, { maxGiftCards }));
      return walletOf(request);
    },
  );

  fastify.delete(
    '/customers/digital-wallet/gift-card/:id',
    {
      schema: {
        ...schema(
          'Removes a gift card from the wallet',
          '400 1001 (not a card id), 404 1003 (no card of this wallet: unknown, or another customer’s, alike). What it holds stays on the card for whoever links it next.',
        ),
        params: giftCardParamsSchema,
      },
    },
    async (request) => {
      await unlinkGiftCard(fastify.db, ownerOf(request), request.params.id);
      return walletOf(request);
    },
  );
};

export default walletRoutes;
