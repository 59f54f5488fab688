import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, InvalidDataError, NotFoundError } from '../../backend/src/errors.js';
import errorHandling from '../../backend/src/plugins/app/error-handler.js';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorHandling);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('the error handler', () => {
  it.each([
    [new NotFoundError('No such page'), 404, { code: 'NOT_FOUND', message: 'No such page' }],
    [
      new InvalidDataError('Bad file', { details: [{ path: 'x' }] }),
      400,
      { code: 'INVALID_DATA', message: 'Bad file', details: [{ path: 'x' }] },
    ],
    [new ForbiddenError('Not yours'), 403, { code: 'FORBIDDEN', message: 'Not yours' }],
    [new ConflictError('Taken'), 409, { code: 'CONFLICT', message: 'Taken' }],
  ])('maps %s to its status and { code, message }', async (error, status, body) => {
    const response = await (await appThrowing(error)).inject({ url: '/boom' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('never shows the message of an unexpected error', async () => {
    const response = await (
      await appThrowing(new Error('password=hunter2 at db.internal'))
    ).inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An internal error occurred' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers a malformed JSON body with 400 VALIDATION_FAILED', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandling);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
