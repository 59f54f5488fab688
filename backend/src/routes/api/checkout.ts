import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentDueOf, storePendingPayment } from '../../checkout/pending-payment.js';
import { tenantOf } from '../../plugins/app/tenant-resolution.js';
import { checkoutAnswerSchema, checkoutBodySchema } from '../../schemas/checkout.js';
import { apiErrorSchema } from '../../schemas/error.js';
import { tenantHeadersSchema } from '../../schemas/tenant.js';

export type CheckoutRoutesOptions = { storefrontUrl: string };

/** Where the hosted page sends the shopper back; the provider adds hostedCheckoutId and RETURNMAC. */
export function paymentReturnUrl(storefrontUrl: string, methodKey: string) {
  const url = new URL('/kasse/zahlung', storefrontUrl);
  url.searchParams.set('methodKey', methodKey);
  url.searchParams.set('initiator', 'REDIRECT');
  return url.toString();
}

const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.identifyCustomer);

  fastify.post(
    '/checkout',
    {
      schema: {
        summary: 'Pays the finalized cart on the provider’s hosted page: answers where to send the shopper',
        description:
          'The hosted checkout is created for exactly the amount stored when the cart was finalized (totalWithSurcharge). 409 CART_NOT_FINALIZED for a cart that is not finalized, 409 CHECKOUT_CART_MISMATCH when checkoutId is not the current cart, 400 PAYMENT_METHOD_NOT_HOSTED for a method paid elsewhere.',
        tags: ['checkout'],
        headers: tenantHeadersSchema,
        body: checkoutBodySchema,
        response: {
          200: checkoutAnswerSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      const { checkoutId, paymentMethodKey } = request.body;
      const due = await fastify.db.transaction((tx) => paymentDueOf(tx, request, checkoutId));
      const currency = tenant.clientRuntimeConfig.currency;
      const created = await fastify.paymentProvider.createHostedCheckout({
        amountInCents: due.amountInCents,
        currency,
        merchantReference: due.cartId,
        returnUrl: paymentReturnUrl(options.storefrontUrl, paymentMethodKey),
        locale: tenant.locale,
        methodKeys: [paymentMethodKey],
      });
      await fastify.db.transaction((tx) =>
        storePendingPayment(tx, due, created, { currency, methodKey: paymentMethodKey }),
      );
      return { redirectUrl: created.redirectUrl, hostedCheckoutId: created.hostedCheckoutId };
    },
  );
};

export default checkoutRoutes;
