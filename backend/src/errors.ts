import { apiErrorCodes } from './schemas/error.js';

// Domain code throws these; the error handler turns each into its status and `{ code, message }`.
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  readonly statusCode = 404;
  constructor(message: string, code: string = apiErrorCodes.notFound) {
    super(code, message);
  }
}

export class InvalidDataError extends DomainError {
  readonly statusCode = 400;
  constructor(message: string, details?: unknown, code: string = apiErrorCodes.invalidData) {
    super(code, message, details);
  }
}

export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
  constructor(message: string, code: string = apiErrorCodes.forbidden) {
    super(code, message);
  }
}

export class ConflictError extends DomainError {
  readonly statusCode = 409;
  constructor(message: string, code: string = apiErrorCodes.conflict) {
    super(code, message);
  }
}

export class UnavailableError extends DomainError {
  readonly statusCode = 503;
  constructor(message: string, code: string) {
    super(code, message);
  }
}

/** 429: a rate limit's window is full; the error handler sends Retry-After (decisions 0009, 0024). */
export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, { retryAfterSeconds });
  }
}
