import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCategoryIndex } from '../../../catalogue/category-names.js';
import { findProductsBySku } from '../../../catalogue/product-repository.js';
import { putItem, removeItems } from '../../../carts/cart-items.js';
import { answerCart, requireCart } from '../../../carts/cart-request.js';
import { releaseTimeSlot } from '../../../carts/time-slot-booking.js';
import type { Transaction } from '../../../db/database.js';
import { InvalidDataError } from '../../../errors.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  addItemAnswerSchema,
  addItemBodySchema,
  bulkItemsAnswerSchema,
  bulkItemsBodySchema,
  cartErrorCodes,
  cartSchema,
  lineItemIdsQuerySchema,
  storeQuerySchema,
} from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema };
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function productsOf(tx: Transaction, tenantId: string, skus: string[]) {
  const found = await findProductsBySku(tx, tenantId, await loadCategoryIndex(tx, tenantId), skus);
  return new Map(found.map((product) => [product.sku, product]));
}

// §7 cart items: add (raising the quantity), bulk add, remove some or all.
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
        const cart = await requireCart(tx, request);
        const { sku, quantity, replace } = request.body;
        const product = (await productsOf(tx, tenantOf(request).id, [sku])).get(sku);
        if (!product)
          throw new InvalidDataError(`No product ${sku}`, undefined, cartErrorCodes.productUnknown);
        const result = await putItem(tx, cart.id, product, quantity, replace);
        return { cart: await answerCart(tx, request, cart), result };
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
        const cart = await requireCart(tx, request);
        const { items } = request.body;
        const products = await productsOf(tx, tenantOf(request).id, [
          ...new Set(items.map((item) => item.sku)),
        ]);
        const notAddedOrUpdatedItems = [];
        for (const item of items) {
          const product = products.get(item.sku);
          const result = product ? await putItem(tx, cart.id, product, item.quantity, false) : 'unknown';
          if (result === 'unavailable' || result === 'unknown' || result === 'maxquantityreached')
            notAddedOrUpdatedItems.push({ ...item, reason: result });
        }
        return { cartDTO: await answerCart(tx, request, cart), notAddedOrUpdatedItems };
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
        const cart = await requireCart(tx, request);
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
        const cart = await requireCart(tx, request);
        const ids = request.query.lineItemIds;
        if (!ids.every((id) => uuidPattern.test(id)))
          throw new InvalidDataError('Line item ids are UUIDs', undefined, cartErrorCodes.lineItemUnknown);
        await removeItems(tx, cart.id, ids);
        return answerCart(tx, request, cart);
      }),
  );
};

export default cartItemRoutes;
