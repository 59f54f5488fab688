import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  createPaymentProvider,
  type PaymentProvider,
  type PaymentProviderConfig,
} from '../../payments/payment-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
  }
}

const paymentProviderDecorator: FastifyPluginAsync<{ config: PaymentProviderConfig }> = async (
  fastify,
  { config },
) => {
  fastify.decorate('paymentProvider', createPaymentProvider(config));
};

export default fp(paymentProviderDecorator, { name: 'payment-provider', fastify: '5.x' });
