import { z } from 'zod';

// Every API error answers with this body; `code` is stable and safe to branch on.
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const apiErrorCodes = {
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  validationFailed: 'VALIDATION_FAILED',
  invalidData: 'INVALID_DATA',
  controlCharacters: 'CONTROL_CHARACTERS_NOT_ALLOWED',
  multipartMalformed: 'MULTIPART_MALFORMED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  badRequest: 'BAD_REQUEST',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  logRateLimited: 'LOG_RATE_LIMITED',
  trackingRateLimited: 'TRACKING_RATE_LIMITED',
  trackingPageViewFull: 'TRACKING_PAGE_VIEW_FULL',
  xsrfTokenInvalid: 'XSRF_TOKEN_INVALID',
  tenantUnknown: 'TENANT_UNKNOWN',
  searchTermTooShort: 'SEARCH_TERM_TOO_SHORT',
  databaseUnavailable: 'DATABASE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];
