import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autocompletePlaces,
  geocodeAddress,
  geocodeLocation,
  geocodePlaceId,
} from '../../../distribution/gazetteer.js';
import { tenantOf } from '../../../plugins/app/tenant-resolution.js';
import {
  autocompleteQuerySchema,
  geocodeAddressQuerySchema,
  geocodeLocationQuerySchema,
  placeAnswerSchema,
  placeListSchema,
} from '../../../schemas/distribution.js';
import { tenantHeadersSchema } from '../../../schemas/tenant.js';

// §7 maps, answered from the local gazetteer of the delivery area. Nothing found is an empty
// answer, not an error: the storefront swallows maps errors anyway (§7).
const mapsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveRequestTenant);
  const tags = ['maps'];
  const outsideCountry = (restrictCountry: string | undefined, tenantCountry: string) =>
    restrictCountry !== undefined && restrictCountry.toUpperCase() !== tenantCountry;

  fastify.get(
    '/maps/places/autocomplete',
    {
      schema: {
        summary: 'Streets or addresses matching what the shopper typed so far',
        tags,
        headers: tenantHeadersSchema,
        querystring: autocompleteQuerySchema,
        response: { 200: placeListSchema },
      },
    },
    async (request) => {
      const { q, addressOnly, restrictCountry } = request.query;
      const places = await autocompletePlaces(fastify.db, tenantOf(request).id, q, addressOnly);
      return { places: places.filter((place) => !outsideCountry(restrictCountry, place.countryCode)) };
    },
  );

  fastify.get(
    '/maps/geocode/location',
    {
      schema: {
        summary: 'The nearest known address to a position (within 500 m)',
        tags,
        headers: tenantHeadersSchema,
        querystring: geocodeLocationQuerySchema,
        response: { 200: placeAnswerSchema },
      },
    },
    async (request) => {
      const { latitude: lat, longitude: lng } = request.query;
      return { place: (await geocodeLocation(fastify.db, tenantOf(request).id, { lat, lng })) ?? null };
    },
  );

  fastify.get(
    '/maps/geocode/address',
    {
      schema: {
        summary: 'The place of a full address ("Favoritenstraße 12, 1100 Wien")',
        tags,
        headers: tenantHeadersSchema,
        querystring: geocodeAddressQuerySchema,
        response: { 200: placeAnswerSchema },
      },
    },
    async (request) => {
      const { address, restrictCountry } = request.query;
      const place = await geocodeAddress(fastify.db, tenantOf(request).id, address);
      return { place: place && !outsideCountry(restrictCountry, place.countryCode) ? place : null };
    },
  );

  fastify.get(
    '/maps/geocode/:id',
    {
      schema: {
        summary: 'The place of an autocomplete answer, by its id',
        tags,
        headers: tenantHeadersSchema,
        params: z.object({ id: z.string().max(80) }),
        querystring: z.object({
          primaryPart: z.string().max(200).optional(),
          secondaryPart: z.string().max(200).optional(),
        }),
        response: { 200: placeAnswerSchema },
      },
    },
    async (request) => ({
      place: (await geocodePlaceId(fastify.db, tenantOf(request).id, request.params.id)) ?? null,
    }),
  );
};

export default mapsRoutes;
