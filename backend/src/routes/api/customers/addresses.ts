import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createAddress,
  deleteAddress,
  listAddresses,
  makeAddressPrimary,
  updateAddress,
} from '../../../customers/address-repository.js';
import { customerIdOf } from '../../../plugins/app/customer-session.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  addressCreateBodySchema,
  addressTypeSchema,
  addressUpdateBodySchema,
  customerAddressListSchema,
} from '../../../schemas/customer.js';
import { apiErrorSchema } from '../../../schemas/error.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

const typeParams = z.object({ type: addressTypeSchema });
const idParams = z.object({ id: z.string().uuid() });
const responses = {
  200: customerAddressListSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const schema = (summary: string) => ({
  summary: `${summary}; answers the address book`,
  tags: ['addresses'],
  headers: tenantHeadersSchema,
  response: responses,
});

// §7 the address book (§3 Customer address): billing, delivery and combined, at most 20 (§9).
const addressRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const ownerOf = (request: FastifyRequest) => ({
    tenantId: tenantOf(request).id,
    customerId: customerIdOf(request),
  });
  const addressBook = async (request: FastifyRequest) => ({
    addresses: await listAddresses(fastify.db, ownerOf(request)),
  });

  fastify.get(
    '/customers/addresses',
    { schema: schema('The addresses, primary first per category') },
    addressBook,
  );

  fastify.post(
    '/customers/addresses/:type',
    {
      schema: {
        ...schema(
          'Adds an address (409 ADDRESS_LIMIT_REACHED past 20); the first of its type becomes primary',
        ),
        params: typeParams,
        body: addressCreateBodySchema,
      },
    },
    async (request) => {
      const { primary, ...fields } = request.body;
      await fastify.db.transaction((tx) =>
        createAddress(tx, ownerOf(request), request.params.type, fields, primary),
      );
      return addressBook(request);
    },
  );

  fastify.put(
    '/customers/addresses/:type',
    {
      schema: {
        ...schema('Changes an address of that type (body.id)'),
        params: typeParams,
        body: addressUpdateBodySchema,
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await updateAddress(fastify.db, ownerOf(request), request.params.type, id, fields);
      return addressBook(request);
    },
  );

  fastify.post(
    '/customers/addresses/:id/primary',
    { schema: { ...schema('Makes an address the primary one of its type'), params: idParams } },
    async (request) => {
      await fastify.db.transaction((tx) => makeAddressPrimary(tx, ownerOf(request), request.params.id));
      return addressBook(request);
    },
  );

  fastify.delete(
    '/customers/addresses/:id',
    { schema: { ...schema('Deletes an address'), params: idParams } },
    async (request) => {
      await fastify.db.transaction((tx) => deleteAddress(tx, ownerOf(request), request.params.id));
      return addressBook(request);
    },
  );

  fastify.delete(
    '/customers/addresses/:id/combined',
    { schema: { ...schema('Deletes a combined address'), params: idParams } },
    async (request) => {
      await fastify.db.transaction((tx) =>
        deleteAddress(tx, ownerOf(request), request.params.id, { combinedOnly: true }),
      );
      return addressBook(request);
    },
  );
};

export default addressRoutes;
