import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, TooManyRequestsError } from '../../errors.js';
import { apiErrorCodes, type ApiErrorBody } from '../../schemas/error.js';

type ErrorAnswer = { statusCode: number; body: ApiErrorBody };

const unparsableBodyCodes = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

export function errorAnswerFor(error: unknown): ErrorAnswer {
  if (error instanceof DomainError) {
    const body: ApiErrorBody = { code: error.code, message: error.message };
    if (error.details !== undefined) body.details = error.details;
    return { statusCode: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map(({ params: { issue } }) => ({
      in: error.validationContext,
      path: issue.path.join('.'),
      message: issue.message,
      code: issue.code,
    }));
    const body = { code: apiErrorCodes.validationFailed, message: 'The request is not valid', details };
    return { statusCode: 400, body };
  }
  if (!isResponseSerializationError(error) && isClientFrameworkError(error)) {
    if (error.statusCode === 413) {
      return { statusCode: 413, body: { code: apiErrorCodes.payloadTooLarge, message: error.message } };
    }
    const code = unparsableBodyCodes.has(error.code)
      ? apiErrorCodes.validationFailed
      : apiErrorCodes.badRequest;
    return { statusCode: error.statusCode, body: { code, message: error.message } };
  }
  // Medusa's rule: a 5xx never tells the client what went wrong inside.
  return { statusCode: 500, body: { code: apiErrorCodes.internal, message: 'An internal error occurred' } };
}

function isClientFrameworkError(error: unknown): error is FastifyError & { statusCode: number } {
  const statusCode = (error as FastifyError | undefined)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

const errorHandling: FastifyPluginAsync = async (fastify) => {
  fastify.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, body } = errorAnswerFor(error);
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode }, body.message);
    return reply.code(statusCode).send(body);
  });

  fastify.setNotFoundHandler(answerRouteNotFound);
};

export function answerRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    code: apiErrorCodes.routeNotFound,
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  } satisfies ApiErrorBody);
}

export default fp(errorHandling, { name: 'error-handler', fastify: '5.x' });
