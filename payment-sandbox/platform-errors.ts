import { randomUUID } from 'node:crypto';

// The platform's error body: an errorId for support plus one entry per problem.
export type PlatformError = {
  httpStatusCode: number;
  code: string;
  id: string;
  message: string;
  propertyName?: string;
};

export function platformErrorBody(error: PlatformError) {
  return {
    errorId: randomUUID(),
    errors: [
      {
        category: 'DIRECT_PLATFORM_ERROR',
        code: error.code,
        errorCode: error.code,
        httpStatusCode: error.httpStatusCode,
        id: error.id,
        message: error.message,
        ...(error.propertyName ? { propertyName: error.propertyName } : {}),
        retriable: error.httpStatusCode >= 500,
      },
    ],
    status: error.httpStatusCode,
  };
}

export const platformErrors = {
  invalidAuthorization: {
    httpStatusCode: 401,
    code: '9002',
    id: 'MISSING_OR_INVALID_AUTHORIZATION',
    message: 'MISSING_OR_INVALID_AUTHORIZATION',
  },
  merchantNotAllowed: {
    httpStatusCode: 403,
    code: '9007',
    id: 'ACCESS_TO_MERCHANT_NOT_ALLOWED',
    message: 'ACCESS_TO_MERCHANT_NOT_ALLOWED',
  },
  unknownHostedCheckout: {
    httpStatusCode: 404,
    code: '1002',
    id: 'UNKNOWN_HOSTED_CHECKOUT_ID',
    message: 'UNKNOWN_HOSTED_CHECKOUT_ID',
  },
  unknownPayment: {
    httpStatusCode: 404,
    code: '1002',
    id: 'UNKNOWN_PAYMENT_ID',
    message: 'UNKNOWN_PAYMENT_ID',
  },
  actionNotAllowed: (message: string): PlatformError => ({
    httpStatusCode: 409,
    code: '300450',
    id: 'ACTION_NOT_ALLOWED_ON_TARGET',
    message,
  }),
  invalidValue: (propertyName: string, message: string): PlatformError => ({
    httpStatusCode: 400,
    code: '1000',
    id: 'INVALID_VALUE',
    message,
    propertyName,
  }),
} satisfies Record<string, PlatformError | ((...args: string[]) => PlatformError)>;
