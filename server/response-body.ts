import type { Writable } from 'node:stream';

type Flushable = Writable & { flush?: () => void };

/**
 * Writes a page's body as Remix's `writeReadableStreamToWritable` does, but flushes the
 * compression once per burst of chunks instead of after each one (decision 0064). React hands
 * over a rendered page in 2 KB pieces; flushed one by one, the page left as dozens of compressed
 * blocks, each a trip through zlib's thread pool, and on a busy machine the browser got the start
 * of a page tens of milliseconds before its rest and painted the header alone first. A part
 * streamed later (the loaders' data) still leaves as soon as it is rendered.
 */
export async function writeBody(body: ReadableStream<Uint8Array>, writable: Flushable): Promise<void> {
  let flushPending = false;
  const flush = () => {
    flushPending = false;
    if (!writable.writableEnded) writable.flush?.();
  };
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      writable.write(value);
      // Chunks already waiting are read in microtasks, before this runs: one flush for them all.
      if (!flushPending) {
        flushPending = true;
        setImmediate(flush);
      }
    }
    writable.end();
  } catch (error) {
    writable.destroy(error as Error);
    throw error;
  }
}
