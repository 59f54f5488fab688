import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCart, requireOpenCart } from '../../../carts/cart-request.js';
import {
  checkoutConfigOf,
  paymentCircumstancesOf,
  paymentMethodRefusal,
} from '../../../checkout/payment-method-rules.js';
import { chooseCartPayment, clearCartPayments, removeCartPayment } from '../../../carts/cart-writes.js';
import { InvalidDataError, NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  cartErrorCodes,
  cartPaymentBodySchema,
  cartPaymentParamsSchema,
  cartSchema,
} from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

// §7 payments on a cart (decision 0035): the method the shopper chose and the amount planned
// for it. What is charged is the finalized cart's amount, whatever is planned here.
const cartPaymentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['carts'];

  fastify.post(
    '/carts/payment',
    {
      schema: {
        summary: 'Chooses a payment method for the cart with the amount planned for it',
        description:
          'Choosing a method already on the cart replaces its brand and amount. Refused with the codes of POST /api/checkout: 400 PAYMENT_METHOD_NOT_OFFERED, PAYMENT_BRAND_NOT_OFFERED, or the unavailableCode of GET /api/checkout/payment-methods. 409 CART_NOT_OPEN for a finalized cart.',
        tags,
        headers: tenantHeadersSchema,
        body: cartPaymentBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const { methodKey, brandName, amount } = request.body;
        const config = checkoutConfigOf(tenantOf(request).clientRuntimeConfig);
        const refusal = paymentMethodRefusal(config, methodKey, paymentCircumstancesOf(cart), brandName);
        if (refusal)
          throw new InvalidDataError('This payment method cannot be used for this cart', {
            code: refusal,
            details: { field: 'methodKey' },
          });
        await chooseCartPayment(tx, cart.id, methodKey, {
          brandName: brandName ?? null,
          amountPlanned: amount,
        });
        return answerCart(tx, request, cart);
      }),
  );

  fastify.put(
    '/carts/payments/clean',
    {
      schema: {
        summary: 'Removes every payment method chosen for the cart',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        await clearCartPayments(tx, cart.id);
        return answerCart(tx, request, cart);
      }),
  );

  fastify.delete(
    '/carts/payment/:id',
    {
      schema: {
        summary: 'Removes one payment method chosen for the cart',
        description: '404 CART_PAYMENT_UNKNOWN when the cart has no payment with this id.',
        tags,
        headers: tenantHeadersSchema,
        params: cartPaymentParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        if (!(await removeCartPayment(tx, cart.id, request.params.id)))
          throw new NotFoundError('The cart has no such payment', { code: cartErrorCodes.paymentUnknown });
        return answerCart(tx, request, cart);
      }),
  );
};

export default cartPaymentRoutes;
