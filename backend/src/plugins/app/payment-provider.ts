import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  createPaymentProvider,
  type PaymentProvider,
  type PaymentProviderConfig,
} from '../../payments/payment-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider's SDK client (decision 0032), one per app, built from the configuration. */
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
