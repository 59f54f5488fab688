import http from 'node:http';
import https from 'node:https';
import { pipeline, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
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

// Issue 39: node:http on kept connections rather than fetch, whose own machinery (Request, Headers,
// web streams, body reading) cost the storefront about 2 ms of CPU per pay round trip under load.
// An idle connection is closed after 4 s, as fetch did, or a second before the API's announced
// `Keep-Alive: timeout` if that is sooner (node's agent heeds the hint only below its own limit),
// so a request is not sent on a connection the API (or a proxy before it) is just closing.
const keptConnections = { keepAlive: true, maxFreeSockets: 64, timeout: 4_000 };
const agents = { http: new http.Agent(keptConnections), https: new https.Agent(keptConnections) };

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

/** An answer of the API, its body read whole so that its connection goes back to the agent. */
type ApiAnswer = { status: number; statusText: string; setCookies: string[]; body: string };

type Exchange = {
  method: string;
  headers: http.OutgoingHttpHeaders;
  body: string | ReadableStream<Uint8Array> | undefined;
  signal: AbortSignal;
};

function exchange(url: URL, { method, headers, body, signal }: Exchange): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    const secure = url.protocol === 'https:';
    const agent = secure ? agents.https : agents.http;
    const outgoing = (secure ? https : http).request(url, { method, headers, agent }, (incoming) => {
      const { statusCode = 0, statusMessage = '' } = incoming;
      const setCookies = incoming.headers['set-cookie'] ?? [];
      text(incoming).then(
        (body) => resolve({ status: statusCode, statusText: statusMessage, setCookies, body }),
        reject,
      );
    });
    const abort = () => {
      reject(signal.reason);
      outgoing.destroy();
    };
    signal.addEventListener('abort', abort, { once: true });
    // A request closes once its answer is read whole or its connection is gone.
    outgoing.on('close', () => signal.removeEventListener('abort', abort));
    outgoing.on('error', reject);
    if (body === undefined) outgoing.end();
    else if (typeof body === 'string') outgoing.end(body);
    // Passed on as it arrives; an error of the shopper's stream destroys the request.
    else
      pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), outgoing, (error) => {
        if (error) reject(error);
      });
  });
}

/** Like Response.json() without its rejection: an empty or malformed body is no answer. */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
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

  async function send(path: string, request: ApiRequestOptions, isRetry = false): Promise<ApiAnswer> {
    const method = request.method ?? 'GET';
    if (STATE_CHANGING.has(method)) reused.clear();
    const needsXsrf = STATE_CHANGING.has(method) && path.startsWith('/api/');
    const headers: http.OutgoingHttpHeaders = {
      Accept: 'application/json',
      'X-Request-Id': options.requestId,
      'X-Tenant': options.tenantId,
    };
    if (!request.shared) {
      if (options.clientAddress) headers['X-Forwarded-For'] = options.clientAddress;
      if (options.language) headers['Accept-Language'] = options.language;
    }
    if (needsXsrf) {
      if (!jar.has(XSRF_COOKIE)) await send('/api/csrf', {});
      const token = jar.get(XSRF_COOKIE);
      if (token) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
    }
    if (jar.size > 0 && !request.shared)
      headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const json = request.upload || request.body === undefined ? undefined : JSON.stringify(request.body);
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(json);
    }
    if (request.upload) headers['Content-Type'] = request.upload.contentType;

    const shopperSignal = request.shared ? undefined : options.signal;
    const timeout = AbortSignal.timeout(request.upload ? UPLOAD_TIMEOUT_MS : TIMEOUT_MS);
    const signals = [timeout, ...(shopperSignal ? [shopperSignal] : [])];
    let answer: ApiAnswer;
    try {
      answer = await exchange(buildUrl(options.baseUrl, path, request.query), {
        method,
        headers,
        body: request.upload?.body ?? json,
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      if (shopperSignal?.aborted) throw error;
      throw unavailable(
        path,
        error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
      );
    }
    for (const setCookie of request.shared ? [] : answer.setCookies) {
      absorbSetCookie(jar, setCookie);
      options.onSetCookie(setCookie);
    }
    if (answer.status >= 500) throw unavailable(path, `status ${answer.status}`);
    if (answer.status < 400) return answer;
    const error = toApiError(answer);
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
    const read = () => send(path, request).then((answer) => jsonOf(answer.body));
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

function toApiError(answer: ApiAnswer): ApiError {
  const body = apiErrorSchema.safeParse(jsonOf(answer.body));
  const code = body.success ? body.data.code : `HTTP_${answer.status}`;
  const message = body.success ? body.data.message : answer.statusText;
  const details = body.success ? body.data.details : undefined;
  const ErrorType = answer.status === 404 ? ApiNotFoundError : ApiError;
  return new ErrorType(answer.status, code, message, details);
}
