import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { putItem, removeItems } from '../../../carts/cart-items.js';
import { setLineSubstitution } from '../../../carts/line-substitution.js';
import { loadCart, withLine } from '../../../carts/cart-repository.js';
import { answerCart, answerLoadedCart, requireOpenCart } from '../../../carts/cart-request.js';
import { releaseTimeSlot } from '../../../carts/time-slot-booking.js';
import { InvalidDataError } from '../../../errors.js';
import {
  addItemAnswerSchema,
  addItemBodySchema,
  bulkItemsAnswerSchema,
  bulkItemsBodySchema,
  cartErrorCodes,
  cartSchema,
  lineItemIdsQuerySchema,
  lineItemParamsSchema,
  lineItemSubstitutionBodySchema,
  storeQuerySchema,
} from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cartItemRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['carts'];

  fastify.post(
    '/carts/items',
    {
      schema: {
        summary: 'Adds a product, or raises its quantity, capped at maxQuantity; quantity 0 removes it',
        description:
          'The result says what happened: added, updated, removed, maxquantityreached or unavailable.',
        tags,
        headers: tenantHeadersSchema,
        querystring: storeQuerySchema,
        body: addItemBodySchema,
        response: { 200: addItemAnswerSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const { sku, quantity, replace } = request.body;
        // One read of the cart and its products, the one to add included, answers the add.
        const cart = await loadCart(tx, await requireOpenCart(tx, request), { alsoSkus: [sku] });
        const product = cart.products.get(sku)?.product;
        if (!product)
          throw new InvalidDataError(`No product ${sku}`, { code: cartErrorCodes.productUnknown });
        const { result, line } = await putItem(tx, cart.row.id, product, quantity, replace);
        const changed = line === undefined ? cart : withLine(cart, sku, line);
        return { cart: await answerLoadedCart(tx, request, changed), result };
      }),
  );

  fastify.post(
    '/carts/items/bulk',
    {
      schema: {
        summary: 'Adds several products at once; those it could not add are listed with the reason',
        tags,
        headers: tenantHeadersSchema,
        querystring: storeQuerySchema,
        body: bulkItemsBodySchema,
        response: { 200: bulkItemsAnswerSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const { items } = request.body;
        let cart = await loadCart(tx, await requireOpenCart(tx, request), {
          alsoSkus: [...new Set(items.map((item) => item.sku))],
        });
        const notAddedOrUpdatedItems = [];
        for (const item of items) {
          const product = cart.products.get(item.sku)?.product;
          if (!product) {
            notAddedOrUpdatedItems.push({ ...item, reason: 'unknown' as const });
            continue;
          }
          const { result, line } = await putItem(tx, cart.row.id, product, item.quantity, false);
          if (line !== undefined) cart = withLine(cart, item.sku, line);
          if (result === 'unavailable' || result === 'maxquantityreached')
            notAddedOrUpdatedItems.push({ ...item, reason: result });
        }
        return { cartDTO: await answerLoadedCart(tx, request, cart), notAddedOrUpdatedItems };
      }),
  );

  fastify.patch(
    '/carts/line-items/:lineItemId',
    {
      schema: {
        summary: 'Says whether the picker may bring a substitute for this line',
        description:
          '404 LINE_ITEM_UNKNOWN when the shopper’s cart has no such line; 409 CART_NOT_OPEN while it is being paid.',
        tags,
        headers: tenantHeadersSchema,
        params: lineItemParamsSchema,
        body: lineItemSubstitutionBodySchema,
        response: { 200: cartSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const { lineItemId } = request.params;
        await setLineSubstitution(tx, cart.id, lineItemId, request.body.substitutionAllowed);
        return answerCart(tx, request, cart);
      }),
  );

  fastify.delete(
    '/carts/items/all',
    {
      schema: {
        summary: 'Removes every item (the booked slot is let go with them)',
        tags,
        headers: tenantHeadersSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        await removeItems(tx, cart.id, 'all');
        await releaseTimeSlot(tx, cart);
        return answerCart(tx, request, { ...cart, timeSlotId: null, slotHold: null, slotHeldUntil: null });
      }),
  );

  fastify.delete(
    '/carts/items/multiple',
    {
      schema: {
        summary: 'Removes the line items named, comma separated',
        tags,
        headers: tenantHeadersSchema,
        querystring: lineItemIdsQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      fastify.db.transaction(async (tx) => {
        const cart = await requireOpenCart(tx, request);
        const ids = request.query.lineItemIds;
        if (!ids.every((id) => uuidPattern.test(id)))
          throw new InvalidDataError('Line item ids are UUIDs', { code: cartErrorCodes.lineItemUnknown });
        await removeItems(tx, cart.id, ids);
        return answerCart(tx, request, cart);
      }),
  );
};

export default cartItemRoutes;
