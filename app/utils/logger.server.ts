import { getEnv } from '~/env.server';

type Level = 'info' | 'warn' | 'error';
const rank = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const;

/** One JSON line per event, carrying the request id, so storefront and API logs join up. */
export function logEvent(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (rank[level] < rank[getEnv().LOG_LEVEL]) return;
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    service: 'storefront',
    message,
    ...fields,
  });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}

export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return { error: error.message, name: error.name, stack: error.stack, cause };
  }
  return { error: typeof error === 'object' ? JSON.stringify(error) : String(error) };
}
