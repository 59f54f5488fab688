import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertAddOnAllowed } from '../../../carts/add-on-order.js';
import { removeItems } from '../../../carts/cart-items.js';
import { findCurrentCart, findOrCreateCart } from '../../../carts/cart-owner.js';
import { finalizeCart, reopenCart } from '../../../carts/cart-finalize.js';
import {
  answerCart,
  priceCartOf,
  requireCart,
  requireOpenCart,
  shopperOf,
} from '../../../carts/cart-request.js';
import { validateCart } from '../../../carts/cart-validation.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { emptyCart, updateCart } from '../../../carts/cart-writes.js';
import { releaseExpiredHolds, releaseTimeSlot } from '../../../carts/time-slot-booking.js';
import {
  cartDistributionTypeSchema,
  cartSchema,
  cartStatusAnswerSchema,
  cartValidationSchema,
} from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';
import cartContactRoutes from './contact.js';
import cartItemRoutes from './items.js';
import cartOwnershipRoutes from './ownership.js';
import cartPaymentRoutes from './payments.js';
import cartRecipeRoutes from './recipe.js';
import cartServiceRoutes from './service.js';

export type CartRoutesOptions = { secureCookies: boolean };
const errors = { 400: apiErrorSchema, 409: apiErrorSchema };

// §7 Cart. Every change runs in one transaction and answers the whole cart, priced anew.
const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  fastify.addHook('onRequest', fastify.identifyCustomer);
  const tags = ['carts'];

  fastify.get(
    '/carts',
    {
      schema: {
        summary: "The shopper's open cart, made empty when there is none (a guest gets an anonymous token)",
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartSchema },
      },
    },
    async (request, reply) =>
      fastify.db.transaction(async (tx) => {
        const { tenantId, owner } = shopperOf(request);
        await releaseExpiredHolds(tx, tenantId);
        const cart = await findOrCreateCart(tx, owner, reply, options.secureCookies);
        return answerCart(tx, request, cart);
      }),
  );

  fastify.get(
    '/carts/distribution-type',
    {
      schema: {
        summary:
          "Whether the shopper's open cart is for delivery or pickup, without pricing it (null: not chosen yet, or no cart)",
        description: 'Light enough to ask before every add to cart (§4 service selection).',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartDistributionTypeSchema },
      },
    },
    async (request) => {
      const cart = await findCurrentCart(fastify.db, shopperOf(request).owner);
      return { distributionType: cart?.distributionAddress?.distributionType ?? null };
    },
  );

  fastify.get(
    '/carts/status',
    {
      schema: {
        summary:
          "Whether the shopper's current cart is open or finalized, without pricing it (null: no cart yet)",
        description:
          'One statement (issue 39): the pay form asks it before finalizing, to reset a cart an earlier payment page left FINALIZED.',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartStatusAnswerSchema },
      },
    },
    async (request) => {
      const cart = await findCurrentCart(fastify.db, shopperOf(request).owner);
      return { cartStatus: cart?.status === 'OPEN' || cart?.status === 'FINALIZED' ? cart.status : null };
    },
  );

  fastify.post(
    '/carts/finalize',
    {
      schema: {
        summary: 'Freezes the cart for payment (OPEN to FINALIZED): prices fixed, the amount to pay stored',
        description:
          '400 CART_EMPTY for a cart without orderable items; 400 CART_INVALID with `details.errors` (the §8 codes of GET /api/carts/validation) while something stands between the cart and an order. A finalized cart refuses changes with 409 CART_NOT_OPEN until reset. A cart finalized already answers as it was frozen; with `reopen: true` it is opened again (its payment dropped, as by POST /api/carts/reset) and frozen anew in the same transaction, so a refusal leaves it as it was (issue 39: the pay form, one call instead of the status, the reset and the finalize).',
        tags,
        headers: tenantHeadersSchema,
        body: z.object({ reopen: z.boolean().optional() }).optional(),
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction((tx) => finalizeCart(tx, request, { reopen: request.body?.reopen ?? false })),
  );

  fastify.post(
    '/carts/reset',
    {
      schema: {
        summary:
          'A FINALIZED cart opens again with its contents (its payment is dropped); an OPEN cart is emptied: items, codes, address and slot (its place is given back)',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireCart(tx, request, { lock: true });
        if (cart.status === 'FINALIZED') return answerCart(tx, request, (await reopenCart(tx, cart.id))!);
        await releaseTimeSlot(tx, cart);
        await removeItems(tx, cart.id, 'all');
        return answerCart(tx, request, await emptyCart(tx, cart.id));
      }),
  );

  fastify.put(
    '/carts/mode',
    {
      schema: {
        summary: 'REGULAR, or ADDON to an order with its number (§4: ADDON skips the minimum order check)',
        description:
          'ADDON needs a logged-in customer (401 UNAUTHENTICATED) and the number of one of their own placed orders (404 ADDON_ORDER_UNKNOWN) of the cart’s service type (400 DISTRIBUTION_MISSING without one, 400 ADDON_SERVICE_TYPE_MISMATCH) whose slot has not reached its cut-off (409 ADDON_ORDER_CLOSED). Without an order number the mode is REGULAR.',
        tags,
        headers: tenantHeadersSchema,
        body: z.object({ mode: z.enum(['REGULAR', 'ADDON']), orderNumber: z.string().max(40).optional() }),
        response: { 200: cartSchema, 401: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const { orderNumber } = request.body;
        // §4: from ADDON the mode returns to REGULAR when no order number is given.
        const mode = request.body.mode === 'ADDON' && orderNumber ? 'ADDON' : 'REGULAR';
        if (mode === 'ADDON') await assertAddOnAllowed(tx, cart, orderNumber!);
        const updated = await updateCart(tx, cart.id, {
          mode,
          orderNumber: mode === 'ADDON' ? orderNumber! : null,
        });
        return answerCart(tx, request, updated);
      }),
  );

  fastify.post(
    '/carts/crate-deposit-desired',
    {
      schema: {
        summary: 'Whether the shopper wants drinks in returnable crates (with their deposit)',
        tags,
        headers: tenantHeadersSchema,
        body: z.object({ crateDepositDesired: z.boolean() }),
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const updated = await updateCart(tx, cart.id, {
          crateDepositDesired: request.body.crateDepositDesired,
        });
        return answerCart(tx, request, updated);
      }),
  );

  fastify.get(
    '/carts/validation',
    {
      schema: {
        summary: 'The cart and the §8 validation codes that stand between it and an order',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartValidationSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const { tenantId, guest } = shopperOf(request);
        await releaseExpiredHolds(tx, tenantId);
        const cart = await requireCart(tx, request);
        const { cart: cartDTO, loaded } = await priceCartOf(tx, request, cart);
        const tenant = tenantOf(request);
        return { cartDTO, errors: await validateCart(tx, cart, cartDTO, { guest, loaded, tenant }) };
      }),
  );

  await fastify.register(cartItemRoutes);
  await fastify.register(cartServiceRoutes);
  await fastify.register(cartOwnershipRoutes, options);
  await fastify.register(cartContactRoutes);
  await fastify.register(cartPaymentRoutes);
  await fastify.register(cartRecipeRoutes);
};

export default cartRoutes;
