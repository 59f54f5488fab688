import type { Domain } from 'onlinepayments-sdk-nodejs';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidDataError,
  NotFoundError,
  UnavailableError,
} from '../errors.js';

export const paymentErrorCodes = {
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  providerAuthenticationFailed: 'PAYMENT_PROVIDER_AUTHENTICATION_FAILED',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  paymentRejected: 'PAYMENT_REJECTED',
  actionNotAllowed: 'PAYMENT_ACTION_NOT_ALLOWED',
  requestRefused: 'PAYMENT_REQUEST_REFUSED',
  methodNotHosted: 'PAYMENT_METHOD_NOT_HOSTED',
  webhookSignatureInvalid: 'PAYMENT_WEBHOOK_SIGNATURE_INVALID',
  webhookMalformed: 'PAYMENT_WEBHOOK_MALFORMED',
} as const;

type ProviderErrorBody = Domain.ErrorResponse | null | undefined;

export function errorFromProviderAnswer(
  operation: string,
  status: number,
  body: ProviderErrorBody,
): DomainError {
  const firstError = body?.errors?.[0];
  const reason = `${operation}: the payment provider answered ${status} ${firstError?.id ?? ''}`.trim();
  // The provider's error id lets an operator find the call in the provider's back office.
  const details = body?.errorId ? { providerErrorId: body.errorId } : undefined;
  if (status === 401 || status === 403) {
    return new UnavailableError(reason, { code: paymentErrorCodes.providerAuthenticationFailed });
  }
  if (status === 404) return new NotFoundError(reason, { code: paymentErrorCodes.paymentNotFound });
  if (status === 402) return new ConflictError(reason, { code: paymentErrorCodes.paymentRejected });
  if (status === 405 || status === 409)
    return new ConflictError(reason, { code: paymentErrorCodes.actionNotAllowed });
  if (status >= 400 && status < 500) {
    return new InvalidDataError(reason, { code: paymentErrorCodes.requestRefused, details });
  }
  return new UnavailableError(reason, { code: paymentErrorCodes.providerUnavailable });
}

export function errorFromProviderFailure(operation: string, cause: unknown): DomainError {
  const error = new UnavailableError(`${operation}: the payment provider did not answer`, {
    code: paymentErrorCodes.providerUnavailable,
  });
  error.cause = cause;
  return error;
}

export function webhookSignatureError(cause: unknown): DomainError {
  const error = new ForbiddenError('The webhook signature is not valid', {
    code: paymentErrorCodes.webhookSignatureInvalid,
  });
  error.cause = cause;
  return error;
}
