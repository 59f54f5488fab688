import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCart, requireOpenCart } from '../../carts/cart-request.js';
import {
  customerDeliveryPass,
  deliveryPassConfigOf,
  putPassInCart,
  removePassFromCart,
  requireOffer,
} from '../../delivery-pass/delivery-passes.js';
import { customerIdOf } from '../../plugins/app/customer-session.js';
import { tenantOf } from '../../plugins/app/tenant-resolution.js';
import { cartSchema } from '../../schemas/cart.js';
import {
  cartDeliveryPassBodySchema,
  customerDeliveryPassSchema,
  deliveryPassOffersSchema,
} from '../../schemas/delivery-pass.js';
import { apiErrorSchema } from '../../schemas/error.js';
import { tenantHeadersSchema } from '../../schemas/tenant.js';

const tags = ['delivery-pass'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema };

// §7 delivery pass calls (decision 0083). Buying one is a line of the customer's cart, paid with
// the order; placing the order starts the pass.
const customerDeliveryPassRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireCustomer);

  fastify.get(
    '/customers/delivery-pass',
    {
      schema: {
        summary: "The logged-in customer's delivery pass: status, start and end date (§3)",
        description:
          'ACTIVE while now is between startDate and endDate; UPCOMING for a pass that follows one that has ended early; EXPIRED after the last one; NONE before the first. Passes bought back to back read as one span. A pass of a cancelled order does not count.',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: customerDeliveryPassSchema, 401: apiErrorSchema },
      },
    },
    async (request) =>
      customerDeliveryPass(fastify.db, tenantOf(request).id, customerIdOf(request), new Date()),
  );

  fastify.put(
    '/carts/delivery-pass',
    {
      schema: {
        summary: "Puts a delivery pass in the customer's open cart; answers the cart",
        description:
          'One pass line per cart: buying again, at once or later, replaces the offer. The pass is paid with the order and starts when the order is placed. 401 for a guest (only customers buy one), 400 DELIVERY_PASS_OFFER_UNKNOWN or DELIVERY_PASS_NOT_OFFERED, 409 CART_NOT_OPEN while the cart is finalized.',
        tags,
        headers: tenantHeadersSchema,
        body: cartDeliveryPassBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const offer = requireOffer(tenantOf(request).clientRuntimeConfig, request.body.offerId);
      return fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        await putPassInCart(tx, cart.id, offer, new Date());
        return answerCart(tx, request, cart);
      });
    },
  );

  fastify.delete(
    '/carts/delivery-pass',
    {
      schema: {
        summary: "Takes the delivery pass out of the customer's open cart; answers the cart",
        description: 'A cart without one answers as it is. 409 CART_NOT_OPEN while the cart is finalized.',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        await removePassFromCart(tx, cart.id);
        return answerCart(tx, request, cart);
      }),
  );
};

const deliveryPassRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);

  fastify.get(
    '/delivery-pass',
    {
      schema: {
        summary: 'The delivery passes the shop sells: months and gross price (tenant configuration)',
        description: 'An empty list when the shop sells none (featureCustomerDeliveryPass off or no offers).',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: deliveryPassOffersSchema },
      },
    },
    async (request) => {
      const config = tenantOf(request).clientRuntimeConfig;
      return { currency: config.currency, offers: deliveryPassConfigOf(config).offers };
    },
  );

  await fastify.register(customerDeliveryPassRoutes);
};

export default deliveryPassRoutes;
