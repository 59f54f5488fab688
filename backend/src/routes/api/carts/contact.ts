import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCart, requireOpenCart } from '../../../carts/cart-request.js';
import { mergeCartContact } from '../../../carts/cart-writes.js';
import { cartAddressSchema, cartContactBodySchema, cartSchema } from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// §8 006 and 007: a guest's e-mail and phone, kept on the cart's billing address.
const cartContactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/carts/contact',
    {
      schema: {
        summary: "The e-mail and phone a guest is reached at, kept with the cart's billing address",
        description:
          'Sets only these two fields: the rest of a billing address already given stays. A phone left out removes a phone given before.',
        tags: ['carts'],
        headers: tenantHeadersSchema,
        body: cartContactBodySchema,
        response: { 200: cartSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const contact = { email: request.body.email, phoneNumber: request.body.phoneNumber ?? null };
        const empty = cartAddressSchema.parse({
          distributionType: cart.distributionAddress?.distributionType ?? 'DELIVERY',
        });
        return answerCart(tx, request, await mergeCartContact(tx, cart.id, empty, contact));
      }),
  );
};

export default cartContactRoutes;
