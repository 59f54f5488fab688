export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  constructor(
    readonly status: number,
    message: string,
    /** What the error page tells the shopper, where the status's own text says too little. */
    readonly messageKey?: string,
  ) {
    super(message);
  }
}

export function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const candidate = typeof status === 'number' ? status : statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate <= 599 ? candidate : 500;
}
