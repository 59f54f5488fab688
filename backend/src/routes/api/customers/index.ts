import type { FastifyPluginAsync } from 'fastify';
import type { AccountOptions } from '../../../customers/account-options.js';
import addressRoutes from './addresses.js';
import favoriteRoutes from './favorites.js';
import loyaltyRoutes from './loyalty.js';
import customerOrderRoutes from './orders.js';
import physicalCardRoutes from './physical-card.js';
import profileRoutes from './profile.js';
import registrationRoutes from './registration.js';
import walletRoutes from './wallet.js';
import { defaultMaxGiftCards } from '../../../wallet/gift-card-codes.js';

// §6: every route of the protected context answers 401 without a live session; the handlers
// read the customer id from the session (customerIdOf) and filter every query by it and the tenant.
const protectedCustomerRoutes: FastifyPluginAsync<AccountOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.requireCustomer);
  await fastify.register(profileRoutes, options);
  await fastify.register(addressRoutes);
  await fastify.register(favoriteRoutes);
  await fastify.register(loyaltyRoutes);
  await fastify.register(physicalCardRoutes);
  await fastify.register(customerOrderRoutes);
  await fastify.register(walletRoutes, { maxGiftCards: options.maxGiftCards ?? defaultMaxGiftCards });
};

const customerRoutes: FastifyPluginAsync<AccountOptions> = async (fastify, options) => {
  await fastify.register(registrationRoutes, options);
  await fastify.register(protectedCustomerRoutes, options);
};

export default customerRoutes;
