import { data } from '@remix-run/node';

/** A 4xx answer of the commerce API, with the stable `code` of its error body (§8). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class ApiNotFoundError extends ApiError {
  override name = 'ApiNotFoundError';
}

export const BACKEND_UNAVAILABLE = 'BACKEND_UNAVAILABLE';

/** §8: network error, refused connection, 502 or any 5xx become one 500 with a translated text. */
export function backendUnavailable(message: string) {
  return data({ code: BACKEND_UNAVAILABLE, message }, { status: 500 });
}
