import { apiErrorCodes } from './schemas/error.js';

/** A stable code for clients to branch on (else the class's own), and details for the client. */
export type DomainErrorOptions = { code?: string; details?: unknown };

// Domain code throws these; the error handler turns each into its status and `{ code, message }`.
// Every one is built the same way: `new XError(message, { code, details })`.
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  static readonly defaultCode: string = apiErrorCodes.internal;
  readonly code: string;
  readonly details?: unknown;
  constructor(message: string, { code, details }: DomainErrorOptions = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code ?? (new.target as typeof DomainError).defaultCode;
    this.details = details;
  }
}

export class NotFoundError extends DomainError {
  static override readonly defaultCode = apiErrorCodes.notFound;
  readonly statusCode = 404;
}

export class InvalidDataError extends DomainError {
  static override readonly defaultCode = apiErrorCodes.invalidData;
  readonly statusCode = 400;
}

export class ForbiddenError extends DomainError {
  static override readonly defaultCode = apiErrorCodes.forbidden;
  readonly statusCode = 403;
}

export class ConflictError extends DomainError {
  static override readonly defaultCode = apiErrorCodes.conflict;
  readonly statusCode = 409;
}

export class UnavailableError extends DomainError {
  readonly statusCode = 503;
}

/** 429: a rate limit's window is full; the error handler sends Retry-After (decisions 0009, 0024). */
export class TooManyRequestsError extends DomainError {
  readonly statusCode = 429;
  readonly retryAfterSeconds: number;
  constructor(
    message: string,
    { code, retryAfterSeconds, details }: { code: string; retryAfterSeconds: number; details?: object },
  ) {
    super(message, { code, details: { ...details, retryAfterSeconds } });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
