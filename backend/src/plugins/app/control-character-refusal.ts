import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidDataError } from '../../errors.js';
import { controlCharacterPath } from '../../schemas/control-characters.js';
import { apiErrorCodes } from '../../schemas/error.js';

type RequestPart = 'params' | 'querystring' | 'body';

/** 400 CONTROL_CHARACTERS_NOT_ALLOWED, naming where, when a string of the value has one. */
export function refuseControlCharacters(part: RequestPart, value: unknown) {
  const path = controlCharacterPath(value);
  if (path === undefined) return;
  const message = 'Text may not contain control characters';
  throw new InvalidDataError(message, {
    code: apiErrorCodes.controlCharacters,
    details: [{ in: part, path, message }],
  });
}

// Decision 0070: one rule at the edge for every route. The URL is judged as soon as it is routed,
// before any hook reads it; a parsed body (JSON, text) before its route's schema. A multipart body
// is read by its route (the contact form), which applies the same rule to its fields.
const controlCharacterRefusal: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', async (request: FastifyRequest) => {
    refuseControlCharacters('params', request.params);
    refuseControlCharacters('querystring', request.query);
  });
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    refuseControlCharacters('body', request.body);
  });
};

export default fp(controlCharacterRefusal, {
  name: 'control-character-refusal',
  fastify: '5.x',
  dependencies: ['error-handler'],
});
