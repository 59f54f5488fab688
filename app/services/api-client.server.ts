import { parseCookie, parseSetCookie } from 'cookie';
import type { z } from 'zod';
import { apiErrorCodes, apiErrorSchema } from '../../backend/src/schemas/error.js';
import { logEvent } from '~/utils/logger.server';
import { ApiError, ApiNotFoundError, backendUnavailable } from './api-errors.server';

const XSRF_COOKIE = 'XSRF-TOKEN';
const TIMEOUT_MS = 10_000;
/** An upload goes on at the shopper's pace: 30 MB over a slow line take a while. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The storefront's own cookies stay with the storefront (§ ARCHITECTURE: the API owns its session). */
const STOREFRONT_COOKIES = new Set([
  '__session',
  'lng',
  'webview',
  'hidebackbutton',
  'analytics',
  'favoriteStores',
]);

type QueryValue = string | number | boolean | undefined | readonly (string | number | boolean)[];

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A multipart body passed on as it arrives from the shopper, never read whole (the contact form). */
  upload?: { body: ReadableStream<Uint8Array>; contentType: string };
  /**
   * The answer is the same for every shopper and may be shared between requests: it is asked for
   * without the shopper's cookies and is not cancelled when that shopper's request goes away.
   */
  shared?: boolean;
  /**
   * Issue 39: a GET whose answer the request keeps until it sends a change, so the root's badge and
   * the page ask for the same cart once.
   */
  reuse?: boolean;
};

export type ApiClientOptions = {
  baseUrl: string;
  tenantId: string;
  requestId: string;
  /** The shopper's `Cookie` header. */
  cookie: string | null;
  /**
   * The shopper's address, sent as X-Forwarded-For: the API limits logins per client address, and
   * every call comes from the storefront (the API trusts it through its TRUST_PROXY).
   */
  clientAddress?: string;
  /** The shopper's language, for answers that come in several (newsletter topic names). */
  language?: string;
  /** Called with every `Set-Cookie` of the API, to relay it to the shopper. */
  onSetCookie: (setCookie: string) => void;
  /** The translated text of error.backendUnavailable. */
  unavailableMessage: () => string;
  signal?: AbortSignal;
};

export type ApiClient = {
  request<S extends z.ZodTypeAny>(
    path: string,
    options: ApiRequestOptions & { schema: S },
  ): Promise<z.output<S>>;
  request(path: string, options?: ApiRequestOptions): Promise<void>;
};

// Values travel on as the shopper's browser and the API wrote them, never decoded on the way.
const keepRaw = { decode: (value: string) => value };

function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const [name, value] of Object.entries(parseCookie(header ?? '', keepRaw))) {
    if (name && value !== undefined && !STOREFRONT_COOKIES.has(name)) jar.set(name, value);
  }
  return jar;
}

function absorbSetCookie(jar: Map<string, string>, setCookie: string): void {
  const { name, value, maxAge, expires } = parseSetCookie(setCookie, keepRaw);
  if (!name) return;
  const expired =
    (maxAge !== undefined && maxAge <= 0) || (expires !== undefined && expires.getTime() <= Date.now());
  if (expired || value === undefined) jar.delete(name);
  else jar.set(name, value);
}

function buildUrl(baseUrl: string, path: string, query: ApiRequestOptions['query']): URL {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(item));
  }
  return url;
}

/** The one base client of the commerce API; every client in app/services is built on it. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const jar = parseCookieHeader(options.cookie);
  const reused = new Map<string, Promise<unknown>>();

  const unavailable = (path: string, reason: string) => {
    logEvent('warn', 'commerce API unavailable', { requestId: options.requestId, path, reason });
    return backendUnavailable(options.unavailableMessage());
  };

  async function send(path: string, request: ApiRequestOptions, isRetry = false): Promise<Response> {
    const method = request.method ?? 'GET';
    if (STATE_CHANGING.has(method)) reused.clear();
    const needsXsrf = STATE_CHANGING.has(method) && path.startsWith('/api/');
    const headers = new Headers({
      Accept: 'application/json',
      'X-Request-Id': options.requestId,
      'X-Tenant': options.tenantId,
    });
    if (!request.shared) {
      if (options.clientAddress) headers.set('X-Forwarded-For', options.clientAddress);
      if (options.language) headers.set('Accept-Language', options.language);
    }
    if (needsXsrf) {
      if (!jar.has(XSRF_COOKIE)) await send('/api/csrf', {});
      const token = jar.get(XSRF_COOKIE);
      if (token) headers.set('X-XSRF-TOKEN', decodeURIComponent(token));
    }
    if (jar.size > 0 && !request.shared)
      headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (request.body !== undefined) headers.set('Content-Type', 'application/json');
    if (request.upload) headers.set('Content-Type', request.upload.contentType);

    const shopperSignal = request.shared ? undefined : options.signal;
    const timeout = AbortSignal.timeout(request.upload ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS);
    const signals = [timeout, ...(shopperSignal ? [shopperSignal] : [])];
    let response: Response;
    try {
      response = await fetch(buildUrl(options.baseUrl, path, request.query), {
        method,
        headers,
        body: request.upload?.body ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
        signal: AbortSignal.any(signals),
        ...(request.upload ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      if (shopperSignal?.aborted) throw error;
      throw unavailable(
        path,
        error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
      );
    }
    for (const setCookie of request.shared ? [] : response.headers.getSetCookie()) {
      absorbSetCookie(jar, setCookie);
      options.onSetCookie(setCookie);
    }
    if (response.status >= 500) throw unavailable(path, `status ${response.status}`);
    if (response.status < 400) return response;
    const error = await toApiError(response);
    // The API's secret changed (a restart without XSRF_SECRET) and the shopper's token with it:
    // a fresh token, once, instead of every change failing until the browser is closed.
    // An upload's body is gone once sent: it cannot be sent again.
    if (needsXsrf && !isRetry && !request.upload && error.code === apiErrorCodes.xsrfTokenInvalid) {
      jar.delete(XSRF_COOKIE);
      return send(path, request, true);
    }
    throw error;
  }

  function answerOf(path: string, request: ApiRequestOptions): Promise<unknown> {
    const read = () => send(path, request).then((response) => response.json().catch(() => undefined));
    if (!request.reuse || (request.method ?? 'GET') !== 'GET') return read();
    const key = `${request.shared ? 'shared ' : ''}${buildUrl(options.baseUrl, path, request.query).href}`;
    const known = reused.get(key);
    if (known) return known;
    const answer = read();
    reused.set(key, answer);
    answer.catch(() => reused.delete(key));
    return answer;
  }

  async function request(path: string, options: ApiRequestOptions & { schema?: z.ZodTypeAny } = {}) {
    if (!options.schema) {
      await send(path, options);
      return undefined;
    }
    const parsed = options.schema.safeParse(await answerOf(path, options));
    if (!parsed.success)
      throw new Error(`commerce API ${path} answered outside its contract: ${parsed.error.message}`);
    return parsed.data;
  }

  return { request } as ApiClient;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  const code = body.success ? body.data.code : `HTTP_${response.status}`;
  const message = body.success ? body.data.message : response.statusText;
  const details = body.success ? body.data.details : undefined;
  const ErrorType = response.status === 404 ? ApiNotFoundError : ApiError;
  return new ErrorType(response.status, code, message, details);
}
