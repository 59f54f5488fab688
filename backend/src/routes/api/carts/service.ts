import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerCart, requireOpenCart } from '../../../carts/cart-request.js';
import { cartSettingsOf } from '../../../carts/cart-repository.js';
import { resolveDistributionAddress } from '../../../carts/distribution-address.js';
import {
  addDiscountCode,
  discountCodeProblem,
  findDiscountCode,
  removeDiscountCode,
} from '../../../carts/discount-codes.js';
import { bookTimeSlot, releaseTimeSlot } from '../../../carts/time-slot-booking.js';
import { findCartById, updateCart } from '../../../carts/cart-writes.js';
import { ConflictError, InvalidDataError, NotFoundError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  cartErrorCodes,
  cartSchema,
  cartValidationCodes,
  discountCodeBodySchema,
  discountCodeQuerySchema,
  distributionAddressBodySchema,
  timeSlotBodySchema,
} from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

const cartServiceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['carts'];

  fastify.post(
    '/carts/distribution-address',
    {
      schema: {
        summary:
          'Delivery to an address in a delivery area, or pickup at a store; a booked slot of another is let go',
        tags,
        headers: tenantHeadersSchema,
        body: distributionAddressBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const address = await resolveDistributionAddress(tx, tenantOf(request).id, request.body);
        const previous = cart.distributionAddress;
        const sameAppointable =
          previous?.distributionType === address.distributionType &&
          previous.storeId === address.storeId &&
          previous.deliveryAreaNumber === address.deliveryAreaNumber;
        if (!sameAppointable) await releaseTimeSlot(tx, cart);
        return answerCart(tx, request, await updateCart(tx, cart.id, { distributionAddress: address }));
      }),
  );

  fastify.post(
    '/carts/distribution-time-slot',
    {
      schema: {
        summary: 'Books a time slot while it has a place; the place is held for the cart for a while',
        description:
          'Refused with the §8 code: 140 unknown, 022 not for this address, 141 past its cut-off, 023 full.',
        tags,
        headers: tenantHeadersSchema,
        body: timeSlotBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        if (!cart.distributionAddress)
          throw new InvalidDataError('Choose delivery or pickup first', {
            code: cartErrorCodes.distributionMissing,
          });
        const { slotHoldMinutes } = await cartSettingsOf(tx, cart.tenantId);
        const booking = await bookTimeSlot(tx, cart, request.body.id, { holdMinutes: slotHoldMinutes });
        if (!booking.booked) return booking;
        return {
          booked: true as const,
          cart: await answerCart(tx, request, await findCartById(tx, cart.id)),
        };
      });
      if (outcome.booked) return outcome.cart;
      if (outcome.code === cartValidationCodes.deliveryWindowUnknown)
        throw new NotFoundError('The time slot does not exist', { code: outcome.code });
      throw new ConflictError('The time slot cannot be booked', { code: outcome.code });
    },
  );

  fastify.post(
    '/carts/discount-codes',
    {
      schema: {
        summary: 'Adds a discount code; refused with its §8 code (223, 227, 228, 229) when it does not apply',
        tags,
        headers: tenantHeadersSchema,
        body: discountCodeBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        // §5: an empty code is refused before anything else.
        if (!request.body.code)
          throw new InvalidDataError('Enter a discount code', {
            code: cartErrorCodes.discountCodeEmpty,
            details: { field: 'code' },
          });
        const cart = await requireOpenCart(tx, request);
        const code = await findDiscountCode(tx, cart.tenantId, request.body.code);
        if (!code)
          throw new InvalidDataError('This discount code does not exist', {
            code: cartErrorCodes.discountCodeUnknown,
            details: { field: 'code' },
          });
        const problem = discountCodeProblem(
          code,
          cart.distributionAddress?.distributionType ?? null,
          new Date(),
        );
        if (problem)
          throw new InvalidDataError('This discount code cannot be used', {
            code: problem,
            details: { field: 'code' },
          });
        await addDiscountCode(tx, cart.id, code.code);
        return answerCart(tx, request, cart);
      }),
  );

  fastify.delete(
    '/carts/discount-codes',
    {
      schema: {
        summary: 'Removes a discount code from the cart',
        tags,
        headers: tenantHeadersSchema,
        querystring: discountCodeQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        await removeDiscountCode(tx, cart.id, request.query.code);
        return answerCart(tx, request, cart);
      }),
  );
};

export default cartServiceRoutes;
