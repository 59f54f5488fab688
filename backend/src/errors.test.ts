import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  InvalidDataError,
  NotFoundError,
  TooManyRequestsError,
  UnavailableError,
} from './errors.js';

describe('domain errors', () => {
  it.each([
    [NotFoundError, 404, 'NOT_FOUND'],
    [InvalidDataError, 400, 'INVALID_DATA'],
    [ForbiddenError, 403, 'FORBIDDEN'],
    [ConflictError, 409, 'CONFLICT'],
    [UnavailableError, 503, 'INTERNAL_ERROR'],
  ])('%o is built from a message and options, falling back to its own code', (Type, status, code) => {
    const plain = new Type('Went wrong');
    expect(plain).toMatchObject({ message: 'Went wrong', statusCode: status, code, details: undefined });
    const named = new Type('Went wrong', { code: 'MY_CODE', details: { field: 'x' } });
    expect(named).toMatchObject({ code: 'MY_CODE', details: { field: 'x' }, name: Type.name });
  });

  it('tells a client how long to wait after too many requests', () => {
    const error = new TooManyRequestsError('Slow down', { code: 'SLOW_DOWN', retryAfterSeconds: 90 });
    expect(error).toMatchObject({ statusCode: 429, code: 'SLOW_DOWN', retryAfterSeconds: 90 });
    expect(error.details).toEqual({ retryAfterSeconds: 90 });
  });
});
