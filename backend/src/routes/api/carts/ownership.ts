import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthenticatedError } from '../../../auth/auth-errors.js';
import { attachGuestCart, findGuestCart, mergeGuestCart } from '../../../carts/cart-merge.js';
import { findCurrentCart, findOrCreateCart } from '../../../carts/cart-owner.js';
import { answerCart, assertOpen, requireOpenCart, shopperOf } from '../../../carts/cart-request.js';
import { checkoutConfigOf } from '../../../checkout/payment-method-rules.js';
import { updateCart } from '../../../carts/cart-writes.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { NotFoundError } from '../../../errors.js';
import {
  anonymousCartQuerySchema,
  billingAddressBodySchema,
  cartAddressSchema,
  cartErrorCodes,
  cartIdParamsSchema,
  cartSchema,
} from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const cartOwnershipRoutes: FastifyPluginAsyncZod<{ secureCookies: boolean }> = async (fastify, options) => {
  const tags = ['carts'];
  const loggedIn = (customerId: string | null) => {
    if (!customerId) throw new UnauthenticatedError();
    return customerId;
  };
  const guestCart = async (...[tx, owner, cartId]: Parameters<typeof findGuestCart>) => {
    const cart = await findGuestCart(tx, owner, cartId);
    if (!cart)
      throw new NotFoundError('No guest cart of yours with this id', { code: cartErrorCodes.cartMissing });
    return cart;
  };

  fastify.post(
    '/carts/set-customer',
    {
      schema: {
        summary: "Makes the shopper's guest cart the logged-in customer's cart",
        description:
          '409 CART_MERGE_REQUIRED when the customer already has a cart with items: merge or discard.',
        tags,
        headers: tenantHeadersSchema,
        querystring: anonymousCartQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const { customerId, owner } = shopperOf(request);
        const customer = loggedIn(customerId);
        const guest = await guestCart(tx, { ...owner, customerId: null }, request.query.anonymousCartId);
        const own = await findCurrentCart(tx, owner);
        return answerCart(tx, request, await attachGuestCart(tx, guest, customer, own));
      }),
  );

  fastify.post(
    '/carts/merge/:cartId',
    {
      schema: {
        summary:
          "Adds the items and codes of the shopper's guest cart to the customer's cart, then closes it",
        tags,
        headers: tenantHeadersSchema,
        params: cartIdParamsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) =>
      fastify.db.transaction(async (tx) => {
        const { customerId, owner } = shopperOf(request);
        loggedIn(customerId);
        const guest = await guestCart(tx, { ...owner, customerId: null }, request.params.cartId);
        const target = await findOrCreateCart(tx, owner, reply, options.secureCookies);
        assertOpen(target);
        return answerCart(tx, request, await mergeGuestCart(tx, guest, target));
      }),
  );

  fastify.post(
    '/carts/billing-address',
    {
      schema: {
        summary: 'The billing address of the order, with the e-mail a guest is reached at',
        description:
          '§5 checkout address rules (street name required max 255, number required max 5, additional info max 255). Fields the tenant hides (clientRuntimeConfig.checkout.hiddenBillingAddressFields) are dropped, whatever was sent.',
        tags,
        headers: tenantHeadersSchema,
        body: billingAddressBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const { hiddenBillingAddressFields } = checkoutConfigOf(tenantOf(request).clientRuntimeConfig);
        const shown = Object.fromEntries(
          Object.entries(request.body).filter(
            ([field]) => !(hiddenBillingAddressFields as readonly string[]).includes(field),
          ),
        ) as typeof request.body;
        const { academicTitle, ...fields } = shown;
        const billingAddress = cartAddressSchema.parse({
          ...fields,
          title: academicTitle,
          distributionType: cart.distributionAddress?.distributionType ?? 'DELIVERY',
        });
        return answerCart(tx, request, await updateCart(tx, cart.id, { billingAddress }));
      }),
  );
};

export default cartOwnershipRoutes;
