import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOrCreateCart } from '../../../carts/cart-owner.js';
import { answerLoadedCart, requireOpenCart, shopperOf } from '../../../carts/cart-request.js';
import { NotFoundError } from '../../../errors.js';
import { findCustomerOrder, listCustomerOrders, orderedItemsOf } from '../../../orders/customer-orders.js';
import { putOrderedItems } from '../../../orders/reorder.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import { bulkItemsAnswerSchema } from '../../../schemas/cart.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import {
  customerOrderErrorCodes,
  customerOrderListQuerySchema,
  customerOrderListSchema,
  customerOrderSchema,
  orderNumberParamsSchema,
} from '../../../schemas/orders.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const schema = (summary: string) => ({ summary, tags: ['orders'], headers: tenantHeadersSchema });

const notFound = () =>
  new NotFoundError('No order with this number in your account', {
    code: customerOrderErrorCodes.orderNotFound,
  });

// Issue 17: the profile's orders section. Only the owner reads an order: any other answers 404.
const customerOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const ownerOf = (request: FastifyRequest) => ({
    tenantId: tenantOf(request).id,
    customerId: customerIdOf(request),
  });

  fastify.get(
    '/customers/orders',
    {
      schema: {
        ...schema("The customer's orders, newest first, paged"),
        querystring: customerOrderListQuerySchema,
        response: { 200: customerOrderListSchema, ...errors },
      },
    },
    async (request) => listCustomerOrders(fastify.db, ownerOf(request), request.query),
  );

  fastify.get(
    '/customers/orders/:orderNumber',
    {
      schema: {
        ...schema('One order as it was paid: lines, deposits, discounts, VAT, address, slot, payment'),
        params: orderNumberParamsSchema,
        response: { 200: customerOrderSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findCustomerOrder(fastify.db, ownerOf(request), request.params.orderNumber);
      if (!order) throw notFound();
      return order;
    },
  );

  fastify.post(
    '/customers/orders/:orderNumber/reorder',
    {
      schema: {
        ...schema(
          'Order again: puts the items still sold into the current cart, lists those it could not add',
        ),
        description:
          'Added to what the cart holds, capped at each maximum, all in one transaction. 409 CART_NOT_OPEN while the cart is finalized for payment.',
        params: orderNumberParamsSchema,
        response: { 200: bulkItemsAnswerSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) =>
      fastify.db.transaction(async (tx) => {
        const items = await orderedItemsOf(tx, ownerOf(request), request.params.orderNumber);
        if (!items) throw notFound();
        await findOrCreateCart(tx, shopperOf(request).owner, reply, false);
        const { cart, notAdded } = await putOrderedItems(tx, await requireOpenCart(tx, request), items);
        return { cartDTO: await answerLoadedCart(tx, request, cart), notAddedOrUpdatedItems: notAdded };
      }),
  );
};

export default customerOrderRoutes;
