export const CLIENT_LOG_PATH = '/resources/log';

/** §7 client error reporting, through the storefront (the browser never calls the API); failures are ignored. */
export function reportClientError(error: unknown, status?: number): void {
  const entry = {
    level: 'error',
    message: error instanceof Error ? error.message : String(error),
    stackTrace: error instanceof Error ? error.stack : undefined,
    path: window.location.pathname + window.location.search,
    timestamp: new Date().toISOString(),
    status,
  };
  void fetch(CLIENT_LOG_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(entry),
    keepalive: true,
  }).catch(() => undefined);
}
