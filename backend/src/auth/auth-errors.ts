import { DomainError, ForbiddenError } from '../errors.js';
import { customerErrorCodes } from '../schemas/customer.js';

export class UnauthenticatedError extends DomainError {
  readonly statusCode = 401;
  constructor(expired = false) {
    super(expired ? 'Your session has expired, please log in again' : 'Please log in', {
      code: expired ? customerErrorCodes.sessionExpired : customerErrorCodes.unauthenticated,
    });
  }
}

/** The same answer for an unknown e-mail and a wrong password: it tells nobody who has an account. */
export class InvalidCredentialsError extends DomainError {
  readonly statusCode = 401;
  constructor() {
    super('The e-mail address or the password is wrong', { code: customerErrorCodes.invalidCredentials });
  }
}

export const emailNotConfirmedError = () =>
  new ForbiddenError('Please confirm your e-mail address first: follow the link in the e-mail we sent you', {
    code: customerErrorCodes.emailNotConfirmed,
  });
